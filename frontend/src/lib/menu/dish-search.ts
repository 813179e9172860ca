import type { MenuItem } from '@/api/generated/model';

/** The longest search the header's field takes and the menu's address keeps. */
export const MAX_SEARCH_LENGTH = 80;

/** What a search looks at: the menu's and the dashboard's search find a dish by the same words. */
type SearchedDish = Pick<MenuItem, 'name' | 'recipe' | 'category'>;

/** Lower case and without accents, so that "creme" finds "Crème brûlée". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en');

/** The words searched for, folded; none for an empty or blank search. */
const searchWords = (query: string | undefined): string[] =>
  folded(query ?? '')
    .split(/\s+/)
    .filter(Boolean);

/** The dishes whose name, recipe or category hold every word searched for; all of them when none is. */
export function findDishes<Dish extends SearchedDish>(
  dishes: readonly Dish[],
  query: string | undefined,
): Dish[] {
  const words = searchWords(query);
  if (words.length === 0) return [...dishes];
  return dishes.filter((dish) => {
    const text = folded(`${dish.name} ${dish.recipe} ${dish.category}`);
    return words.every((word) => text.includes(word));
  });
}
