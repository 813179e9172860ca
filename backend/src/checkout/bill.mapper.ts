import { fromMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { Bill } from '../pricing/bill';

/** The bill as a checkout keeps it (the `bill` column): its parts in cents, and what they were for. */
export interface StoredBill extends Bill {
  taxIncluded: boolean;
  serviceFeeName: string | null;
  promoCode: string | null;
  deliveryZone: string | null;
  promisedAt: string;
  /** What a gift card pays of the total (the card pays the rest); 0 or absent without one. */
  giftCardCents?: number;
}

/**
 * The contract's Bill: amounts of its currency, with the fee's name, the promo code, the zone and a gift card's part
 * only when there is one.
 */
export function toBillDto(
  bill: Omit<Bill, 'taxes'> & {
    taxIncluded: boolean;
    serviceFeeName?: string | null;
    promoCode?: string | null;
    deliveryZone?: string | null;
    giftCardCents?: number;
  },
  currency: string,
): components['schemas']['Bill'] {
  const amount = (minor: number) => fromMinor(minor, currency);
  return {
    subtotal: amount(bill.subtotalCents),
    discount: amount(bill.discountCents),
    serviceFee: amount(bill.serviceFeeCents),
    ...(bill.serviceFeeName ? { serviceFeeName: bill.serviceFeeName } : {}),
    deliveryFee: amount(bill.deliveryFeeCents),
    tip: amount(bill.tipCents),
    tax: amount(bill.taxCents),
    taxIncluded: bill.taxIncluded,
    total: amount(bill.totalCents),
    ...(bill.promoCode ? { promoCode: bill.promoCode } : {}),
    ...(bill.deliveryZone ? { deliveryZone: bill.deliveryZone } : {}),
    ...(bill.giftCardCents
      ? { giftCard: amount(bill.giftCardCents), due: amount(bill.totalCents - bill.giftCardCents) }
      : {}),
  };
}
