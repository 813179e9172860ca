import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../auth/access';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';
import { JobsService } from '../jobs/jobs.service';
import {
  type OtherPayments,
  type PaidOrder,
  paidAtStripe,
  type PaymentDifference,
  paymentDifferences,
} from './payment-differences';
import { LISTED_DIFFERENCES, toReconciliationDto } from './reconciliation.mapper';
import { StripePayments } from './stripe-payments';

type Schemas = components['schemas'];

/** The payments a check reads: those made at Stripe in the last days. */
const WINDOW_DAYS = 3;
/** How many checks are kept, newest first. */
const KEPT = 10;
/**
 * A checkout whose hold lapsed less than this long ago may still become its order: the lapsed checkouts' job
 * settles it within ten minutes.
 */
const SETTLING_MINUTES = 15;
const DAY_MS = 24 * 60 * 60_000;
/** Rechecking waits for a change of an order that is asking Stripe now: as long as such a change may take. */
const RECHECK = { maxWait: 10_000, timeout: 60_000 } as const;

const PAID_ORDER = {
  id: true,
  number: true,
  transactionId: true,
  paymentStatus: true,
  amountCents: true,
  giftCardCents: true,
  capturedCents: true,
  refundedCents: true,
} as const;

/**
 * Checks Stripe's payments, captures and refunds against the orders, every day and when staff ask, and keeps each
 * check with the differences it found.
 */
@Injectable()
export class ReconciliationsService {
  private readonly logger = new Logger('Reconciliations');

  constructor(
    private readonly prisma: PrismaService,
    private readonly stripePayments: StripePayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    jobs: JobsService,
  ) {
    jobs.recur({ name: 'reconcile-payments', cron: '30 3 * * *', run: () => this.runDaily() });
  }

  async list(): Promise<Schemas['Reconciliation'][]> {
    const runs = await this.prisma.reconciliationRun.findMany({ orderBy: { startedAt: 'desc' }, take: KEPT });
    return runs.map((run) => toReconciliationDto(run, this.config.SHOP_CURRENCY));
  }

  /** Checks the last days' payments now, and keeps the check; `by` is the member of staff who asked, if one did. */
  async run(by?: AuthUser): Promise<Schemas['Reconciliation']> {
    const startedAt = new Date();
    const from = new Date(startedAt.getTime() - WINDOW_DAYS * DAY_MS);
    // Stripe first, then the orders: an order recorded in between is found with its payment.
    const stripe = await this.stripePayments.madeBetween(from, startedAt);
    const payments = [...stripe.payments];
    const orders = await this.prisma.order.findMany({
      where: { OR: [{ transactionId: { in: payments.map((payment) => payment.id) } }, { createdAt: { gte: from } }] },
      select: PAID_ORDER,
    });
    const read = new Set(payments.map((payment) => payment.id));
    // The orders of the window paid before it, and those whose payment Stripe may not know.
    const older = await this.stripePayments.payments(
      orders.filter((order) => paidAtStripe(order) && !read.has(order.transactionId)).map((o) => o.transactionId),
    );
    payments.push(...older.payments);
    const others = await this.otherPayments(payments.map((payment) => payment.id));
    const differences = await this.confirmed(paymentDifferences(payments, orders, others), others);
    const run = await this.prisma.reconciliationRun.create({
      data: {
        startedAt,
        finishedAt: new Date(),
        windowFrom: from,
        windowTo: startedAt,
        byName: by ? (by.name || by.email).slice(0, 100) : null,
        payments: payments.length,
        refunds: new Set([...stripe.refunds, ...older.refunds]).size,
        orders: orders.filter(paidAtStripe).length,
        differenceCount: differences.length,
        differences: differences.slice(0, LISTED_DIFFERENCES) as unknown as Prisma.InputJsonValue,
      },
    });
    await this.prisma.$executeRaw`
      DELETE FROM reconciliation_runs
       WHERE id NOT IN (SELECT id FROM reconciliation_runs ORDER BY started_at DESC LIMIT ${KEPT})`;
    return toReconciliationDto(run, this.config.SHOP_CURRENCY);
  }

  private async runDaily(): Promise<object> {
    if (!this.config.STRIPE_SECRET_KEY) return { skipped: 'card payment is not configured' };
    const { differenceCount, compared } = await this.run();
    if (differenceCount > 0)
      this.logger.warn({ differences: differenceCount }, "Stripe's payments and the orders differ");
    return { differenceCount, ...compared };
  }

  /** Of these payments, the gift cards bought, and those of checkouts still being paid. */
  private async otherPayments(intentIds: string[]): Promise<OtherPayments> {
    const [giftCards, checkouts] = await Promise.all([
      this.prisma.giftCard.findMany({
        where: { paymentIntentId: { in: intentIds } },
        select: { paymentIntentId: true },
      }),
      this.prisma.checkout.findMany({
        where: {
          paymentIntentId: { in: intentIds },
          heldUntil: { gt: new Date(Date.now() - SETTLING_MINUTES * 60_000) },
        },
        select: { paymentIntentId: true },
      }),
    ]);
    return {
      giftCardPurchases: new Set(giftCards.flatMap((card) => (card.paymentIntentId ? [card.paymentIntentId] : []))),
      beingPaid: new Set(checkouts.map((checkout) => checkout.paymentIntentId)),
    };
  }

  /**
   * The orders' differences looked at again, Stripe first and then each order once no change of it is under way:
   * a change that was asking Stripe while the check read it (a capture, a refund) has finished, and is no difference.
   */
  private async confirmed(differences: PaymentDifference[], others: OtherPayments): Promise<PaymentDifference[]> {
    const ids = [...new Set(differences.flatMap((difference) => (difference.order ? [difference.transactionId] : [])))];
    if (ids.length === 0) return differences;
    const { payments } = await this.stripePayments.payments(ids);
    const orders: PaidOrder[] = await this.prisma.$transaction(async (tx) => {
      // A status change holds its order's row while it asks Stripe: this waits for it to commit.
      await tx.$queryRaw`SELECT id FROM orders WHERE transaction_id = ANY(${ids}::text[]) FOR SHARE`;
      return tx.order.findMany({ where: { transactionId: { in: ids } }, select: PAID_ORDER });
    }, RECHECK);
    return [...paymentDifferences(payments, orders, others), ...differences.filter((difference) => !difference.order)];
  }
}
