import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Category, CategoryInput } from '@/api/generated/model';
import {
  replaceCategoriesBody,
  replaceCategoriesBodyKeyMax,
  replaceCategoriesBodyNameMax,
} from '@/api/generated/zod/categories-staff/categories-staff.zod';
import { contractProblems, type Issue } from '@/features/admin/shared/lib/contract-rules';

export const CATEGORY_NAME_LENGTH = replaceCategoriesBodyNameMax;
export const CATEGORY_KEY_LENGTH = replaceCategoriesBodyKeyMax;
/** The most categories the contract lets a menu have. */
export const MAX_CATEGORIES = 30;

/** One category as the form holds it: its place is its index in the list. */
export interface CategoryRow {
  /** Stays the same while the row's key is typed, so that React keeps the row (and its focus). */
  rowId: string;
  key: string;
  name: string;
  /** The name the shop has now; null for a category the form adds. */
  savedName: string | null;
  /** Dishes on the menu it holds now. */
  dishes: number;
  /** The key was typed by hand, so it no longer follows the name. */
  keyTyped: boolean;
}

export interface CategoriesFormValues {
  categories: CategoryRow[];
}

export const categoriesFormValues = (categories: readonly Category[]): CategoriesFormValues => ({
  categories: categories.map((category) => ({
    rowId: category.key,
    key: category.key,
    name: category.name,
    savedName: category.name,
    dishes: category.dishes,
    keyTyped: false,
  })),
});

let newRows = 0;
export const emptyCategory = (): CategoryRow => ({
  rowId: `new-${++newRows}`,
  key: '',
  name: '',
  savedName: null,
  dishes: 0,
  keyTyped: false,
});

/** The body of `PUT /categories`: the categories in the form's order. */
export const categoriesInput = ({ categories }: CategoriesFormValues): CategoryInput[] =>
  categories.map(({ key, name }) => ({ key, name: name.trim() }));

/**
 * A key made of a name as the contract takes it: "Crème Brûlée & Tarts" → `creme-brulee-tarts`; one that starts
 * with a digit gets a letter first, and a name without a Latin letter or digit makes `category`.
 */
export function slugOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (name.trim() === '') return '';
  const slug = words === '' ? 'category' : /^[0-9]/.test(words) ? `c-${words}` : words;
  return slug.slice(0, CATEGORY_KEY_LENGTH).replace(/-+$/, '');
}

/** The name's key, numbered (`specials-2`) when another category has it already. */
export function keyFor(name: string, takenKeys: readonly string[]): string {
  const slug = slugOf(name);
  if (slug === '' || !takenKeys.includes(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const key = `${slug.slice(0, CATEGORY_KEY_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!takenKeys.includes(key)) return key;
  }
}

/** How a category's dishes keep it on the menu: the reason it cannot be removed, or none. */
export function removeBlockedBecause(
  row: CategoryRow,
  count: number,
  i18n: I18n,
): string | undefined {
  const dishes = row.dishes;
  if (dishes > 0)
    return i18n._(
      msg`${plural(dishes, { one: 'Holds # dish: move it first', other: 'Holds # dishes: move them first' })}`,
    );
  if (count === 1) return i18n._(msg`The menu needs a category`);
  return undefined;
}

const explainer = (i18n: I18n) => (issue: Issue) =>
  issue.path.at(-1) === 'key' && issue.code === 'invalid_format'
    ? i18n._(msg`Start with a letter; use only a to z, 0 to 9 and -.`)
    : undefined;

/** `3.name` in the contract's body is `categories.3.name` in the form. */
export const fieldOfBodyPath = (path: string) =>
  path === '' ? 'categories' : /^\d+\.(name|key)$/.test(path) ? `categories.${path}` : undefined;

/**
 * What the shop would refuse in the categories: the contract's rules, and as the shop reads them, a blank name
 * and a key or a name (whatever its capitals and spaces) twice.
 */
export function checkCategories(values: CategoriesFormValues, i18n: I18n): Record<string, string> {
  const problems = contractProblems(
    replaceCategoriesBody,
    categoriesInput(values),
    (path) => fieldOfBodyPath(path) ?? 'categories',
    explainer(i18n),
  );
  const keys = new Set<string>();
  const names = new Set<string>();
  values.categories.forEach(({ key, name }, index) => {
    const spoken = name.trim().toLocaleLowerCase();
    if (spoken === '') problems[`categories.${index}.name`] ??= i18n._(msg`Fill this in.`);
    else if (names.has(spoken))
      problems[`categories.${index}.name`] ??= i18n._(msg`Another category has this name.`);
    names.add(spoken);
    if (key !== '' && keys.has(key))
      problems[`categories.${index}.key`] ??= i18n._(msg`Another category has this key.`);
    keys.add(key);
  });
  return problems;
}
