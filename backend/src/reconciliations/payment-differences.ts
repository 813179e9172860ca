/**
 * The reconciliation's comparison, in integer minor units and nothing else: Stripe's payments, with what their
 * refunds gave back, against the shop's orders. Pure, so that a property test holds it to what it compares.
 */
import type { PaymentStatus } from '../generated/prisma/client';
import { isGiftCardPayment } from '../orders/order-recording.service';

/** A payment as Stripe knows it (a PaymentIntent). */
export interface StripePayment {
  id: string;
  status: string;
  /** Seconds since 1970, as Stripe counts them. */
  created: number;
  /** What Stripe holds on the card without having taken it: an authorisation waiting for its capture. */
  heldCents: number;
  /** What Stripe took. */
  takenCents: number;
  /** What its refunds gave back, or are giving back (all but those that failed or were cancelled). */
  refundedCents: number;
}

/** What the comparison reads of an order. */
export interface PaidOrder {
  id: string;
  number: number;
  transactionId: string;
  paymentStatus: PaymentStatus;
  amountCents: number;
  giftCardCents: number;
  /** What the order says was taken from the card, and given back to it. */
  capturedCents: number;
  refundedCents: number;
}

/** The payments at Stripe that are not an order's, and rightly so. */
export interface OtherPayments {
  /** Gift cards bought: their payments are the cards', not an order's. */
  giftCardPurchases: ReadonlySet<string>;
  /** Payments of checkouts still being paid, whose orders may yet be recorded. */
  beingPaid: ReadonlySet<string>;
}

type DifferenceKind =
  'payment-without-order' | 'order-without-payment' | 'authorisation-differs' | 'capture-differs' | 'refund-differs';

/** Where Stripe and the shop disagree about one payment: what each says, in minor units. */
export interface PaymentDifference {
  kind: DifferenceKind;
  transactionId: string;
  order?: { id: string; number: number };
  /** Absent when Stripe knows no such payment. */
  stripeStatus?: string;
  stripeCents: number;
  shopCents: number;
}

/** What the card pays of an order: its total less a gift card's part. */
const cardPart = (order: PaidOrder) => order.amountCents - order.giftCardCents;

/** Whether Stripe has a payment of the order: not when a gift card paid all of it. */
export const paidAtStripe = (order: PaidOrder): boolean =>
  !isGiftCardPayment(order.transactionId) && cardPart(order) > 0;

/**
 * Every difference between Stripe's payments and the orders. `orders` are those to compare, and every order of one
 * of `payments`; a payment of one of `orders` that is not among `payments` is one Stripe does not know. The orders'
 * differences come first, newest order first, then the payments without an order, newest first.
 */
export function paymentDifferences(
  payments: readonly StripePayment[],
  orders: readonly PaidOrder[],
  others: OtherPayments,
): PaymentDifference[] {
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  const ordered = new Set(orders.map((order) => order.transactionId));
  const ofOrders = [...orders]
    .sort((a, b) => b.number - a.number)
    .filter(paidAtStripe)
    .flatMap((order) => orderDifferences(order, byId.get(order.transactionId)));
  const withoutOrder = [...payments]
    .sort((a, b) => b.created - a.created)
    .filter(
      (payment) =>
        !ordered.has(payment.id) && !others.giftCardPurchases.has(payment.id) && !others.beingPaid.has(payment.id),
    )
    .flatMap((payment): PaymentDifference[] => {
      // A payment given back in full leaves nothing to account for.
      const kept = payment.heldCents + payment.takenCents - payment.refundedCents;
      if (kept <= 0) return [];
      return [
        {
          kind: 'payment-without-order',
          transactionId: payment.id,
          stripeStatus: payment.status,
          stripeCents: kept,
          shopCents: 0,
        },
      ];
    });
  return [...ofOrders, ...withoutOrder];
}

/** How one order's payment differs from Stripe's (undefined: Stripe knows none). */
function orderDifferences(order: PaidOrder, payment: StripePayment | undefined): PaymentDifference[] {
  const held = order.paymentStatus === 'authorised' ? cardPart(order) : 0;
  const about = {
    transactionId: order.transactionId,
    order: { id: order.id, number: order.number },
    ...(payment ? { stripeStatus: payment.status } : {}),
  };
  const stripe = payment ?? { heldCents: 0, takenCents: 0, refundedCents: 0 };
  if (held + order.capturedCents > 0 && stripe.heldCents + stripe.takenCents === 0) {
    return [{ kind: 'order-without-payment', ...about, stripeCents: 0, shopCents: held + order.capturedCents }];
  }
  const differences: PaymentDifference[] = [];
  if (stripe.takenCents !== order.capturedCents) {
    differences.push({
      kind: 'capture-differs',
      ...about,
      stripeCents: stripe.takenCents,
      shopCents: order.capturedCents,
    });
  } else if (stripe.heldCents !== held) {
    differences.push({ kind: 'authorisation-differs', ...about, stripeCents: stripe.heldCents, shopCents: held });
  }
  if (stripe.refundedCents !== order.refundedCents) {
    differences.push({
      kind: 'refund-differs',
      ...about,
      stripeCents: stripe.refundedCents,
      shopCents: order.refundedCents,
    });
  }
  return differences;
}
