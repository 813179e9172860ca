import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useListAuditEntries } from '@/api/generated/audit-entries/audit-entries';
import { AuditAction, type ListAuditEntriesParams } from '@/api/generated/model';
import { useGetShop } from '@/api/generated/shop/shop';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { AUDIT_ACTION_NAMES } from '@/features/admin/audit/lib/audit-words';
import { AuditEntryCard } from './audit-entry-card';

const ALL = '';

/**
 * The audit trail, for owners and managers: every change the staff made to money, the menu, settings, promo codes,
 * roles and accounts, newest first, fifty to a page, found by kind and by day.
 */
export function AuditScreen() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ListAuditEntriesParams>({ page: 1 });
  const entries = useListAuditEntries(filter, { query: { placeholderData: keepPreviousData } });
  const shop = useGetShop();
  const page = entries.data?.page ?? 1;
  const pages = entries.data
    ? Math.max(1, Math.ceil(entries.data.total / entries.data.pageSize))
    : 1;
  const change = (next: Partial<ListAuditEntriesParams>) =>
    setFilter((current) => ({ ...current, ...next, page: 1 }));
  const total = entries.data?.total ?? 0;

  return (
    <AdminPage
      title={t`Audit trail`}
      description={t`Who changed what, and when: orders' money, the menu, settings, promo codes, roles and accounts.`}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t`Kind of change`}
          value={filter.action ?? ALL}
          data={[
            { value: ALL, label: t`Every change` },
            ...Object.values(AuditAction).map((action) => ({
              value: action,
              label: i18n._(AUDIT_ACTION_NAMES[action]),
            })),
          ]}
          onChange={(event) =>
            change({ action: (event.currentTarget.value || undefined) as AuditAction | undefined })
          }
          w={240}
        />
        <TextInput
          type="date"
          label={t`From`}
          value={filter.from ?? ''}
          onChange={(event) => change({ from: event.currentTarget.value || undefined })}
          w={170}
        />
        <TextInput
          type="date"
          label={t`To`}
          value={filter.to ?? ''}
          onChange={(event) => change({ to: event.currentTarget.value || undefined })}
          w={170}
        />
      </Group>
      {entries.isError ? (
        <Alert color="red" role="alert" title={t`The audit trail could not be read`}>
          {entries.error.message}
        </Alert>
      ) : entries.data ? (
        <Stack gap="sm" aria-busy={entries.isFetching}>
          <Text size="sm" c="dimmed" role="status">
            {t`${plural(total, { one: '# change', other: '# changes' })}, page ${page} of ${pages}`}
          </Text>
          {entries.data.items.map((entry) => (
            <AuditEntryCard key={entry._id} entry={entry} timeZone={shop.data?.timeZone} />
          ))}
          {pages > 1 && (
            <Group justify="space-between">
              <Button
                variant="default"
                disabled={page <= 1}
                onClick={() => setFilter((current) => ({ ...current, page: page - 1 }))}
              >
                {t`Newer`}
              </Button>
              <Button
                variant="default"
                disabled={page >= pages}
                onClick={() => setFilter((current) => ({ ...current, page: page + 1 }))}
              >
                {t`Older`}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the audit trail`}>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} height={96} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
