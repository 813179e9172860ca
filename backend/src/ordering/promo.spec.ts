import { ShopMoney } from '../common/money';
import { type Promo, promoDiscount } from './promo';

const promo: Promo = {
  code: 'WELCOME10',
  percentOff: 10,
  amountOffCents: null,
  minimumSubtotalCents: 1_500,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2027-01-01T00:00:00Z'),
  fulfilment: 'pickup',
  active: true,
};
const order = { fulfilment: 'pickup' as const, subtotalCents: 2_000, now: new Date('2026-07-01T12:00:00Z') };
const dollars = new ShopMoney('USD', 'en-US');

describe('promo codes', () => {
  it('give their discount when every condition holds', () => {
    expect(promoDiscount(promo, 'welcome10', order, dollars)).toEqual({ discount: { percent: 1_000 } });
    expect(promoDiscount({ ...promo, percentOff: null, amountOffCents: 500 }, 'welcome10', order, dollars)).toEqual({
      discount: { cents: 500 },
    });
  });

  it('refuse with one sentence per reason', () => {
    expect(promoDiscount(null, 'nope', order, dollars)).toEqual({ refusal: 'The promo code NOPE does not exist.' });
    expect(promoDiscount({ ...promo, active: false }, 'welcome10', order, dollars)).toEqual({
      refusal: 'The promo code WELCOME10 does not exist.',
    });
    expect(promoDiscount(promo, 'welcome10', { ...order, now: new Date('2027-02-01T00:00:00Z') }, dollars)).toEqual({
      refusal: 'The promo code WELCOME10 has expired.',
    });
    expect(promoDiscount(promo, 'welcome10', { ...order, now: new Date('2025-02-01T00:00:00Z') }, dollars)).toEqual({
      refusal: 'The promo code WELCOME10 starts on Jan 1, 2026.',
    });
    expect(promoDiscount(promo, 'welcome10', { ...order, fulfilment: 'delivery' }, dollars)).toEqual({
      refusal: 'The promo code WELCOME10 is for pickup orders only.',
    });
    expect(promoDiscount(promo, 'welcome10', { ...order, subtotalCents: 1_000 }, dollars)).toEqual({
      refusal: 'The promo code WELCOME10 needs an order of at least $15.00: add $5.00 more.',
    });
  });
});
