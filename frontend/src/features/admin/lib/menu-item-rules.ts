import { MenuCategory } from '../../../api/generated/model';
import { MAX_DISH_NAME_LENGTH, nameProblem } from '../../../lib/name-rule';

/** What POST /images accepts (the contract): these pictures, up to 5 MB. */
export const DISH_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const MAX_DISH_PICTURE_BYTES = 5 * 1024 * 1024;
const MAX_PRICE = 100_000;

export const MENU_CATEGORY_OPTIONS = [
  { value: MenuCategory.salad, label: 'Salad' },
  { value: MenuCategory.pizza, label: 'Pizza' },
  { value: MenuCategory.soup, label: 'Soup' },
  { value: MenuCategory.dessert, label: 'Dessert' },
  { value: MenuCategory.drinks, label: 'Drinks' },
  { value: MenuCategory.popular, label: 'Popular' },
];

/** The form's values as typed: the price stays text until it is checked. */
export interface MenuItemFormValues {
  name: string;
  category: MenuCategory | '';
  price: string;
  recipe: string;
  image: File | null;
}

export const checkName = (name: string) => nameProblem(name, MAX_DISH_NAME_LENGTH) ?? null;

export const checkCategory = (category: string) => (category === '' ? 'Choose a category.' : null);

export function checkPrice(price: string): string | null {
  const text = price.trim();
  if (text === '') return 'Enter a price.';
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'Enter the price as a number, such as 12.50.';
  const dollars = Number(text);
  if (dollars <= 0) return 'The price must be more than 0.';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Use at most two decimals (cents).';
  if (dollars > MAX_PRICE) return 'The price must be at most 100000.';
  return null;
}

export const checkRecipe = (recipe: string) =>
  recipe.trim() === ''
    ? 'Describe the recipe.'
    : recipe.length > 1000
      ? 'Keep the recipe to 1000 characters.'
      : null;

/** Why this file cannot be the dish's picture; null if it can. Required only when there is none yet. */
export function checkPicture(file: File | null, required: boolean): string | null {
  if (!file) return required ? 'Choose a picture of the dish.' : null;
  if (!DISH_PICTURE_TYPES.includes(file.type))
    return 'Choose a picture: a PNG, JPEG, WebP or GIF file.';
  if (file.size > MAX_DISH_PICTURE_BYTES)
    return 'This picture is larger than 5 MB. Choose a smaller one.';
  return null;
}

/** The price typed, in dollars, once checkPrice has accepted it. */
export const priceInDollars = (price: string): number =>
  Math.round(Number(price.trim()) * 100) / 100;

/** A stored price as the form shows it: 12.5 → '12.50'. */
export const formatPriceInput = (dollars: number): string => dollars.toFixed(2);
