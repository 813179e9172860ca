import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { OrderStatus } from '@/api/generated/model';
import type { OrderSearch } from '@/features/admin/orders/lib/order-search';
import { ORDER_STATUSES } from '@/features/admin/orders/lib/order-status-labels';

interface OrdersFiltersProps {
  search: OrderSearch;
  /** The new filters; the page goes back to the first. */
  onChange: (search: OrderSearch) => void;
}

/** Which orders Orders Tracking shows: a search, one status, and the days they were placed between. */
export function OrdersFilters({ search, onChange }: OrdersFiltersProps) {
  const change = (changes: Partial<OrderSearch>) => {
    const next = { ...search, ...changes, page: undefined };
    onChange(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
  };
  const filtered = Boolean(search.q || search.status || search.from || search.to);

  return (
    <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label="Filter orders">
      <TextInput
        // A new value per search from the address, so that "Clear filters" empties it.
        key={search.q ?? ''}
        label="Search"
        description="Order number, or the customer's name, e-mail or phone"
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
        label="Status"
        miw={180}
        data={[{ value: '', label: 'Every status' }, ...ORDER_STATUSES]}
        value={search.status ?? ''}
        onChange={(event) =>
          change({ status: (event.currentTarget.value || undefined) as OrderStatus | undefined })
        }
      />
      <TextInput
        label="From"
        type="date"
        value={search.from ?? ''}
        max={search.to}
        onChange={(event) => change({ from: event.currentTarget.value || undefined })}
      />
      <TextInput
        label="To"
        type="date"
        value={search.to ?? ''}
        min={search.from}
        onChange={(event) => change({ to: event.currentTarget.value || undefined })}
      />
      {filtered && (
        <Button variant="default" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
