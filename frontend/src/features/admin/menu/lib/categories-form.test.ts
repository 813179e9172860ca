import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  type CategoriesFormValues,
  categoriesFormValues,
  categoriesInput,
  checkCategories,
  emptyCategory,
  keyFor,
  removeBlockedBecause,
  slugOf,
} from './categories-form';

const shop = categoriesFormValues([
  { key: 'pizza', name: 'Pizza', dishes: 3 },
  { key: 'soup', name: 'Soup', dishes: 1 },
  { key: 'specials', name: 'Specials', dishes: 0 },
]);

const withNew = (name: string, key: string): CategoriesFormValues => ({
  categories: [...shop.categories, { ...emptyCategory(), name, key }],
});

describe('a new category’s key', () => {
  it.each([
    ['Crème Brûlée & Tarts', 'creme-brulee-tarts'],
    ['  Chef’s   Table  ', 'chef-s-table'],
    ['7 Up and friends', 'c-7-up-and-friends'],
    ['🍕🍕', 'category'],
    ['', ''],
    ['A'.repeat(40), 'a'.repeat(30)],
    ['Sandwiches and wraps of the day', 'sandwiches-and-wraps-of-the-da'],
    ['Sandwiches and wraps of today and more', 'sandwiches-and-wraps-of-today'],
  ])('is made of the name %j as %j', (name, key) => {
    expect(slugOf(name)).toBe(key);
    expect(key === '' || /^[a-z][a-z0-9-]{0,29}$/.test(key)).toBe(true);
  });

  it('is numbered when another category has it', () => {
    expect(keyFor('Specials', ['pizza', 'specials'])).toBe('specials-2');
    expect(keyFor('Specials', ['specials', 'specials-2'])).toBe('specials-3');
    expect(keyFor('a'.repeat(40), ['a'.repeat(30)])).toBe(`${'a'.repeat(28)}-2`);
  });
});

describe('the categories the shop would refuse', () => {
  it('accepts the shop’s categories, renamed and with a new one, and sends names without spaces around', () => {
    const values = withNew('  Salads  ', 'salads');
    expect(checkCategories(values, i18n)).toEqual({});
    expect(categoriesInput(values)).toEqual([
      { key: 'pizza', name: 'Pizza' },
      { key: 'soup', name: 'Soup' },
      { key: 'specials', name: 'Specials' },
      { key: 'salads', name: 'Salads' },
    ]);
  });

  it('refuses a blank name, a name twice whatever its capitals, a key twice and a key out of form', () => {
    expect(checkCategories(withNew('   ', 'blank'), i18n)).toEqual({
      'categories.3.name': 'Fill this in.',
    });
    expect(checkCategories(withNew(' pizza ', 'pizza-2'), i18n)).toEqual({
      'categories.3.name': 'Another category has this name.',
    });
    expect(checkCategories(withNew('Pies', 'pizza'), i18n)).toEqual({
      'categories.3.key': 'Another category has this key.',
    });
    expect(checkCategories(withNew('Pies', '9-pies'), i18n)).toEqual({
      'categories.3.key': 'Start with a letter; use only a to z, 0 to 9 and -.',
    });
    expect(checkCategories(withNew('P'.repeat(41), 'pies'), i18n)).toEqual({
      'categories.3.name': 'Keep it to 40 characters.',
    });
  });

  it('needs one category at least', () => {
    expect(checkCategories({ categories: [] }, i18n)).toEqual({ categories: 'Give at least 1.' });
  });
});

describe('removing a category', () => {
  it('waits until its dishes have moved, and keeps the last one', () => {
    const [pizza, soup, specials] = shop.categories;
    expect(removeBlockedBecause(pizza, 3, i18n)).toBe('Holds 3 dishes: move them first');
    expect(removeBlockedBecause(soup, 3, i18n)).toBe('Holds 1 dish: move it first');
    expect(removeBlockedBecause(specials, 3, i18n)).toBeUndefined();
    expect(removeBlockedBecause(specials, 1, i18n)).toBe('The menu needs a category');
  });
});
