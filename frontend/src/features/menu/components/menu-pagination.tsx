import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PlainGroup } from '@/components/plain/plain-layout';
import { PlainText } from '@/components/plain/plain-text';
import { LaterPageButtons } from './menu-page-parts';

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
    <PlainGroup justify="space-between" gap="md" mt="xl" wrap="wrap">
      <PlainText size="sm" c="dimmed" role="status">
        {t`Showing ${from}–${to} of ${plural(total, { one: `${total} dish`, other: `${total} dishes` })}`}
      </PlainText>
      {pageCount > 1 && (
        <nav aria-label={t`Menu pages`}>
          <LaterPageButtons total={pageCount} value={page} onChange={onChange} />
        </nav>
      )}
    </PlainGroup>
  );
}
