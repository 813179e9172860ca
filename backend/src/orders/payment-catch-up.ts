import { Injectable, Logger } from '@nestjs/common';
import type { Order, PaymentStatus, Prisma } from '../generated/prisma/client';
import { type NewOrderEvent, recordOrderEvents } from './order-events';

/** How far along a payment is: Stripe's events only ever move an order's payment forward, in whatever order they come. */
const RANK: Record<PaymentStatus, number> = {
  authorised: 0,
  captured: 1,
  released: 1,
  partly_refunded: 2,
  refunded: 3,
};

/** What Stripe says of a payment, as facts an order's payment can only catch up with. */
export interface PaymentFacts {
  paymentIntentId: string;
  status: PaymentStatus;
  capturedCents: number;
  refundedCents: number;
}

/** Brings an order's payment up to what Stripe says of it, forward only, with an event when it moved. */
@Injectable()
export class PaymentCatchUp {
  private readonly logger = new Logger('Stripe events');

  async catchUp(tx: Prisma.TransactionClient, facts: PaymentFacts): Promise<void> {
    const [locked] = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM orders WHERE transaction_id = ${facts.paymentIntentId} FOR UPDATE`;
    if (!locked) return;
    const order = (await tx.order.findUnique({ where: { id: locked.id } }))!;
    const change = paymentChange(order, facts);
    if (!change) return;
    await tx.order.update({ where: { id: order.id }, data: change });
    this.logger.log(
      { order: order.id, payment: change.paymentStatus ?? order.paymentStatus },
      'a payment caught up with Stripe',
    );
    const events: NewOrderEvent[] = [
      { orderId: order.id, userId: order.userId, kind: 'payment', status: order.status },
    ];
    await recordOrderEvents(tx, events);
  }
}

/** What the order's payment must become to agree with Stripe's facts; undefined when it already does, or is ahead. */
function paymentChange(
  order: Order,
  facts: PaymentFacts,
): Partial<Pick<Order, 'paymentStatus' | 'capturedCents' | 'refundedCents'>> | undefined {
  const capturedCents = Math.max(order.capturedCents, facts.capturedCents);
  const refundedCents = Math.max(order.refundedCents, facts.refundedCents);
  const forward = RANK[facts.status] > RANK[order.paymentStatus];
  // A release never follows a capture: the two ranks are alternatives, and the first one known stays.
  const paymentStatus =
    forward && !(facts.status === 'released' && order.paymentStatus !== 'authorised')
      ? facts.status
      : order.paymentStatus;
  if (
    paymentStatus === order.paymentStatus &&
    capturedCents === order.capturedCents &&
    refundedCents === order.refundedCents
  )
    return undefined;
  return { paymentStatus, capturedCents, refundedCents };
}
