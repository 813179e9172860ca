import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  createMenuItemBodyHoursFromRegExp,
  createMenuItemBodyPriceMin,
  createMenuItemBodyPrepMinutesMax,
  createMenuItemBodyRecipeMax,
  createMenuItemBodyRecipeRegExp,
} from '@/api/generated/zod/menu-staff/menu-staff.zod';
import type { Allergen, Category, Diet, DishHours } from '@/api/generated/model';
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
  allergens: Allergen[];
  /** Traces the dish may contain, apart from what it contains. */
  mayContain: Allergen[];
  diets: Diet[];
  /** Kilocalories of one dish; empty when not known. */
  kcal: number | string;
}

/** A dish new to the menu takes the contract's default of the kitchen's time. */
export const DEFAULT_PREP_MINUTES = 10;
export const MAX_PREP_MINUTES = createMenuItemBodyPrepMinutesMax;

export function checkPrepMinutes(minutes: number | string, i18n: I18n): string | null {
  if (typeof minutes !== 'number' || !Number.isInteger(minutes))
    return i18n._(msg`Enter whole minutes.`);
  const max = MAX_PREP_MINUTES;
  if (minutes < 1 || minutes > max) return i18n._(msg`Enter 1 to ${max} minutes.`);
  return null;
}

export const checkName = (name: string) => nameProblem(name, DISH_NAME) ?? null;

export const checkCategory = (category: string, i18n: I18n) =>
  category === '' ? i18n._(msg`Choose a category.`) : null;

export function checkPrice(price: string, i18n: I18n): string | null {
  const text = price.trim();
  if (text === '') return i18n._(msg`Enter a price.`);
  if (!/^-?\d+(\.\d+)?$/.test(text))
    return i18n._(msg`Enter the price as a number, such as 12.50.`);
  const amount = Number(text);
  if (amount <= 0) return i18n._(msg`The price must be more than 0.`);
  const decimals = decimalsProblem(text);
  if (decimals) return decimals;
  const least = MIN_PRICE;
  if (amount < least) return i18n._(msg`The price must be at least ${least}.`);
  const most = largestAmount();
  if (amount > most) return i18n._(msg`The price must be at most ${most}.`);
  return null;
}

export function checkRecipe(recipe: string, i18n: I18n): string | null {
  if (!createMenuItemBodyRecipeRegExp.test(recipe)) return i18n._(msg`Describe the recipe.`);
  const max = MAX_RECIPE_LENGTH;
  return recipe.length > max ? i18n._(msg`Keep the recipe to ${max} characters.`) : null;
}

/** Why this file cannot be the dish's picture; null if it can. Required only when there is none yet. */
export function checkPicture(file: File | null, required: boolean, i18n: I18n): string | null {
  if (!file) return required ? i18n._(msg`Choose a picture of the dish.`) : null;
  return pictureProblem(file) ?? null;
}

/** `from` and `to` share the contract's pattern: HH:MM on a 24-hour clock. */
const CLOCK_TIME = createMenuItemBodyHoursFromRegExp;

export const checkHoursFrom = (from: string, { limitedHours }: MenuItemFormValues, i18n: I18n) =>
  limitedHours && !CLOCK_TIME.test(from) ? i18n._(msg`Enter a time such as 07:00.`) : null;

export function checkHoursTo(
  to: string,
  { limitedHours, hoursFrom }: MenuItemFormValues,
  i18n: I18n,
) {
  if (!limitedHours) return null;
  if (!CLOCK_TIME.test(to)) return i18n._(msg`Enter a time such as 11:00.`);
  return to === hoursFrom ? i18n._(msg`The dish needs some time between the two.`) : null;
}

/** The hours as the contract takes them: null when the dish is served whenever the shop takes orders. */
export const dishHoursOf = (values: MenuItemFormValues): DishHours | null =>
  values.limitedHours ? { from: values.hoursFrom, to: values.hoursTo } : null;
