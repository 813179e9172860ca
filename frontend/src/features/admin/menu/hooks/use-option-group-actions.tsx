import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getListMenuItemsQueryKey } from '@/api/generated/menu/menu';
import type { OptionGroupAdmin, OptionGroupInput } from '@/api/generated/model';
import {
  getListOptionGroupsQueryKey,
  useCreateOptionGroup,
  useDeleteOptionGroup,
  useMarkChoiceSoldOut,
  usePutChoiceBackOnSale,
  useReplaceOptionGroup,
} from '@/api/generated/option-groups/option-groups';
import { confirmDeletion } from '@/components/confirm-deletion';
import type { OptionGroupActions } from '@/features/admin/menu/components/option-groups/option-groups-list';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

/** Option Groups' changes; each reads the groups and the menu again, whose dishes carry their groups. */
export function useOptionGroupActions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange(getListOptionGroupsQueryKey(), getListMenuItemsQueryKey());
  const refused = (error: Error) => toastRefused(error, t`Not changed`);
  const create = useCreateOptionGroup();
  const replace = useReplaceOptionGroup();
  const remove = useDeleteOptionGroup({ mutation: { onSettled: refresh, onError: refused } });
  // The answer is the choice's group as it is now: shown at once, before the lists are read again.
  const showGroup = (group: OptionGroupAdmin) =>
    queryClient.setQueryData<OptionGroupAdmin[]>(getListOptionGroupsQueryKey(), (groups) =>
      groups?.map((shown) => (shown._id === group._id ? group : shown)),
    );
  const choiceMutation = {
    mutation: { onSuccess: showGroup, onSettled: refresh, onError: refused },
  };
  const markSoldOut = useMarkChoiceSoldOut(choiceMutation);
  const backOnSale = usePutChoiceBackOnSale(choiceMutation);
  const pending = [markSoldOut, backOnSale].find((change) => change.isPending);

  /** Adds the group, or replaces the one given; a refusal is the form's to show. */
  const save = async (input: OptionGroupInput, group?: OptionGroupAdmin) => {
    const saved = group
      ? await replace.mutateAsync({ id: group._id, data: input })
      : await create.mutateAsync({ data: input });
    await refresh();
    const name = saved.name;
    toastDone(t`${name} is saved`);
  };

  const actions: OptionGroupActions = {
    busyChoiceId: pending?.variables?.id,
    onDelete: (group) => {
      const name = group.name;
      const count = group.menuItemIds.length;
      confirmDeletion(
        () =>
          remove.mutate({ id: group._id }, { onSuccess: () => toastDone(t`${name} is deleted`) }),
        count === 0
          ? t`${name} is offered by no dish.`
          : t`${name} is offered by ${plural(count, { one: '# dish', other: '# dishes' })}; it leaves each of them.`,
      );
    },
    onChoiceSoldOut: (choice, until) => markSoldOut.mutate({ id: choice._id, data: { until } }),
    onChoiceBackOnSale: (choice) => backOnSale.mutate({ id: choice._id }),
  };
  return { save, actions };
}
