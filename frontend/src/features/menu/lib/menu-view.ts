import type { Allergen, Diet, MenuItem } from '@/api/generated/model';
import { findDishes } from '@/lib/menu/dish-search';
import { dietsOf, type MenuSearch, type MenuSort, type MenuTab, withoutOf } from './menu-search';

/** Eight dishes to a page, as the shop has always shown them. */
export const MENU_PAGE_SIZE = 8;

// Made when the menu is first sorted by name: a page's first Intl object starts ICU, which costs a slowed phone 45 ms.
let collator: Intl.Collator | undefined;
const byName = () => (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

/** The dishes of one tab; 'all' keeps every dish, the popular ones too. */
export const filterByCategory = (dishes: readonly MenuItem[], tab: MenuTab): MenuItem[] =>
  tab === 'all' ? [...dishes] : dishes.filter((dish) => dish.category === tab);

/**
 * The dishes that suit every diet asked for and hold none of the allergens to avoid, as the dish comes (a choice may
 * add one, which its dialog says) and not even as traces.
 */
export const filterByNeeds = (
  dishes: readonly MenuItem[],
  diets: readonly Diet[],
  without: readonly Allergen[],
): MenuItem[] =>
  dishes.filter(
    (dish) =>
      diets.every((diet) => dish.diets.includes(diet)) &&
      !without.some(
        (allergen) => dish.allergens.includes(allergen) || dish.mayContain.includes(allergen),
      ),
  );

const comparators: Record<Exclude<MenuSort, 'default'>, (a: MenuItem, b: MenuItem) => number> = {
  'a-z': (a, b) => byName().compare(a.name, b.name),
  'z-a': (a, b) => byName().compare(b.name, a.name),
  'low-high': (a, b) => a.price - b.price,
  'high-low': (a, b) => b.price - a.price,
};

/** Default keeps the kitchen's own order; the others sort a copy, ties keeping the kitchen's order. */
export const sortDishes = (dishes: readonly MenuItem[], sort: MenuSort): MenuItem[] =>
  sort === 'default' ? [...dishes] : [...dishes].sort(comparators[sort]);

export interface MenuPage {
  dishes: MenuItem[];
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  /** At least 1, even when there is nothing to show. */
  pageCount: number;
  /** How many dishes match, over every page. */
  total: number;
  /** 1-based positions of the first and last dish shown, 0 and 0 when none. */
  from: number;
  to: number;
}

export const paginateDishes = (
  dishes: readonly MenuItem[],
  page: number,
  pageSize: number = MENU_PAGE_SIZE,
): MenuPage => {
  const total = dishes.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (shown - 1) * pageSize;
  const onPage = dishes.slice(start, start + pageSize);
  return {
    dishes: onPage,
    page: shown,
    pageCount,
    total,
    from: onPage.length > 0 ? start + 1 : 0,
    to: start + onPage.length,
  };
};

/** What the menu shows for a view: the tab's dishes, narrowed by the needs and the search, sorted, one page of them. */
export const selectMenuPage = (dishes: readonly MenuItem[], search: MenuSearch): MenuPage => {
  const suited = filterByNeeds(
    filterByCategory(dishes, search.category),
    dietsOf(search),
    withoutOf(search),
  );
  return paginateDishes(sortDishes(findDishes(suited, search.q), search.sort), search.page);
};
