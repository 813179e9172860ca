import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { OrderRecordingService } from '../orders/order-recording.service';
import { type PaymentFacts, PaymentCatchUp } from '../orders/payment-catch-up';
import { StripeService } from '../stripe/stripe.service';

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
  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrderRecordingService,
    private readonly payments: PaymentCatchUp,
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
      await this.payments.catchUp(tx, facts);
    });
    return { message: 'Received.' };
  }
}

