import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Order, PaymentStatus, Prisma } from '../generated/prisma/client';
import { type NewOrderEvent, recordOrderEvents } from '../orders/order-events';
import { OrderRecordingService } from '../orders/order-recording.service';
import { StripeService } from '../stripe/stripe.service';

/** How far along a payment is: Stripe's events only ever move an order's payment forward, in whatever order they come. */
const RANK: Record<PaymentStatus, number> = { authorised: 0, captured: 1, released: 1, partly_refunded: 2, refunded: 3 };

/** What Stripe says of a payment, as facts an order's payment can only catch up with. */
interface PaymentFacts {
  paymentIntentId: string;
  status: PaymentStatus;
  capturedCents: number;
  refundedCents: number;
}

/** Where a payment intent stands now, as Stripe answers it: what an event about it may bring an order up to. */
function factsOfIntent(intent: Stripe.PaymentIntent): PaymentFacts | undefined {
  if (intent.status === 'succeeded') return { paymentIntentId: intent.id, status: 'captured', capturedCents: intent.amount_received, refundedCents: 0 };
  if (intent.status === 'canceled') return { paymentIntentId: intent.id, status: 'released', capturedCents: 0, refundedCents: 0 };
  return undefined;
}

function factsOfCharge(event: Stripe.Event): PaymentFacts | undefined {
  switch (event.type) {
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intent) return undefined;
      const status = charge.amount_refunded >= charge.amount_captured ? 'refunded' : 'partly_refunded';
      return { paymentIntentId: intent, status, capturedCents: charge.amount_captured, refundedCents: charge.amount_refunded };
    }
    default:
      return undefined;
  }
}

/**
 * What Stripe tells the shop. An authorised or succeeded payment is recorded as its order even when the customer's
 * browser never says so; a capture, a release or a refund the shop did not see the answer of (or that someone made
 * in Stripe's dashboard) reaches the order's payment. Each event acts once, by its id: a delivery again changes
 * nothing, and an event that comes late never moves a payment back.
 */
@Injectable()
export class StripeEventsService {
  private readonly logger = new Logger('Stripe events');

  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrderRecordingService,
    private readonly stripe: StripeService,
  ) {}

  async receiveStripeEvent(event: Stripe.Event): Promise<components['schemas']['Message']> {
    let facts: PaymentFacts | undefined;
    if (event.type.startsWith('payment_intent.')) {
      // What the event says may be older than what Stripe knows now: the payment is read as it stands.
      const id = (event.data.object as Stripe.PaymentIntent).id;
      const intent = await this.stripe.call((stripe) => stripe.paymentIntents.retrieve(id));
      // Recording is idempotent by the payment's id, so it runs before the event is marked seen.
      if (intent.status === 'requires_capture' || intent.status === 'succeeded') await this.orders.recordFromStripe(intent);
      facts = factsOfIntent(intent);
    } else {
      facts = factsOfCharge(event);
    }
    await this.prisma.$transaction(async (tx) => {
      const seen = await tx.$executeRaw`
        INSERT INTO stripe_events (id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT (id) DO NOTHING`;
      if (seen === 0 || !facts) return;
      await this.catchUp(tx, facts);
    });
    return { message: 'Received.' };
  }

  private async catchUp(tx: Prisma.TransactionClient, facts: PaymentFacts): Promise<void> {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM orders WHERE transaction_id = ${facts.paymentIntentId} FOR UPDATE`;
    if (!locked) return;
    const order = (await tx.order.findUnique({ where: { id: locked.id } }))!;
    const change = paymentChange(order, facts);
    if (!change) return;
    await tx.order.update({ where: { id: order.id }, data: change });
    this.logger.log({ order: order.id, payment: change.paymentStatus ?? order.paymentStatus }, 'a payment caught up with Stripe');
    const events: NewOrderEvent[] = [{ orderId: order.id, userId: order.userId, kind: 'payment', status: order.status }];
    await recordOrderEvents(tx, events);
  }
}

/** What the order's payment must become to agree with Stripe's facts; undefined when it already does, or is ahead. */
function paymentChange(order: Order, facts: PaymentFacts): Partial<Pick<Order, 'paymentStatus' | 'capturedCents' | 'refundedCents'>> | undefined {
  const capturedCents = Math.max(order.capturedCents, facts.capturedCents);
  const refundedCents = Math.max(order.refundedCents, facts.refundedCents);
  const forward = RANK[facts.status] > RANK[order.paymentStatus];
  // A release never follows a capture: the two ranks are alternatives, and the first one known stays.
  const paymentStatus = forward && !(facts.status === 'released' && order.paymentStatus !== 'authorised') ? facts.status : order.paymentStatus;
  if (paymentStatus === order.paymentStatus && capturedCents === order.capturedCents && refundedCents === order.refundedCents) return undefined;
  return { paymentStatus, capturedCents, refundedCents };
}
