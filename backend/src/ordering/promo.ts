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
): { discount: Share } | { refusal: string } {
  const code = typed.toUpperCase();
  if (!promo || !promo.active) return { refusal: `The promo code ${code} does not exist.` };
  if (promo.validFrom && order.now < promo.validFrom) {
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: order.timeZone ?? 'UTC' }).format(
      promo.validFrom,
    );
    return { refusal: `The promo code ${code} starts on ${day}.` };
  }
  if (promo.validUntil && order.now >= promo.validUntil) return { refusal: `The promo code ${code} has expired.` };
  if (promo.fulfilment && promo.fulfilment !== order.fulfilment) {
    return { refusal: `The promo code ${code} is for ${promo.fulfilment} orders only.` };
  }
  if (order.subtotalCents < promo.minimumSubtotalCents) {
    return {
      refusal: `The promo code ${code} needs an order of at least ${money.format(promo.minimumSubtotalCents)}: add ${money.format(promo.minimumSubtotalCents - order.subtotalCents)} more.`,
    };
  }
  return {
    discount: promo.percentOff !== null ? { percent: promo.percentOff * 100 } : { cents: promo.amountOffCents ?? 0 },
  };
}
