import {
  createMenuItemBodyHoursFromRegExp,
  createMenuItemBodyPriceMin,
  createMenuItemBodyPrepMinutesMax,
  createMenuItemBodyRecipeMax,
  createMenuItemBodyRecipeRegExp,
} from '@/api/generated/zod/menu/menu.zod';
import type { Category, DishHours } from '@/api/generated/model';
import { DISH_NAME, nameProblem } from '@/lib/name-rule';
import { pictureProblem } from '@/lib/menu/picture-rule';
import { decimalsProblem, largestAmount } from '@/lib/money-input';

/** The contract's bounds of a dish (POST /menu and PATCH /menu/{id} share them), from the generated schemas. */
const MIN_PRICE = createMenuItemBodyPriceMin;
export const MAX_RECIPE_LENGTH = createMenuItemBodyRecipeMax;

/**
 * The shop's categories to choose from, by name; a dish's own category stays among them (by its key) while the
 * categories are not read yet.
 */
export function categoryOptions(categories: readonly Category[], current: string) {
  const options = categories.map((category) => ({ value: category.key, label: category.name }));
  return current === '' || options.some((option) => option.value === current)
    ? options
    : [...options, { value: current, label: current }];
}

/** The form's values as typed: the price stays text until it is checked. */
export interface MenuItemFormValues {
  name: string;
  /** A category's key; empty until one is chosen. */
  category: string;
  price: string;
  recipe: string;
  image: File | null;
  optionGroupIds: string[];
  /** Served only from `hoursFrom` to `hoursTo` (HH:MM), rather than whenever the shop takes orders. */
  limitedHours: boolean;
  hoursFrom: string;
  hoursTo: string;
  /** Minutes of the kitchen's time one of the dish takes; what a time slot's capacity is counted in. */
  prepMinutes: number | string;
}

/** A dish new to the menu takes the contract's default of the kitchen's time. */
export const DEFAULT_PREP_MINUTES = 10;
export const MAX_PREP_MINUTES = createMenuItemBodyPrepMinutesMax;

export function checkPrepMinutes(minutes: number | string): string | null {
  if (typeof minutes !== 'number' || !Number.isInteger(minutes)) return 'Enter whole minutes.';
  if (minutes < 1 || minutes > MAX_PREP_MINUTES) return `Enter 1 to ${MAX_PREP_MINUTES} minutes.`;
  return null;
}

export const checkName = (name: string) => nameProblem(name, DISH_NAME) ?? null;

export const checkCategory = (category: string) => (category === '' ? 'Choose a category.' : null);

export function checkPrice(price: string): string | null {
  const text = price.trim();
  if (text === '') return 'Enter a price.';
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'Enter the price as a number, such as 12.50.';
  const amount = Number(text);
  if (amount <= 0) return 'The price must be more than 0.';
  const decimals = decimalsProblem(text);
  if (decimals) return decimals;
  if (amount < MIN_PRICE) return `The price must be at least ${MIN_PRICE}.`;
  if (amount > largestAmount()) return `The price must be at most ${largestAmount()}.`;
  return null;
}

export const checkRecipe = (recipe: string) =>
  !createMenuItemBodyRecipeRegExp.test(recipe)
    ? 'Describe the recipe.'
    : recipe.length > MAX_RECIPE_LENGTH
      ? `Keep the recipe to ${MAX_RECIPE_LENGTH} characters.`
      : null;

/** Why this file cannot be the dish's picture; null if it can. Required only when there is none yet. */
export function checkPicture(file: File | null, required: boolean): string | null {
  if (!file) return required ? 'Choose a picture of the dish.' : null;
  return pictureProblem(file) ?? null;
}

/** `from` and `to` share the contract's pattern: HH:MM on a 24-hour clock. */
const CLOCK_TIME = createMenuItemBodyHoursFromRegExp;

export const checkHoursFrom = (from: string, { limitedHours }: MenuItemFormValues) =>
  limitedHours && !CLOCK_TIME.test(from) ? 'Enter a time such as 07:00.' : null;

export function checkHoursTo(to: string, { limitedHours, hoursFrom }: MenuItemFormValues) {
  if (!limitedHours) return null;
  if (!CLOCK_TIME.test(to)) return 'Enter a time such as 11:00.';
  return to === hoursFrom ? 'The dish needs some time between the two.' : null;
}

/** The hours as the contract takes them: null when the dish is served whenever the shop takes orders. */
export const dishHoursOf = (values: MenuItemFormValues): DishHours | null =>
  values.limitedHours ? { from: values.hoursFrom, to: values.hoursTo } : null;
