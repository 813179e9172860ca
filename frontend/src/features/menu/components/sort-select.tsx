import { NativeSelect } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { MENU_SORT_LABELS, MENU_SORTS, type MenuSort } from '../lib/menu-search';

interface SortSelectProps {
  value: MenuSort;
  onChange: (sort: MenuSort) => void;
}

const isMenuSort = (value: string): value is MenuSort =>
  (MENU_SORTS as readonly string[]).includes(value);

/** A native select: on a phone it opens the system's own picker. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <NativeSelect
      label="Sort by"
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isMenuSort(next)) onChange(next);
      }}
      data={MENU_SORTS.map((sort) => ({ value: sort, label: MENU_SORT_LABELS[sort] }))}
      leftSection={<IconArrowsSort size={16} aria-hidden="true" />}
      radius="xl"
      w={{ base: '100%', xs: 200 }}
      styles={{ label: { fontWeight: 600, marginBottom: 4 } }}
    />
  );
}
