import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { GIFT_CARD_PURCHASE, GiftCardPurchasesService } from '../gift-cards/gift-card-purchases.service';
import { JobsService } from '../jobs/jobs.service';
import type { components } from '../generated/contract';
import { OrderRecordingService } from '../orders/order-recording.service';
import { type PaymentFacts, PaymentCatchUp } from '../orders/payment-catch-up';
import { StripeService } from '../stripe/stripe.service';

/** Where a payment intent stands now, as Stripe answers it: what an event about it may bring an order up to. */
function factsOfIntent(intent: Stripe.PaymentIntent): PaymentFacts | undefined {
  if (intent.status === 'succeeded')
    return { paymentIntentId: intent.id, status: 'captured', capturedCents: intent.amount_received, refundedCents: 0 };
  if (intent.status === 'canceled')
    return { paymentIntentId: intent.id, status: 'released', capturedCents: 0, refundedCents: 0 };
  return undefined;
}

function factsOfCharge(event: Stripe.Event): PaymentFacts | undefined {
  switch (event.type) {
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intent) return undefined;
      const status = charge.amount_refunded >= charge.amount_captured ? 'refunded' : 'partly_refunded';
      return {
        paymentIntentId: intent,
        status,
        capturedCents: charge.amount_captured,
        refundedCents: charge.amount_refunded,
      };
    }
    default:
      return undefined;
  }
}

/** The job that acts on an event of a payment the customer did not report within the grace. */
const UNREPORTED_PAYMENT = 'act-on-unreported-payment';

/**
 * What Stripe tells the shop. An authorised or succeeded payment is recorded as its order even when the customer's
 * browser never says so; a capture, a release or a refund the shop did not see the answer of (or that someone made
 * in Stripe's dashboard) reaches the order's payment. Each event acts once, by its id: a delivery again changes
 * nothing, and an event that comes late never moves a payment back.
 *
 * Stripe's word that a card was authorised comes at the moment the customer's browser reports the same payment
 * (`POST /payments`), and recording it twice at once costs both. So an event about a payment with no order yet is
 * kept as a job for `STRIPE_EVENT_GRACE_SECONDS`, in PostgreSQL, and acted on then: by that time the order almost
 * always exists, and the event only marks itself seen. A browser that never reports is what the event is for.
 */
@Injectable()
export class StripeEventsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrderRecordingService,
    private readonly payments: PaymentCatchUp,
    private readonly stripe: StripeService,
    private readonly jobs: JobsService,
    private readonly giftCards: GiftCardPurchasesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    jobs.handle<{ event: Stripe.Event }>({ name: UNREPORTED_PAYMENT, run: ({ event }) => this.act(event) });
  }

  async receiveStripeEvent(event: Stripe.Event): Promise<components['schemas']['Message']> {
    const paid = paidIntentOf(event);
    if (paid && paid.metadata?.kind !== GIFT_CARD_PURCHASE && this.config.STRIPE_EVENT_GRACE_SECONDS > 0) {
      if (await this.orders.isRecorded(paid.id)) {
        // Its order exists, and an authorisation brings it nothing more: what happened to the payment since (a
        // capture, a release) has its own event. The event is only marked seen, without asking Stripe again.
        if (paid.status === 'requires_capture') {
          await markSeen(this.prisma, event);
          return { message: 'Received.' };
        }
      } else if (await this.jobs.later(UNREPORTED_PAYMENT, { event }, this.config.STRIPE_EVENT_GRACE_SECONDS)) {
        // No order yet: its customer's report is likely on its way.
        return { message: 'Received.' };
      }
    }
    await this.act(event);
    return { message: 'Received.' };
  }

  private async act(event: Stripe.Event): Promise<void> {
    let facts: PaymentFacts | undefined;
    if (event.type.startsWith('payment_intent.')) {
      // What the event says may be older than what Stripe knows now: the payment is read as it stands.
      const id = (event.data.object as Stripe.PaymentIntent).id;
      const intent = await this.stripe.call((stripe) => stripe.paymentIntents.retrieve(id));
      // Recording and issuing are idempotent by the payment's id, so they run before the event is marked seen.
      if (intent.metadata?.kind === GIFT_CARD_PURCHASE) {
        await this.giftCards.completeFromStripe(intent);
        await markSeen(this.prisma, event);
        return;
      }
      if (intent.status === 'requires_capture' || intent.status === 'succeeded')
        await this.orders.recordFromStripe(intent);
      facts = factsOfIntent(intent);
    } else {
      facts = factsOfCharge(event);
    }
    if (!facts) {
      await markSeen(this.prisma, event);
      return;
    }
    await this.prisma.$transaction(async (tx) => {
      if (await markSeen(tx, event)) await this.payments.catchUp(tx, facts);
    });
  }
}

/** A payment_intent event whose payment, as the event tells it, was authorised or has succeeded. */
function paidIntentOf(event: Stripe.Event): Stripe.PaymentIntent | undefined {
  if (!event.type.startsWith('payment_intent.')) return undefined;
  const intent = event.data.object as Stripe.PaymentIntent;
  return intent.status === 'requires_capture' || intent.status === 'succeeded' ? intent : undefined;
}

/** Marks an event seen; false when it was seen already (a delivery again), which then changes nothing. */
async function markSeen(db: Pick<PrismaService, '$executeRaw'>, event: Stripe.Event): Promise<boolean> {
  const inserted =
    await db.$executeRaw`INSERT INTO stripe_events (id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT (id) DO NOTHING`;
  return inserted > 0;
}
