import { MAX_SEARCH_LENGTH } from '../../../lib/dish-search';

/** The category tabs, in the order they are shown; 'all' shows every dish, popular ones included. */
export const MENU_TABS = ['all', 'salad', 'pizza', 'soup', 'dessert', 'drinks'] as const;
export type MenuTab = (typeof MENU_TABS)[number];

export const MENU_TAB_LABELS: Record<MenuTab, string> = {
  all: 'All',
  salad: 'Salad',
  pizza: 'Pizza',
  soup: 'Soups',
  dessert: 'Desserts',
  drinks: 'Drinks',
};

export const MENU_SORTS = ['default', 'a-z', 'z-a', 'low-high', 'high-low'] as const;
export type MenuSort = (typeof MENU_SORTS)[number];

export const MENU_SORT_LABELS: Record<MenuSort, string> = {
  default: 'Default',
  'a-z': 'A-Z',
  'z-a': 'Z-A',
  'low-high': 'Low to High',
  'high-low': 'High to Low',
};

export interface MenuSearch {
  category: MenuTab;
  sort: MenuSort;
  /** 1-based. */
  page: number;
  /** Words each dish shown holds in its name, recipe or category, if any. */
  q?: string;
}

/** The values left out of the address, so the plain menu's link stays /menu. */
export const MENU_SEARCH_DEFAULTS = { category: 'all', sort: 'default', page: 1 } as const;

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/**
 * The menu's view as it lives in the address bar. Anything missing or malformed falls back to the
 * default, so a mangled shared link still opens the menu. Three fields do not justify a schema library
 * in the storefront's bundle.
 */
export const parseMenuSearch = (raw: unknown): MenuSearch => {
  const search: Record<string, unknown> = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const { page, q } = search;
  return {
    category: oneOf(MENU_TABS, search.category, MENU_SEARCH_DEFAULTS.category),
    sort: oneOf(MENU_SORTS, search.sort, MENU_SEARCH_DEFAULTS.sort),
    page:
      typeof page === 'number' && Number.isInteger(page) && page > 0
        ? page
        : MENU_SEARCH_DEFAULTS.page,
    q: typeof q === 'string' && q.trim() !== '' && q.length <= MAX_SEARCH_LENGTH ? q : undefined,
  };
};
