import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Pagination, type PaginationProps } from '@mantine/core';
import '@mantine/core/styles/Pagination.layer.css';

const controlLabels = {
  first: msg`First page`,
  previous: msg`Previous page`,
  next: msg`Next page`,
  last: msg`Last page`,
};

/** Mantine's numbered page buttons, each named for screen readers: 'Page 2', 'Next page'. */
export function PageButtons(props: PaginationProps) {
  const { t, i18n } = useLingui();
  return (
    <Pagination
      getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
      getControlProps={(control) => ({ 'aria-label': i18n._(controlLabels[control]) })}
      {...props}
    />
  );
}
