import type { Category, MenuItem } from '@/api/generated/model';

/** The menu's own category of dishes the restaurant shows off on its home page. */
const SHOWN_OFF = 'popular';

/** The carousel's dishes: the menu's popular ones that can be ordered now, as the menu lists them. */
export const popularDishes = (menu: MenuItem[]) =>
  menu.filter((dish) => dish.category === SHOWN_OFF && dish.available);

/** The two dishes beside the hero: popular ones first, else any the kitchen can cook now; none when nothing can be ordered. */
export const heroDishes = (menu: MenuItem[]) =>
  [
    ...popularDishes(menu),
    ...menu.filter((dish) => dish.category !== SHOWN_OFF && dish.available),
  ].slice(0, 2);

/** How many of the menu's categories the home page shows, beside the whole menu. */
const SHOWN_CATEGORIES = 3;

/**
 * The home page's categories: the first of the shop's order that hold dishes on the menu (the popular ones have the
 * carousel), each with the picture of its first dish.
 */
export function shownCategories(categories: readonly Category[], menu: readonly MenuItem[]) {
  return categories
    .filter((category) => category.key !== SHOWN_OFF && category.dishes > 0)
    .flatMap((category) => {
      const dish = menu.find((item) => item.category === category.key);
      return dish ? [{ category, picture: dish.image }] : [];
    })
    .slice(0, SHOWN_CATEGORIES);
}
