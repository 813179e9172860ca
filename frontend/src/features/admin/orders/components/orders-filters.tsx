import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { OrderStatus } from '@/api/generated/model';
import type { OrderSearch } from '@/features/admin/orders/lib/order-search';
import {
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
} from '@/features/admin/orders/lib/order-status-labels';

interface OrdersFiltersProps {
  search: OrderSearch;
  /** The new filters; the page goes back to the first. */
  onChange: (search: OrderSearch) => void;
}

/** Which orders Orders Tracking shows: a search, one status, and the days they were placed between. */
export function OrdersFilters({ search, onChange }: OrdersFiltersProps) {
  const { t, i18n } = useLingui();
  const change = (changes: Partial<OrderSearch>) => {
    const next = { ...search, ...changes, page: undefined };
    onChange(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
  };
  const filtered = Boolean(search.q || search.status || search.from || search.to);

  return (
    <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label={t`Filter orders`}>
      <TextInput
        // A new value per search from the address, so that "Clear filters" empties it.
        key={search.q ?? ''}
        label={t`Search`}
        description={t`Order number, or the customer's name, e-mail or phone`}
        placeholder="#1042"
        type="search"
        miw={260}
        maxLength={100}
        defaultValue={search.q ?? ''}
        onKeyDown={(event) => {
          if (event.key === 'Enter') change({ q: event.currentTarget.value.trim() || undefined });
        }}
        onBlur={(event) => {
          const q = event.currentTarget.value.trim() || undefined;
          if (q !== search.q) change({ q });
        }}
      />
      <NativeSelect
        label={t`Status`}
        miw={180}
        data={[
          { value: '', label: t`Every status` },
          ...ORDER_STATUSES.map((status) => ({
            value: status,
            label: i18n._(ORDER_STATUS_NAMES[status]),
          })),
        ]}
        value={search.status ?? ''}
        onChange={(event) =>
          change({ status: (event.currentTarget.value || undefined) as OrderStatus | undefined })
        }
      />
      <TextInput
        label={t`From`}
        type="date"
        value={search.from ?? ''}
        max={search.to}
        onChange={(event) => change({ from: event.currentTarget.value || undefined })}
      />
      <TextInput
        label={t`To`}
        type="date"
        value={search.to ?? ''}
        min={search.from}
        onChange={(event) => change({ to: event.currentTarget.value || undefined })}
      />
      {filtered && (
        <Button variant="default" onClick={() => onChange({})}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Group>
  );
}
