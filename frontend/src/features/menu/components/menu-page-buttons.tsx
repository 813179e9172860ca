import { useLingui } from '@lingui/react/macro';
import { PlainGroup } from '@/components/plain/plain-layout';
import { usePagination } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconDots } from '@tabler/icons-react';
import { PlainActionIcon } from '@/components/plain/plain-action-icon';

interface MenuPageButtonsProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/**
 * The menu's numbered page buttons, each named for screen readers ('Page 2', 'Next page'): Mantine's own range of pages
 * (`usePagination`, one page beside the current one and at each end) drawn with the buttons the first screen already
 * has. Mantine's Pagination, which the dashboard's tables keep (`components/page-buttons.tsx`), would add 3 KB to a
 * first visit's JavaScript.
 */
export function MenuPageButtons({ total, value, onChange }: MenuPageButtonsProps) {
  const { t } = useLingui();
  const { range, active, previous, next } = usePagination({ total, page: value, onChange });
  return (
    <PlainGroup gap={6} wrap="wrap">
      <PlainActionIcon
        variant="default"
        radius="xl"
        size={32}
        aria-label={t`Previous page`}
        disabled={active === 1}
        onClick={previous}
      >
        <IconChevronLeft size={18} aria-hidden />
      </PlainActionIcon>
      {range.map((page, index) =>
        page === 'dots' ? (
          <IconDots key={`dots-${index}`} size={16} aria-hidden />
        ) : (
          <PlainActionIcon
            key={page}
            variant={page === active ? 'filled' : 'default'}
            radius="xl"
            size={32}
            fz="md"
            aria-label={t`Page ${page}`}
            aria-current={page === active ? 'page' : undefined}
            onClick={() => onChange(page)}
          >
            {page}
          </PlainActionIcon>
        ),
      )}
      <PlainActionIcon
        variant="default"
        radius="xl"
        size={32}
        aria-label={t`Next page`}
        disabled={active === total}
        onClick={next}
      >
        <IconChevronRight size={18} aria-hidden />
      </PlainActionIcon>
    </PlainGroup>
  );
}
