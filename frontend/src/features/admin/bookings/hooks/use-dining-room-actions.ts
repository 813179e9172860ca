import { useLingui } from '@lingui/react/macro';
import {
  getGetDiningRoomQueryKey,
  getListBookingsOfDayQueryKey,
  useCreateDiningTable,
  useCreateTableCombination,
  useDeleteDiningTable,
  useDeleteTableCombination,
  useReplaceDiningTable,
} from '@/api/generated/bookings-staff/bookings-staff';
import type {
  DiningTable,
  DiningTableInput,
  TableCombination,
  TableCombinationInput,
} from '@/api/generated/model';
import { confirmDeletion } from '@/components/confirm-deletion';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

/** The dining room's changes; each reads the room and the host's days (their tables) again. */
export function useDiningRoomActions() {
  const { t } = useLingui();
  const refresh = useRefreshAfterChange(getGetDiningRoomQueryKey(), getListBookingsOfDayQueryKey());
  const createTable = useCreateDiningTable();
  const replaceTable = useReplaceDiningTable();
  const removeTable = useDeleteDiningTable({
    mutation: {
      onSettled: refresh,
      // A table with bookings to come: the shop says to move them first.
      onError: (error) => toastRefused(error, t`The table was not removed`),
    },
  });
  const joinTables = useCreateTableCombination();
  const removeCombination = useDeleteTableCombination({
    mutation: {
      onSettled: refresh,
      onError: (error) => toastRefused(error, t`The tables were not separated`),
    },
  });

  /** Adds the table, or replaces the one given; a refusal is the form's to show. */
  const saveTable = async (input: DiningTableInput, table?: DiningTable) => {
    const saved = table
      ? await replaceTable.mutateAsync({ id: table.id, data: input })
      : await createTable.mutateAsync({ data: input });
    await refresh();
    const name = saved.name;
    toastDone(t`${name} is saved`);
  };

  const onRemoveTable = (table: DiningTable) => {
    const name = table.name;
    confirmDeletion(
      () =>
        removeTable.mutate({ id: table.id }, { onSuccess: () => toastDone(t`${name} is removed`) }),
      t`${name} and the combinations it is part of will no longer be booked.`,
    );
  };

  const saveCombination = async (input: TableCombinationInput) => {
    const saved = await joinTables.mutateAsync({ data: input });
    await refresh();
    const name = saved.name;
    toastDone(t`${name} can be booked together`);
  };

  const onRemoveCombination = (combination: TableCombination) => {
    const name = combination.name;
    confirmDeletion(
      () =>
        removeCombination.mutate(
          { id: combination.id },
          { onSuccess: () => toastDone(t`${name} are no longer joined`) },
        ),
      t`Bookings already made on ${name} keep them.`,
    );
  };

  return { saveTable, onRemoveTable, saveCombination, onRemoveCombination };
}
