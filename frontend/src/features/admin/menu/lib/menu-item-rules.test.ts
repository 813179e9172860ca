import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createMenuItemBody } from '@/api/generated/zod/menu-staff/menu-staff.zod';
import { largestAmount, typedAmount } from '@/lib/money-input';
import { checkPrepMinutes, checkPrice, checkRecipe } from './menu-item-rules';

describe('the dish form’s rules', () => {
  it('takes exactly the prices the shop takes (the contract’s, at most 100,000 dollars), typed as a person types them', () => {
    const prices = ['0', '0.00', '0.01', '0.001', '7', '12.5', '12.50', '12.505', '99999.99'];
    for (const price of [...prices, '100000', '100000.01', '250000', '-3']) {
      expect(checkPrice(price, i18n) === null).toBe(
        createMenuItemBody.shape.price.safeParse(typedAmount(price)).success &&
          typedAmount(price) === Number(price) &&
          Number(price) <= largestAmount(),
      );
    }
  });

  it('says what is wrong with a price in the shop’s words', () => {
    expect(checkPrice('', i18n)).toBe('Enter a price.');
    expect(checkPrice('twelve', i18n)).toBe('Enter the price as a number, such as 12.50.');
    expect(checkPrice('0', i18n)).toBe('The price must be more than 0.');
    expect(checkPrice('1.999', i18n)).toBe('Use at most two decimals (cents).');
    expect(checkPrice('100000.01', i18n)).toBe('The price must be at most 100000.');
  });

  it('takes exactly the recipes the contract takes', () => {
    for (const recipe of [
      '',
      ' ',
      '\n\t',
      'Basil',
      ' Basil ',
      'x'.repeat(1000),
      'x'.repeat(1001),
    ]) {
      expect(checkRecipe(recipe, i18n) === null).toBe(
        createMenuItemBody.shape.recipe.safeParse(recipe).success,
      );
    }
    expect(checkRecipe(' ', i18n)).toBe('Describe the recipe.');
    expect(checkRecipe('x'.repeat(1001), i18n)).toBe('Keep the recipe to 1000 characters.');
  });

  it('takes exactly the prep times the contract takes, in whole minutes', () => {
    for (const minutes of [0, 1, 10, 240, 241, 2.5, '']) {
      expect(checkPrepMinutes(minutes, i18n) === null).toBe(
        typeof minutes === 'number' &&
          Number.isInteger(minutes) &&
          createMenuItemBody.shape.prepMinutes.safeParse(minutes).success,
      );
    }
    expect(checkPrepMinutes(0, i18n)).toBe('Enter 1 to 240 minutes.');
  });
});
