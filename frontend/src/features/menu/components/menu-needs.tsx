import { useLingui } from '@lingui/react/macro';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ALLERGEN_SHORT_NAMES, allergenNames, DIET_NAMES } from '@/lib/menu/allergens';
import { dietsOf, type MenuSearch, withoutOf } from '@/features/menu/lib/menu-search';
import classes from './menu-needs.module.css';
import { withWordsOf } from '@/lib/i18n/catalogues';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';

// Only a customer who opens the needs uses it: its code and its words come then.
const MenuNeedsForm = lazyWithTheme(
  withWordsOf('parts', () =>
    import('./menu-needs-form').then((module) => ({ default: module.MenuNeedsForm })),
  ),
);

interface MenuNeedsProps {
  search: MenuSearch;
  /** Shows the menu for these needs: the address changes, so that the view can be shared and comes back. */
  onChange: (search: MenuSearch) => void;
}

/**
 * The customer's dietary needs, said in one line (diets every dish suits, allergens none holds), opening on the
 * boxes to tick. The browser's own disclosure: it opens at the first tap, before any script, and its boxes come as
 * soon as their code has.
 */
export function MenuNeeds({ search, onChange }: MenuNeedsProps) {
  const { t, i18n } = useLingui();
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page's code came: its boxes come now.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  const avoided = allergenNames(withoutOf(search), i18n, ALLERGEN_SHORT_NAMES);
  const chosen = [
    ...dietsOf(search).map((diet) => i18n._(DIET_NAMES[diet])),
    ...(avoided ? [t`without ${avoided}`] : []),
  ].join(' · ');

  return (
    <details
      className={classes.needs}
      ref={details}
      onToggle={(event) => setOpened(event.currentTarget.open)}
    >
      <summary className={classes.summary}>
        <IconFilter size={16} aria-hidden="true" />
        <span>
          {t`Dietary needs`}
          {chosen && <span className={classes.chosen}>{`: ${chosen}`}</span>}
        </span>
        <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
      </summary>
      {opened && (
        <Suspense fallback={null}>
          <MenuNeedsForm
            search={search}
            onChange={onChange}
            onDone={() => {
              if (details.current) details.current.open = false;
            }}
          />
        </Suspense>
      )}
    </details>
  );
}
