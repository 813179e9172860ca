import { Link } from '@tanstack/react-router';
import { MENU_TAB_LABELS, MENU_TABS, type MenuSearch } from '../lib/menu-search';
import classes from './category-tabs.module.css';

interface CategoryTabsProps {
  search: MenuSearch;
}

/** One link per category: choosing one starts again at page 1 and keeps the sort and the search. */
export function CategoryTabs({ search }: CategoryTabsProps) {
  return (
    <nav aria-label="Menu categories">
      <ul className={classes.tabs}>
        {MENU_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to="/menu"
              search={{ category: tab, sort: search.sort, q: search.q }}
              resetScroll={false}
              className={classes.tab}
              aria-current={tab === search.category ? 'page' : undefined}
              // Only the chosen tab is current, whatever the router thinks of the other ones' searches.
              activeOptions={{ exact: true }}
            >
              {MENU_TAB_LABELS[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
