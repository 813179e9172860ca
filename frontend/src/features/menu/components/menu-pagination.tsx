import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { MenuPageButtons } from './menu-page-buttons';

interface MenuPaginationProps {
  page: number;
  pageCount: number;
  total: number;
  from: number;
  to: number;
  onChange: (page: number) => void;
}

/** Numbered page buttons under the dishes, and which of the dishes are shown. */
export function MenuPagination({
  page,
  pageCount,
  total,
  from,
  to,
  onChange,
}: MenuPaginationProps) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" gap="md" mt="xl" wrap="wrap">
      <Text size="sm" c="dimmed" role="status">
        {t`Showing ${from}–${to} of ${plural(total, { one: `${total} dish`, other: `${total} dishes` })}`}
      </Text>
      {pageCount > 1 && (
        <nav aria-label={t`Menu pages`}>
          <MenuPageButtons total={pageCount} value={page} onChange={onChange} />
        </nav>
      )}
    </Group>
  );
}
