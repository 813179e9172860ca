import { dayOf, type Said, said } from '../common/i18n/said';
import type { ShopMoney } from '../common/money';
import type { Share } from '../pricing/bill';

/** A promo code as the shop keeps it. */
export interface Promo {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  minimumSubtotalCents: number;
  validFrom: Date | null;
  validUntil: Date | null;
  fulfilment: 'pickup' | 'delivery' | null;
  active: boolean;
}

/** The discount a promo code gives this order, or the one sentence that says why it does not apply (a 422). */
export function promoDiscount(
  promo: Promo | null,
  typed: string,
  order: { fulfilment: 'pickup' | 'delivery'; subtotalCents: number; now: Date; timeZone?: string },
  money: ShopMoney,
): { discount: Share } | { refusal: Said } {
  const code = typed.toUpperCase();
  if (!promo || !promo.active) return { refusal: said('The promo code {code} does not exist.', { code }) };
  if (promo.validFrom && order.now < promo.validFrom) {
    const day = dayOf(promo.validFrom, order.timeZone ?? 'UTC');
    return { refusal: said('The promo code {code} starts on {day}.', { code, day }) };
  }
  if (promo.validUntil && order.now >= promo.validUntil)
    return { refusal: said('The promo code {code} has expired.', { code }) };
  if (promo.fulfilment && promo.fulfilment !== order.fulfilment) {
    return {
      refusal: said(
        'The promo code {code} is for {fulfilment, select, pickup {pickup} other {delivery}} orders only.',
        {
          code,
          fulfilment: promo.fulfilment,
        },
      ),
    };
  }
  if (order.subtotalCents < promo.minimumSubtotalCents) {
    return {
      refusal: said('The promo code {code} needs an order of at least {minimum}: add {more} more.', {
        code,
        minimum: money.format(promo.minimumSubtotalCents),
        more: money.format(promo.minimumSubtotalCents - order.subtotalCents),
      }),
    };
  }
  return {
    discount: promo.percentOff !== null ? { percent: promo.percentOff * 100 } : { cents: promo.amountOffCents ?? 0 },
  };
}
