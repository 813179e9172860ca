import { describe, expect, it } from 'vitest';
import { createPromoCodeBody } from '@/api/generated/zod/promo-codes/promo-codes.zod';
import { replaceOrderingSettingsBody } from '@/api/generated/zod/shop-staff/shop-staff.zod';
import { contractProblems, pathOfDetail } from './contract-rules';

describe('the contract’s rules as the dashboard’s forms say them', () => {
  it('names each field the contract refuses, in words for the staff', () => {
    const problems = contractProblems(createPromoCodeBody, {
      code: 'AB',
      discount: { percent: 0 },
      minimumSubtotal: 0.001,
      validFrom: null,
      validUntil: null,
      fulfilment: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      active: true,
    });
    expect(problems).toEqual({
      code: 'Use at least 3 characters.',
      'discount.percent': 'Enter 1 or more.',
      minimumSubtotal: 'Use at most two decimals.',
    });
  });

  it('finds nothing wrong with settings the contract takes', () => {
    const settings = {
      pickup: true,
      delivery: false,
      slotMinutes: 15,
      kitchenMinutesPerSlot: 120,
      leadMinutes: 20,
      daysAhead: 5,
      acceptWithinMinutes: 10,
      tips: { enabled: true, presets: [0, 10, 15, 20], custom: true },
      tax: {
        rate: 8.25,
        pricesIncludeTax: false,
        deliveryFeeTaxed: true,
        tipTaxed: false,
        categoryRates: [],
      },
      serviceFee: null,
    };
    expect(contractProblems(replaceOrderingSettingsBody, settings)).toEqual({});
    expect(contractProblems(replaceOrderingSettingsBody, { ...settings, daysAhead: 6 })).toEqual({
      daysAhead: 'Enter at most 5.',
    });
    // A union inside a union's branch (a fee's percentage or amount) names the field of the branch given.
    const fee = { name: 'Kitchen fee', purpose: '', charge: { percent: 31 } };
    expect(contractProblems(replaceOrderingSettingsBody, { ...settings, serviceFee: fee })).toEqual(
      {
        'serviceFee.purpose': 'Fill this in.',
        'serviceFee.charge.percent': 'Enter at most 30.',
      },
    );
    expect(
      contractProblems(replaceOrderingSettingsBody, {
        ...settings,
        serviceFee: { ...fee, purpose: 'Fair wages.', charge: { amount: 1.234 } },
      }),
    ).toEqual({ 'serviceFee.charge.amount': 'Use at most two decimals.' });
  });

  it('reads the server’s paths as the form’s', () => {
    expect(pathOfDetail('/body/tax/categoryRates/1/rate')).toBe('tax.categoryRates.1.rate');
  });
});
