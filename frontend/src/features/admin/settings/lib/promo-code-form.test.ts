import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { PromoCode } from '@/api/generated/model';
import {
  discountInWords,
  emptyPromoCode,
  promoCodeFormValues,
  promoCodeInput,
  promoCodeProblems,
  usesInWords,
  validityInWords,
} from './promo-code-form';

const PARIS = 'Europe/Paris';
const welcome: PromoCode = {
  _id: '7a3e0c1d-0000-4000-8000-000000000701',
  code: 'WELCOME10',
  description: 'Ten percent off a first order',
  discount: { percent: 10 },
  minimumSubtotal: 20,
  validFrom: '2026-11-30T23:00:00.000Z',
  validUntil: null,
  fulfilment: 'delivery',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  active: true,
  uses: 3,
};

describe('a promo code as the dashboard edits it', () => {
  it('gives back the code it was given, its dates read on the shop’s clock', () => {
    const values = promoCodeFormValues(welcome, PARIS);
    expect(values.validFrom).toBe('2026-12-01T00:00');
    const { _id, uses, ...input } = welcome;
    expect(promoCodeInput(values, PARIS)).toEqual(input);
  });

  it('sends no limit as null, and refuses what the contract refuses', () => {
    const values = { ...emptyPromoCode(), code: 'SUMMER!', maxUses: '' };
    expect(promoCodeInput(values, PARIS).maxUses).toBeNull();
    expect(promoCodeProblems(values, PARIS, i18n)).toEqual({
      code: 'Use letters, digits, - and _ only.',
    });
    const amount = {
      ...emptyPromoCode(),
      code: 'FIVE',
      discountKind: 'amount' as const,
      amount: 0,
    };
    expect(promoCodeProblems(amount, PARIS, i18n)).toEqual({ amount: 'Enter 0.01 or more.' });
  });

  it('wants the end of a validity after its start', () => {
    const values = {
      ...emptyPromoCode(),
      code: 'XMAS',
      validFrom: '2026-12-25T00:00',
      validUntil: '2026-12-24T00:00',
    };
    expect(promoCodeProblems(values, PARIS, i18n)).toEqual({
      validUntil: 'The end must come after the start.',
    });
  });

  it('sums a code up for the list', () => {
    expect(discountInWords(welcome, i18n)).toBe('10 %');
    expect(discountInWords({ discount: { amount: 5 } }, i18n)).toBe('$5.00 off');
    expect(usesInWords(welcome, i18n)).toBe('3 / 100');
    expect(usesInWords({ ...welcome, maxUses: null }, i18n)).toBe('3 / no limit');
    expect(validityInWords(welcome, PARIS, i18n)).toBe('From Dec 1, 2026, 00:00');
  });
});
