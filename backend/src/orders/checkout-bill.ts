import type { StoredBill } from '../checkout/bill.mapper';
import type { Checkout, Prisma } from '../generated/prisma/client';

/** What an order copies from its checkout: how it is handed over, when, and its bill part by part. */
export function orderFieldsOf(checkout: Checkout): Partial<Prisma.OrderUncheckedCreateInput> {
  const bill = checkout.bill as unknown as StoredBill | null;
  // Checkouts made before bills had parts charged their subtotal and nothing more.
  if (!bill)
    return { fulfilment: checkout.fulfilment, subtotalCents: checkout.amountCents, language: checkout.language };
  return {
    language: checkout.language,
    fulfilment: checkout.fulfilment,
    address: checkout.address ?? undefined,
    promisedAt: new Date(bill.promisedAt),
    subtotalCents: bill.subtotalCents,
    discountCents: bill.discountCents,
    // A checkout begun before the shop had a service fee kept no part for it.
    serviceFeeCents: bill.serviceFeeCents ?? 0,
    serviceFeeName: bill.serviceFeeName ?? null,
    deliveryFeeCents: bill.deliveryFeeCents,
    tipCents: bill.tipCents,
    taxCents: bill.taxCents,
    taxIncluded: bill.taxIncluded,
    // A checkout begun before the rates were kept has none.
    taxes: bill.taxes ? (bill.taxes as unknown as Prisma.InputJsonValue) : undefined,
    promoCode: bill.promoCode,
    deliveryZone: bill.deliveryZone,
  };
}
