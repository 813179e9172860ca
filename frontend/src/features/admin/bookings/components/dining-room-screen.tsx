import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Modal, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { getGetBookingRulesQueryKey, useGetBookingRules } from '@/api/generated/bookings/bookings';
import {
  useGetDiningRoom,
  useReplaceBookingRules,
} from '@/api/generated/bookings-staff/bookings-staff';
import type { BookingRules, DiningTable } from '@/api/generated/model';
import { useDiningRoomActions } from '@/features/admin/bookings/hooks/use-dining-room-actions';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';
import { toastDone } from '@/features/admin/shared/lib/admin-toasts';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { BookingRulesForm } from './booking-rules-form';
import { CombinationsList, DiningTablesList } from './dining-room-lists';
import { DiningTableForm } from './dining-table-form';
import { TableCombinationForm } from './table-combination-form';

/** The form open: a new table, a table to change, or tables to join. */
type Editing = { kind: 'table'; table?: DiningTable } | { kind: 'combination' };

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton height={60} />
      <Skeleton height={60} />
    </Stack>
  );
}

/** Dining Room: the tables guests are seated at, those joined for larger parties, and the rules of booking. */
export function DiningRoomScreen() {
  const { t } = useLingui();
  const room = useGetDiningRoom();
  const rules = useGetBookingRules();
  const replaceRules = useReplaceBookingRules();
  const refreshRules = useRefreshAfterChange(getGetBookingRulesQueryKey());
  const actions = useDiningRoomActions();
  const [editing, setEditing] = useState<Editing>();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const close = () => setEditing(undefined);
  const tables = room.data?.tables ?? [];
  const name = editing?.kind === 'table' ? editing.table?.name : undefined;
  const title =
    editing?.kind === 'combination'
      ? t`Join tables`
      : name !== undefined
        ? t`Change ${name}`
        : t`New table`;

  const saveRules = async (data: BookingRules) => {
    await replaceRules.mutateAsync({ data });
    await refreshRules();
    toastDone(t`The booking rules are saved`);
  };

  return (
    <AdminPage
      title={t`Dining Room`}
      description={t`The tables guests are seated at, the tables joined for larger parties, and how guests book.`}
    >
      <Card padding="lg" component="section" aria-labelledby="dining-tables-title">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h3" id="dining-tables-title">
              <Trans>Tables</Trans>
            </Title>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              h={44}
              onClick={() => setEditing({ kind: 'table' })}
            >
              <Trans>New table</Trans>
            </Button>
          </Group>
          {room.isError ? (
            <Alert color="red" role="alert" title={t`The tables could not be loaded`}>
              {room.error.message}
            </Alert>
          ) : room.data ? (
            <DiningTablesList
              tables={tables}
              onEdit={(table) => setEditing({ kind: 'table', table })}
              onDelete={actions.onRemoveTable}
            />
          ) : (
            <Loading label={t`Loading the tables`} />
          )}
        </Stack>
      </Card>
      <Card padding="lg" component="section" aria-labelledby="table-combinations-title">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h3" id="table-combinations-title">
              <Trans>Tables joined for larger parties</Trans>
            </Title>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              h={44}
              disabled={tables.length < 2}
              onClick={() => setEditing({ kind: 'combination' })}
            >
              <Trans>Join tables</Trans>
            </Button>
          </Group>
          {room.data && tables.length < 2 && (
            <Alert color="gray">
              <Trans>Join tables once the room has two tables at least.</Trans>
            </Alert>
          )}
          {room.data && (
            <CombinationsList
              combinations={room.data.combinations}
              onDelete={actions.onRemoveCombination}
            />
          )}
        </Stack>
      </Card>
      {rules.isError ? (
        <Alert color="red" role="alert" title={t`The booking rules could not be loaded`}>
          {rules.error.message}
        </Alert>
      ) : rules.data ? (
        <BookingRulesForm rules={rules.data} onSave={saveRules} />
      ) : (
        <Loading label={t`Loading the booking rules`} />
      )}
      <Modal
        opened={editing !== undefined}
        onClose={close}
        title={title}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t`Close without saving` }}
      >
        {editing?.kind === 'table' && (
          <DiningTableForm
            key={editing.table?.id ?? 'new'}
            label={title}
            submitLabel={editing.table ? t`Save the table` : t`Add the table`}
            table={editing.table}
            onSave={async (input) => {
              await actions.saveTable(input, editing.table);
              close();
            }}
            onCancel={close}
          />
        )}
        {editing?.kind === 'combination' && (
          <TableCombinationForm
            tables={tables}
            onSave={async (input) => {
              await actions.saveCombination(input);
              close();
            }}
            onCancel={close}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
