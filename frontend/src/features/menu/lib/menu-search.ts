import * as z from 'zod/mini';

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

export const MENU_SEARCH_MAX_LENGTH = 80;

/**
 * The menu's view as it lives in the address bar. Anything missing or malformed falls back to the
 * default, so a mangled shared link still opens the menu.
 */
export const menuSearchSchema = z.object({
  category: z.catch(z._default(z.enum(MENU_TABS), 'all'), 'all'),
  sort: z.catch(z._default(z.enum(MENU_SORTS), 'default'), 'default'),
  page: z.catch(z._default(z.int().check(z.positive()), 1), 1),
  q: z.catch(z.optional(z.string().check(z.maxLength(MENU_SEARCH_MAX_LENGTH))), undefined),
});

export type MenuSearch = z.output<typeof menuSearchSchema>;

/** The values left out of the address, so the plain menu's link stays /menu. */
export const MENU_SEARCH_DEFAULTS = { category: 'all', sort: 'default', page: 1 } as const;

export const parseMenuSearch = (raw: unknown): MenuSearch =>
  menuSearchSchema.parse(typeof raw === 'object' && raw !== null ? raw : {});
