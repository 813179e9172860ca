import { describe, expect, it } from 'vitest';
import { pickupOnlyShop, sampleShop } from '@/test/fixtures/shop-fixtures';
import {
  addressProblems,
  type CheckoutChoices,
  defaultChoices,
  EMPTY_ADDRESS,
  orderRequest,
  phoneProblem,
  refusedStep,
} from './checkout-choices';

const address = { ...EMPTY_ADDRESS, line1: '12 Rue Oberkampf', city: 'Paris', postcode: '75011' };

describe('the checkout choices', () => {
  it('start as the seed client ordered: a pickup as soon as possible, no tip, no code, sent as nothing', () => {
    const choices = defaultChoices(pickupOnlyShop);
    expect(choices).toMatchObject({ fulfilment: 'pickup', when: 'asap', tip: { percent: 0 } });
    expect(orderRequest(choices, pickupOnlyShop)).toEqual({ request: {} });
  });

  it('start on a later time when there is no "as soon as possible"', () => {
    expect(defaultChoices(sampleShop, { asap: null, slots: [] }).when).toBe('later');
  });

  it('start on delivery when the shop only delivers', () => {
    expect(defaultChoices({ pickup: false }).fulfilment).toBe('delivery');
  });

  it('send a delivery with its address, a slot, a tip, a code and an allergy note', () => {
    const choices: CheckoutChoices = {
      fulfilment: 'delivery',
      address: { ...address, line2: '  ', instructions: 'Ring twice' },
      when: 'later',
      slot: '2026-11-25T11:00:00Z',
      tip: { percent: 15 },
      promoCode: 'welcome10',
      phone: ' +33 1 23 45 67 89 ',
      allergyNote: '  Coeliac: no gluten at all.  ',
    };
    expect(orderRequest(choices, sampleShop)).toEqual({
      request: {
        fulfilment: 'delivery',
        address: {
          line1: '12 Rue Oberkampf',
          city: 'Paris',
          postcode: '75011',
          instructions: 'Ring twice',
        },
        slot: '2026-11-25T11:00:00Z',
        tip: { percent: 15 },
        promoCode: 'welcome10',
        phone: '+33 1 23 45 67 89',
        allergyNote: 'Coeliac: no gluten at all.',
      },
    });
  });

  it('ask a phone for a delivery, offer it for a pickup, and check its shape', () => {
    const delivery: CheckoutChoices = {
      ...defaultChoices(sampleShop),
      fulfilment: 'delivery',
      address,
    };
    expect(orderRequest(delivery, sampleShop).missing).toBe('Enter a phone number for the driver.');
    expect(orderRequest({ ...delivery, phone: '555' }, sampleShop).missing).toBe(
      'Enter a phone number of 6 to 15 digits.',
    );
    expect(phoneProblem('call me')).toBe(
      'Enter a phone number of 6 to 15 digits, such as +1 217 555 0142.',
    );
    expect(phoneProblem(`+${'1'.repeat(16)}`)).toBeDefined();
    expect(phoneProblem('+1 (217) 555-0142')).toBeUndefined();
    expect(orderRequest(defaultChoices(sampleShop), sampleShop)).toEqual({ request: {} });
    expect(
      orderRequest({ ...defaultChoices(sampleShop), phone: '0612345678' }, sampleShop),
    ).toEqual({
      request: { phone: '0612345678' },
    });
  });

  it('say what is missing before a delivery can be quoted', () => {
    const choices: CheckoutChoices = { ...defaultChoices(sampleShop), fulfilment: 'delivery' };
    expect(orderRequest(choices, sampleShop).missing).toBe(
      'Enter your delivery address to see the bill.',
    );
    expect(addressProblems(EMPTY_ADDRESS)).toHaveProperty('line1');
    expect(addressProblems({ ...address, postcode: '7' })).toEqual({
      postcode: 'Enter a postcode of letters and digits (2 to 12 characters).',
    });
  });

  it('say a later order needs a time', () => {
    const choices: CheckoutChoices = { ...defaultChoices(sampleShop), when: 'later' };
    expect(orderRequest(choices, sampleShop).missing).toBe(
      'Choose a day and a time for your order.',
    );
  });

  it('send a typed tip in dollars, and refuse one with a fraction of a cent', () => {
    const base = defaultChoices(sampleShop);
    expect(orderRequest({ ...base, tip: { custom: '4.50' } }, sampleShop)).toEqual({
      request: { tip: { amount: 4.5 } },
    });
    expect(orderRequest({ ...base, tip: { custom: '4.505' } }, sampleShop).missing).toBeDefined();
    expect(orderRequest({ ...base, tip: { custom: '0' } }, sampleShop)).toEqual({ request: {} });
  });

  it('send no tip when the shop has tips turned off', () => {
    const noTips = { ...sampleShop, tips: { ...sampleShop.tips, enabled: false } };
    expect(orderRequest({ ...defaultChoices(noTips), tip: { percent: 15 } }, noTips)).toEqual({
      request: {},
    });
  });

  it('place a refusal under the step it is about', () => {
    expect(refusedStep([{ path: '/body/promoCode' }], 'Unknown', {})).toBe('promoCode');
    expect(refusedStep(undefined, 'This promo code has expired.', { promoCode: 'OLD' })).toBe(
      'promoCode',
    );
    expect(refusedStep([{ path: '/body/slot' }], 'Full', {})).toBe('time');
    expect(
      refusedStep(undefined, 'We do not deliver to 99999.', {
        fulfilment: 'delivery',
        address: { line1: 'x', city: 'y', postcode: '99999' },
      }),
    ).toBe('fulfilment');
    expect(refusedStep(undefined, 'Margherita Pizza is sold out.', {})).toBeUndefined();
  });
});
