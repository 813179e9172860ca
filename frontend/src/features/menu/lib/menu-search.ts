import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Allergen, Diet, MenuCategory } from '@/api/generated/model';
import { ANNEX_II, DIETS } from '@/lib/menu/allergens';
import { MAX_SEARCH_LENGTH } from '@/lib/menu/dish-search';

/** A tab of the menu: 'all' shows every dish, any other is the key of one of the shop's categories. */
export type MenuTab = MenuCategory;

/** A category's key as the contract writes them. */
const CATEGORY_KEY = /^[a-z][a-z0-9-]{0,29}$/;

export const MENU_SORTS = ['default', 'a-z', 'z-a', 'low-high', 'high-low'] as const;
export type MenuSort = (typeof MENU_SORTS)[number];

/** Each sort as the menu's select names it: messages, said with `i18n._(label)`. */
export const MENU_SORT_LABELS: Record<MenuSort, MessageDescriptor> = {
  default: msg`Default`,
  'a-z': msg`A-Z`,
  'z-a': msg`Z-A`,
  'low-high': msg`Low to High`,
  'high-low': msg`High to Low`,
};

export interface MenuSearch {
  category: MenuTab;
  sort: MenuSort;
  /** 1-based. */
  page: number;
  /** Words each dish shown holds in its name, recipe or category, if any. */
  q?: string;
  /** Diets every dish shown suits, comma-separated in the address (`vegan,gluten-free`). */
  diet?: string;
  /** Allergens no dish shown contains, not even as traces, comma-separated (`peanuts,milk`). */
  without?: string;
}

/** The values left out of the address, so the plain menu's link stays /menu. */
export const MENU_SEARCH_DEFAULTS = {
  category: 'all' as MenuTab,
  sort: 'default',
  page: 1,
} as const;

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/**
 * The known values of a list in the address, once each and in `known`'s order: written `a,b`, or as repeated keys
 * by a form sent without script.
 */
const listIn = <T extends string>(known: readonly T[], raw: unknown): T[] => {
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return known.filter((value) => values.includes(value));
};

const inAddress = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/** The diets a view asks every dish to suit. */
export const dietsOf = (search: MenuSearch): Diet[] => listIn(DIETS, search.diet);

/** The allergens a view keeps out of every dish, traces included. */
export const withoutOf = (search: MenuSearch): Allergen[] => listIn(ANNEX_II, search.without);

/** A view with these needs instead of its own, from its first page. */
export const withNeeds = (
  search: MenuSearch,
  diets: readonly Diet[],
  without: readonly Allergen[],
): MenuSearch => ({
  ...search,
  page: 1,
  diet: inAddress(listIn(DIETS, diets)),
  without: inAddress(listIn(ANNEX_II, without)),
});

/**
 * The menu's view as it lives in the address bar. Anything missing or malformed falls back to the
 * default, so a mangled shared link still opens the menu. Six fields do not justify a schema library
 * in the storefront's bundle.
 */
export const parseMenuSearch = (raw: unknown): MenuSearch => {
  const search: Record<string, unknown> = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const { page, q } = search;
  return {
    category:
      typeof search.category === 'string' && CATEGORY_KEY.test(search.category)
        ? search.category
        : MENU_SEARCH_DEFAULTS.category,
    sort: oneOf(MENU_SORTS, search.sort, MENU_SEARCH_DEFAULTS.sort),
    page:
      typeof page === 'number' && Number.isInteger(page) && page > 0
        ? page
        : MENU_SEARCH_DEFAULTS.page,
    q: typeof q === 'string' && q.trim() !== '' && q.length <= MAX_SEARCH_LENGTH ? q : undefined,
    diet: inAddress(listIn(DIETS, search.diet)),
    without: inAddress(listIn(ANNEX_II, search.without)),
  };
};

/**
 * The tab a search shows: its category, or the whole menu when the shop's categories are known and it is none of
 * them (a mangled link, or a category since removed).
 */
export const shownTab = (
  category: MenuTab,
  categories: readonly { key: string }[] | undefined,
): MenuTab =>
  category === 'all' || !categories || categories.some((known) => known.key === category)
    ? category
    : 'all';
