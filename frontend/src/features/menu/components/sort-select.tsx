import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowsSort, IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { MENU_SORT_LABELS, MENU_SORTS, type MenuSort } from '@/features/menu/lib/menu-search';
import classes from './sort-select.module.css';

interface SortSelectProps {
  value: MenuSort;
  onChange: (sort: MenuSort) => void;
}

const isMenuSort = (value: string): value is MenuSort =>
  (MENU_SORTS as readonly string[]).includes(value);

/** The browser's own select, styled: on a phone it opens the system's picker, and it costs no script. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { i18n } = useLingui();
  const id = useId();

  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        <Trans>Sort by</Trans>
      </label>
      <div className={classes.control}>
        <IconArrowsSort size={16} aria-hidden="true" className={classes.icon} />
        <select
          id={id}
          className={classes.select}
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isMenuSort(next)) onChange(next);
          }}
        >
          {MENU_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(MENU_SORT_LABELS[sort])}
            </option>
          ))}
        </select>
        <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
      </div>
    </div>
  );
}
