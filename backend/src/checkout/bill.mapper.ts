import { fromCents } from '../common/money';
import type { components } from '../generated/contract';
import type { Bill } from '../pricing/bill';

/** The bill as a checkout keeps it (the `bill` column): its parts in cents, and what they were for. */
export interface StoredBill extends Bill {
  taxIncluded: boolean;
  promoCode: string | null;
  deliveryZone: string | null;
  promisedAt: string;
}

/** The contract's Bill: dollars, with the promo code and zone only when there is one. */
export function toBillDto(
  bill: Bill & { taxIncluded: boolean; promoCode?: string | null; deliveryZone?: string | null },
): components['schemas']['Bill'] {
  return {
    subtotal: fromCents(bill.subtotalCents),
    discount: fromCents(bill.discountCents),
    deliveryFee: fromCents(bill.deliveryFeeCents),
    tip: fromCents(bill.tipCents),
    tax: fromCents(bill.taxCents),
    taxIncluded: bill.taxIncluded,
    total: fromCents(bill.totalCents),
    ...(bill.promoCode ? { promoCode: bill.promoCode } : {}),
    ...(bill.deliveryZone ? { deliveryZone: bill.deliveryZone } : {}),
  };
}
