import { Pagination, type PaginationProps } from '@mantine/core';

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** Mantine's numbered page buttons, each named for screen readers: 'Page 2', 'Next page'. */
export function PageButtons(props: PaginationProps) {
  return (
    <Pagination
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      {...props}
    />
  );
}
