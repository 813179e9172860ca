import type { components } from '../generated/contract';
import type { PromoCode } from '../generated/prisma/client';
import { promoCodeData, promoCodeProblems, toPromoCodeDto } from './promo-code.mapper';

const welcome: components['schemas']['PromoCodeInput'] = {
  code: 'welcome10',
  discount: { percent: 10 },
  minimumSubtotal: 0,
  validFrom: null,
  validUntil: null,
  fulfilment: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
};
const asRow = (data: ReturnType<typeof promoCodeData>): PromoCode => ({
  ...data,
  id: 'promo',
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('a promo code as the shop keeps it', () => {
  it('is stored upper case and read back as written otherwise', () => {
    const data = promoCodeData(welcome, 'USD');
    expect(data).toMatchObject({ code: 'WELCOME10', percentOff: 10, amountOffCents: null, description: null });
    expect(toPromoCodeDto(asRow(data), 3, 'USD')).toEqual({ ...welcome, code: 'WELCOME10', _id: 'promo', uses: 3 });
  });

  it('keeps an amount off and a minimum subtotal in cents, and its window to the millisecond', () => {
    const input = {
      ...welcome,
      description: 'Five off',
      discount: { amount: 5.5 },
      minimumSubtotal: 20.1,
      validFrom: '2026-12-01T00:00:00.000Z',
      validUntil: '2026-12-31T23:00:00.000Z',
      fulfilment: 'delivery' as const,
    };
    const data = promoCodeData(input, 'USD');
    expect(data).toMatchObject({ amountOffCents: 550, percentOff: null, minimumSubtotalCents: 2010 });
    expect(toPromoCodeDto(asRow(data), 0, 'USD')).toEqual({ ...input, code: 'WELCOME10', _id: 'promo', uses: 0 });
  });

  it('can be redeemed only from a time before its end', () => {
    expect(
      promoCodeProblems({ ...welcome, validFrom: '2026-12-01T00:00:00Z', validUntil: '2026-12-02T00:00:00Z' }),
    ).toEqual([]);
    expect(promoCodeProblems({ ...welcome, validFrom: '2026-12-01T00:00:00Z', validUntil: null })).toEqual([]);
    const same = { ...welcome, validFrom: '2026-12-01T01:00:00+01:00', validUntil: '2026-12-01T00:00:00Z' };
    expect(promoCodeProblems(same)).toEqual([{ path: '/body/validUntil', message: 'must be after validFrom' }]);
  });

  it('keeps its window within the years 0001 to 9999', () => {
    expect(
      promoCodeProblems({ ...welcome, validFrom: '0001-01-01T00:00:00Z', validUntil: '9999-12-31T23:59:59.999Z' }),
    ).toEqual([]);
    expect(
      promoCodeProblems({ ...welcome, validFrom: '0000-12-31T23:59:59Z', validUntil: '9999-12-31T23:59:59.999Z' }),
    ).toEqual([{ path: '/body/validFrom', message: 'must fall in the years 0001 to 9999' }]);
  });
});
