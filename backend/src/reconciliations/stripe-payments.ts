import { Injectable, NotFoundException } from '@nestjs/common';
import type Stripe from 'stripe';
import { StripeService } from '../stripe/stripe.service';
import type { StripePayment } from './payment-differences';

/** Refunds that gave money back or are giving it: all but those that failed or were cancelled. */
const GIVING_BACK = new Set(['succeeded', 'pending', 'requires_action']);
/** The most Stripe answers in one page of a list. */
const PAGE = 100;

/** What Stripe says of the payments of a window of time: each with what its refunds gave back. */
export interface StripeWindow {
  payments: StripePayment[];
  /** The ids of the refunds read. */
  refunds: ReadonlySet<string>;
}

/** Reads payments and their refunds from Stripe, every page of them, through the SDK's auto-pagination. */
@Injectable()
export class StripePayments {
  constructor(private readonly stripe: StripeService) {}

  /**
   * The payments made from `from` to `to`, and the refunds made then with the payments they belong to (a refund
   * of an older payment brings that payment, and all its refunds, along).
   */
  async madeBetween(from: Date, to: Date): Promise<StripeWindow> {
    const created = { gte: seconds(from), lte: seconds(to) };
    const [intents, refunds] = await this.stripe.call((stripe) =>
      Promise.all([
        everyPage(stripe.paymentIntents.list({ created, limit: PAGE })),
        everyPage(stripe.refunds.list({ created, limit: PAGE })),
      ]),
    );
    const refundsOf = new Map<string, Stripe.Refund[]>();
    for (const refund of refunds) {
      const intentId = idOf(refund.payment_intent);
      if (intentId) refundsOf.set(intentId, [...(refundsOf.get(intentId) ?? []), refund]);
    }
    const listed = new Set(intents.map((intent) => intent.id));
    const older = await this.payments([...refundsOf.keys()].filter((intentId) => !listed.has(intentId)));
    return {
      payments: [...intents.map((intent) => paymentOf(intent, refundsOf.get(intent.id) ?? [])), ...older.payments],
      refunds: new Set([...refunds.map((refund) => refund.id), ...older.refunds]),
    };
  }

  /** The payments of these ids that Stripe knows, each with all its refunds; one it does not know is left out. */
  async payments(intentIds: readonly string[]): Promise<StripeWindow> {
    const payments: StripePayment[] = [];
    const refundIds = new Set<string>();
    for (const intentId of intentIds) {
      try {
        const [intent, refunds] = await this.stripe.call((stripe) =>
          Promise.all([
            stripe.paymentIntents.retrieve(intentId),
            everyPage(stripe.refunds.list({ payment_intent: intentId, limit: PAGE })),
          ]),
        );
        payments.push(paymentOf(intent, refunds));
        for (const refund of refunds) refundIds.add(refund.id);
      } catch (error) {
        if (!(error instanceof NotFoundException)) throw error;
      }
    }
    return { payments, refunds: refundIds };
  }
}

async function everyPage<T>(list: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of list) items.push(item);
  return items;
}

function paymentOf(intent: Stripe.PaymentIntent, refunds: readonly Stripe.Refund[]): StripePayment {
  return {
    id: intent.id,
    status: intent.status,
    created: intent.created,
    heldCents: intent.amount_capturable,
    takenCents: intent.amount_received,
    refundedCents: refunds
      .filter((refund) => GIVING_BACK.has(refund.status ?? 'succeeded'))
      .reduce((sum, refund) => sum + refund.amount, 0),
  };
}

const idOf = (reference: string | { id: string } | null): string | undefined =>
  typeof reference === 'string' ? reference : reference?.id;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
