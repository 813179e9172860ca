import type { MenuItem } from '../../../api/generated/model';

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
