import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Category } from '@/api/generated/model';
import type { MenuSearch, MenuTab } from '@/features/menu/lib/menu-search';
import classes from './category-tabs.module.css';

interface CategoryTabsProps {
  search: MenuSearch;
  /** The shop's categories, in its order; a tab each after All. */
  categories: readonly Category[];
}

/** One link per category: choosing one starts again at page 1 and keeps the sort and the search. */
export function CategoryTabs({ search, categories }: CategoryTabsProps) {
  const { t } = useLingui();
  const tabs: { value: MenuTab; label: string }[] = [
    { value: 'all', label: t`All` },
    ...categories.map((category) => ({ value: category.key, label: category.name })),
  ];
  return (
    <nav aria-label={t`Menu categories`}>
      <ul className={classes.tabs}>
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link
              to="/menu"
              search={{ ...search, category: tab.value, page: 1 }}
              resetScroll={false}
              className={classes.tab}
              aria-current={tab.value === search.category ? 'page' : undefined}
              // Only the chosen tab is current, whatever the router thinks of the other ones' searches.
              activeOptions={{ exact: true }}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
