import { Injectable, Logger } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { JobsService } from '../jobs/jobs.service';
import { StripeService } from '../stripe/stripe.service';
import { isGiftCardPayment, OrderRecordingService } from './order-recording.service';

/** A checkout is looked at once its hold has lapsed this long: a customer still confirming their card has finished. */
const GRACE_MINUTES = 5;
const BATCH = 50;

/** Intent statuses of a payment nobody finished: it can still be confirmed, so it is cancelled. */
const UNFINISHED = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * Settles checkouts whose hold lapsed without an order. A card authorised whose order neither the customer's
 * browser nor Stripe's event reported (both lost) becomes its order after all, so that no paid ticket is missed;
 * a payment nobody finished is cancelled at Stripe, so that it cannot be confirmed later for a slot long given away.
 */
@Injectable()
export class LapsedCheckouts {
  private readonly logger = new Logger('Checkouts');

  constructor(
    private readonly prisma: PrismaService,
    private readonly stripe: StripeService,
    private readonly recording: OrderRecordingService,
    jobs: JobsService,
  ) {
    jobs.recur({ name: 'settle-lapsed-checkouts', cron: '*/5 * * * *', run: () => this.settle() });
  }

  async settle(): Promise<{ recorded: number; cancelled: number }> {
    const lapsed = await this.prisma.$queryRaw<{ id: string; paymentIntentId: string }[]>`
      SELECT c.id, c.payment_intent_id AS "paymentIntentId" FROM checkouts c
      WHERE c.settled_at IS NULL AND c.held_until < now() - make_interval(mins => ${GRACE_MINUTES})
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.transaction_id = c.payment_intent_id)
      ORDER BY c.held_until LIMIT ${BATCH}`;
    let recorded = 0;
    let cancelled = 0;
    for (const checkout of lapsed) {
      // A gift card paid it in full and its order was never written (the shop stopped between the two): its hold
      // has lapsed, so the gift card's part is free again, and there is no card payment to ask Stripe about.
      if (isGiftCardPayment(checkout.paymentIntentId)) {
        await this.prisma.checkout.update({ where: { id: checkout.id }, data: { settledAt: new Date() } });
        continue;
      }
      try {
        const intent = await this.stripe.call((stripe) => stripe.paymentIntents.retrieve(checkout.paymentIntentId));
        if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
          await this.recording.recordFromStripe(intent);
          this.logger.warn({ paymentIntent: intent.id }, 'an authorised payment nobody reported became its order');
          recorded++;
        } else if (UNFINISHED.has(intent.status)) {
          await this.stripe.call((stripe) =>
            stripe.paymentIntents.cancel(
              intent.id,
              { cancellation_reason: 'abandoned' },
              { idempotencyKey: `abandon-${intent.id}` },
            ),
          );
          cancelled++;
        }
        await this.prisma.checkout.update({ where: { id: checkout.id }, data: { settledAt: new Date() } });
      } catch (error) {
        // Stripe out of reach, or the payment moved meanwhile: the next run looks again.
        this.logger.warn(
          { paymentIntent: checkout.paymentIntentId, error: String(error) },
          'a lapsed checkout could not be settled',
        );
      }
    }
    return { recorded, cancelled };
  }
}
