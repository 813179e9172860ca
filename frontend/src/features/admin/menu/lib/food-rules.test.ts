import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createMenuItemBody } from '@/api/generated/zod/menu-staff/menu-staff.zod';
import { tracesBeside } from '@/lib/menu/allergens';
import { checkKcal, kcalInput, kcalOf } from './food-rules';

describe('the food information’s rules', () => {
  it('takes exactly the energies the contract takes, and an empty field as none', () => {
    for (const kcal of ['', 0, 1, 820, 10000, 10001, -1]) {
      expect(checkKcal(kcal, i18n) === null).toBe(
        createMenuItemBody.shape.kcal.safeParse(kcalOf(kcal)).success,
      );
    }
    // The contract's Kcal is an integer, which the generated schema does not check.
    expect(checkKcal(12.5, i18n)).not.toBeNull();
    expect(kcalOf('')).toBeNull();
    expect(kcalInput(undefined)).toBe('');
    expect(kcalOf(kcalInput(820))).toBe(820);
  });

  it('keeps as traces only what is not contained anyway', () => {
    expect(tracesBeside(['nuts', 'milk', 'sesame'], ['milk'])).toEqual(['nuts', 'sesame']);
  });
});
