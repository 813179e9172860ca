import { said, withProblems } from '../common/i18n/said';
import { ConflictException, HttpException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type Stripe from 'stripe';
import { type AuthUser, requirePermission } from '../auth/access';
import { type AuditRecord, AuditTrail, changedFields } from '../audit-entries/audit-trail';
import { formatMoney, fromMinor, ShopMoney, toMinor } from '../common/money';
import { ContractViolation } from '../common/errors/http-error.filter';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Order, OrderStatus, PaymentStatus, Prisma } from '../generated/prisma/client';
import { JobsService } from '../jobs/jobs.service';
import { SETTINGS_ID } from '../ordering/settings-rules';
import { GiftCardLedger } from '../gift-cards/gift-card-ledger';
import { StripeService } from '../stripe/stripe.service';
import { recordOrderEvents, type NewOrderEvent } from './order-events';
import { type OrderEmailKind, OrderMail } from './order-mail';
import {
  fromStatusText,
  ORDER_DETAILS,
  type OrderWithDetails,
  statusText,
  toOrderDto,
  toPaymentDto,
} from './order.mapper';
import { refusalOf } from './order-status';

type Schemas = components['schemas'];

const NOT_FOUND = 'No order with this id.';
const MS_PER_MINUTE = 60_000;
const MAX_READY_DAYS = 7;
const RELEASED =
  'The card authorisation of this order was released (it lapsed, or was cancelled at Stripe), so it cannot be charged: reject the order.';
/** What the customer reads when the kitchen did not answer in time. */
export const UNANSWERED_REASON = 'The kitchen could not confirm your order in time.';
/** The reason an order cancelled by its customer carries, which the kitchen and the customer read. */
const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer.';
/** A status change waits for Stripe while it holds the order's row: Stripe's own timeout bounds it, this the rest. */
const TRANSACTION = { maxWait: 10_000, timeout: 60_000 } as const;

/** What a status change does to the payment. */
type PaymentMove = 'capture' | 'release' | 'refund' | 'none';

/** What happens to the order when it moves from one status to another: its payment, its e-mail. */
function planOf(from: OrderStatus, to: OrderStatus): { payment: PaymentMove; email?: OrderEmailKind } {
  if (to === 'accepted' || (from === 'pending' && to === 'preparing')) return { payment: 'capture', email: 'accepted' };
  if (to === 'rejected') return { payment: 'release', email: 'rejected' };
  if (from === 'pending' && to === 'cancelled') return { payment: 'release', email: 'cancelled' };
  if (to === 'cancelled') return { payment: 'refund', email: 'cancelled' };
  if (to === 'ready') return { payment: 'none', email: 'ready' };
  return { payment: 'none' };
}

/** The fields of a status change that do not belong to the status asked for, and a rejection without its reason. */
function fieldProblems(
  from: OrderStatus,
  to: OrderStatus,
  change: Schemas['OrderStatusChange'],
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const accepting = to === 'accepted' || (to === 'preparing' && from === 'pending');
  if (change.readyAt !== undefined && !accepting)
    problems.push({ path: '/body/readyAt', message: 'is only given when accepting an order' });
  if (change.reason !== undefined && to !== 'rejected' && to !== 'cancelled') {
    problems.push({ path: '/body/reason', message: 'is only given when rejecting or cancelling an order' });
  }
  if (change.refund !== undefined && (to !== 'cancelled' || from === 'pending')) {
    problems.push({ path: '/body/refund', message: 'is only given when cancelling an accepted order' });
  }
  if (to === 'rejected' && change.reason === undefined)
    problems.push({ path: '/body/reason', message: 'is required to reject an order: the customer reads it' });
  if (change.readyAt !== undefined) {
    const at = Date.parse(change.readyAt);
    const now = Date.now();
    if (Number.isNaN(at)) problems.push({ path: '/body/readyAt', message: 'is not an instant' });
    else if (at < now - MS_PER_MINUTE) problems.push({ path: '/body/readyAt', message: 'is in the past' });
    else if (at > now + MAX_READY_DAYS * 24 * 60 * MS_PER_MINUTE)
      problems.push({ path: '/body/readyAt', message: `is more than ${MAX_READY_DAYS} days ahead` });
  }
  return problems;
}

function refusedChange(problems: { path: string; message: string }[]): ContractViolation {
  return new ContractViolation(
    withProblems(said('This change cannot be made'), problems.slice(0, 1)),
    problems,
    HttpStatus.UNPROCESSABLE_ENTITY,
  );
}

/** What the card pays of an order: its total, less a gift card's part. */
const cardPart = (order: Order) => order.amountCents - order.giftCardCents;

/** How the payment stands once `refundedCents` of `capturedCents` were given back. */
function afterRefund(capturedCents: number, refundedCents: number): PaymentStatus {
  if (refundedCents === 0) return 'captured';
  return refundedCents >= capturedCents ? 'refunded' : 'partly_refunded';
}

/**
 * The kitchen's loop: an order is accepted (its card charged), rejected (its authorisation released), moved along,
 * cancelled (refunded), or rejected on its own when nobody answers in time. Each change holds the order's row while
 * it asks Stripe, so that two tablets answering one order at once make one decision, and records the change, its
 * e-mail and its event in the transaction that makes it.
 */
@Injectable()
export class OrderLifecycleService {
  private readonly logger = new Logger('Kitchen');

  constructor(
    private readonly prisma: PrismaService,
    private readonly stripe: StripeService,
    private readonly mail: OrderMail,
    private readonly money: ShopMoney,
    private readonly giftCards: GiftCardLedger,
    private readonly audit: AuditTrail,
    jobs: JobsService,
  ) {
    jobs.recur({ name: 'reject-unanswered-orders', cron: '* * * * *', run: () => this.rejectUnanswered() });
  }

  /** Moves an order on; `by` is the member of staff who asks (none for the shop's own jobs), whose role must allow a refund. */
  async changeStatus(id: string, change: Schemas['OrderStatusChange'], by?: AuthUser): Promise<Schemas['Order']> {
    const wanted = fromStatusText(change.status);
    await this.prisma.$transaction(async (tx) => {
      const order = await this.lockOrder(tx, id);
      if (order.status === wanted) return;
      const refusal = refusalOf(order.status, wanted);
      if (refusal) throw new ConflictException(refusal);
      if (by && planOf(order.status, wanted).payment === 'refund') requirePermission(by, 'orders.refund');
      const problems = fieldProblems(order.status, wanted, change);
      if (problems.length > 0) throw refusedChange(problems);
      await this.apply(tx, order, wanted, change);
      if (by) await this.audit.record(tx, by, await this.statusChangeRecord(tx, order));
    }, TRANSACTION);
    return this.find(id);
  }

  /**
   * The customer takes back their order while the kitchen has not answered it: the hold on the card is released,
   * and the kitchen hears of it as of any cancellation. Another customer's order is as unknown as a missing one.
   */
  async cancelMyOrder(caller: AuthUser, id: string): Promise<Schemas['Payment']> {
    await this.prisma.$transaction(async (tx) => {
      const order = await this.lockOrder(tx, id);
      if (order.userId !== caller.id) throw new NotFoundException(NOT_FOUND);
      if (order.status === 'cancelled') return;
      if (order.status !== 'pending') {
        throw new ConflictException(
          'The kitchen has answered this order already, so it can no longer be cancelled here: call the restaurant.',
        );
      }
      await this.apply(tx, order, 'cancelled', { status: 'cancelled', reason: CANCELLED_BY_CUSTOMER });
    }, TRANSACTION);
    return toPaymentDto(await this.findWithDetails(id));
  }

  /** Marks the order's ticket printed, the first time only. */
  async markPrinted(id: string): Promise<Schemas['Order']> {
    await this.prisma.$transaction(async (tx) => {
      const order = await this.lockOrder(tx, id);
      if (order.printedAt) return;
      await tx.order.update({ where: { id }, data: { printedAt: new Date() } });
      await recordOrderEvents(tx, [{ orderId: id, userId: order.userId, kind: 'printed', status: order.status }]);
    });
    return this.find(id);
  }

  /**
   * Rejects every order still pending past the time it had to be answered by, its card released (or what was taken
   * at once refunded) and its customer told.
   */
  async rejectUnanswered(): Promise<{ rejected: number }> {
    const due = await this.prisma.order.findMany({
      // An order paid at once (by bank) is rejected the same way: rejecting it refunds it, as the customer was told.
      where: {
        status: 'pending',
        paymentStatus: { in: ['authorised', 'released', 'captured'] },
        answerBy: { lt: new Date() },
      },
      select: { id: true },
      orderBy: { answerBy: 'asc' },
      take: 100,
    });
    let rejected = 0;
    for (const { id } of due) {
      try {
        await this.changeStatus(id, { status: 'rejected', reason: UNANSWERED_REASON });
        rejected++;
      } catch (error) {
        // Accepted at the same moment, or Stripe out of reach: the next run sees it again if it is still pending.
        this.logger.warn({ order: id, error: String(error) }, 'an unanswered order could not be rejected');
      }
    }
    return { rejected };
  }

  /** What a member of staff's move changed: the status, and the money taken and given back, in the currency's units. */
  private async statusChangeRecord(tx: Prisma.TransactionClient, before: Order): Promise<AuditRecord> {
    const after = await tx.order.findUniqueOrThrow({ where: { id: before.id } });
    const facts = (order: Order) => ({
      status: statusText(order.status),
      charged: fromMinor(order.capturedCents, order.currency),
      refunded: fromMinor(order.refundedCents + order.giftCardRefundedCents, order.currency),
      ...(order.reason ? { reason: order.reason } : {}),
    });
    return {
      action: 'order.status-changed',
      subject: { type: 'order', id: before.id, name: `#${before.number}` },
      ...changedFields(facts(before), facts(after)),
    };
  }

  private async apply(
    tx: Prisma.TransactionClient,
    order: Order,
    wanted: OrderStatus,
    change: Schemas['OrderStatusChange'],
  ): Promise<void> {
    const plan = planOf(order.status, wanted);
    const events: NewOrderEvent[] = [];
    const data: Prisma.OrderUpdateInput = { status: wanted };
    let note: string | null = null;
    if (plan.payment === 'capture') {
      // Everything the change records is settled before the card is charged: nothing after the capture may fail on it.
      const readyAt = change.readyAt
        ? new Date(change.readyAt)
        : (order.promisedAt ?? new Date(Date.now() + (await this.leadMinutes(tx)) * MS_PER_MINUTE));
      const capturedCents = await this.capture(order);
      Object.assign(data, { paymentStatus: 'captured', capturedCents, readyAt });
      note = `Ready at ${readyAt.toISOString()}`;
      if (wanted === 'preparing')
        events.push({ orderId: order.id, userId: order.userId, kind: 'status', status: 'accepted', note });
    } else if (plan.payment === 'release') {
      Object.assign(data, await this.release(order), { reason: change.reason ?? null });
      note = change.reason ?? null;
    } else if (plan.payment === 'refund') {
      const payment = await this.refund(
        order,
        change.refund === undefined ? undefined : toMinor(change.refund, order.currency),
      );
      Object.assign(data, payment, { reason: change.reason ?? null });
      const refunded =
        payment.refundedCents - order.refundedCents + payment.giftCardRefundedCents - order.giftCardRefundedCents;
      note = [
        change.reason,
        refunded > 0 ? `${formatMoney(refunded, order.currency, this.money.locale)} refunded` : 'nothing refunded',
      ]
        .filter(Boolean)
        .join(' · ');
    }
    if (data.paymentStatus === 'released') data.giftCardRefundedCents = order.giftCardCents;
    const giftCardBack =
      ((data.giftCardRefundedCents as number | undefined) ?? order.giftCardRefundedCents) - order.giftCardRefundedCents;
    if (order.giftCardId && giftCardBack > 0)
      await this.giftCards.refund(tx, {
        giftCardId: order.giftCardId,
        orderId: order.id,
        cents: giftCardBack,
        note: change.reason,
      });
    const updated = await tx.order.update({ where: { id: order.id }, data, include: ORDER_DETAILS });
    if (plan.payment === 'release' || plan.payment === 'refund') {
      // The order's slot and promo code use go back to other customers.
      await tx.$executeRaw`UPDATE checkouts SET held_until = date_trunc('milliseconds', now()) WHERE payment_intent_id = ${order.transactionId}`;
    }
    if (plan.email)
      await this.mail.enqueue(tx, updated, plan.email, {
        refundedBefore: order.refundedCents,
        giftCardRefundedBefore: order.giftCardRefundedCents,
      });
    events.push({
      orderId: order.id,
      userId: order.userId,
      kind: 'status',
      status: wanted,
      note: wanted === 'preparing' ? null : note,
    });
    await recordOrderEvents(tx, events);
  }

  /** Charges the authorised amount, once: a retry after a crash finds it charged already. Answers the cents charged. */
  private async capture(order: Order): Promise<number> {
    if (order.paymentStatus === 'released') throw new ConflictException(RELEASED);
    if (order.paymentStatus !== 'authorised') return order.capturedCents;
    // A gift card paid it all: no card to charge, and its part was spent when the order was recorded.
    if (cardPart(order) === 0) return 0;
    try {
      const intent = await this.stripe.stripe.paymentIntents.capture(
        order.transactionId,
        {},
        { idempotencyKey: `capture-${order.id}` },
      );
      return this.charged(order, intent);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      const intent = await this.stripe.call((stripe) => stripe.paymentIntents.retrieve(order.transactionId));
      if (intent.status === 'succeeded') return this.charged(order, intent);
      if (intent.status === 'canceled') throw new ConflictException(RELEASED);
      if ((error as { type?: string }).type === 'StripeCardError') {
        // Stripe's own words for the refusal, in English, follow ours.
        const words = said('The card refused the charge: {stripe}', { stripe: (error as Error).message });
        throw new HttpException(words, HttpStatus.PAYMENT_REQUIRED);
      }
      return this.stripe.call(() => Promise.reject(error as Error));
    }
  }

  private charged(order: Order, intent: Stripe.PaymentIntent): number {
    if (intent.amount_received !== cardPart(order)) {
      this.logger.error(
        { order: order.id, charged: intent.amount_received, total: cardPart(order) },
        'a capture charged other than the order total',
      );
    }
    return intent.amount_received;
  }

  /** Lets the authorisation go, nothing charged; what was charged already (an order paid before acceptance) is refunded. */
  private async release(order: Order): Promise<Partial<Order>> {
    if (order.paymentStatus === 'released' || order.paymentStatus === 'refunded') return {};
    if (order.paymentStatus === 'authorised' && cardPart(order) === 0) return { paymentStatus: 'released' };
    if (order.paymentStatus === 'authorised') {
      try {
        await this.stripe.stripe.paymentIntents.cancel(
          order.transactionId,
          {},
          { idempotencyKey: `release-${order.id}` },
        );
        return { paymentStatus: 'released' };
      } catch (error) {
        if (error instanceof HttpException) throw error;
        const intent = await this.stripe.call((stripe) => stripe.paymentIntents.retrieve(order.transactionId));
        if (intent.status === 'canceled') return { paymentStatus: 'released' };
        if (intent.status !== 'succeeded') return this.stripe.call(() => Promise.reject(error as Error));
        // Charged meanwhile (by a capture whose answer was lost): give it all back.
        return this.refund({ ...order, paymentStatus: 'captured', capturedCents: intent.amount_received }, undefined);
      }
    }
    return this.refund(order, undefined);
  }

  /**
   * Gives back `cents` of what was paid (all that is left when undefined), once for this amount: onto the gift card
   * that paid part of it first (the caller writes its ledger entry), then to the card.
   */
  private async refund(
    order: Order,
    cents: number | undefined,
  ): Promise<Pick<Order, 'paymentStatus' | 'capturedCents' | 'refundedCents' | 'giftCardRefundedCents'>> {
    if (order.paymentStatus === 'authorised') {
      const released = await this.release(order);
      return {
        paymentStatus: released.paymentStatus ?? order.paymentStatus,
        capturedCents: order.capturedCents,
        refundedCents: order.refundedCents,
        giftCardRefundedCents: order.giftCardRefundedCents,
      };
    }
    const giftCardLeft = order.giftCardCents - order.giftCardRefundedCents;
    const left = order.capturedCents - order.refundedCents + giftCardLeft;
    const amount = cents ?? left;
    if (amount > left) {
      throw refusedChange([
        {
          path: '/body/refund',
          message: `is more than the ${formatMoney(left, order.currency, this.money.locale)} left to refund`,
        },
      ]);
    }
    const toGiftCard = Math.min(amount, giftCardLeft);
    const toCard = amount - toGiftCard;
    if (toCard > 0) {
      await this.stripe.call((stripe) =>
        stripe.refunds.create(
          {
            payment_intent: order.transactionId,
            amount: toCard,
            reason: 'requested_by_customer',
            metadata: { orderId: order.id },
          },
          { idempotencyKey: `refund-${order.id}-${order.refundedCents}-${toCard}` },
        ),
      );
    }
    const refundedCents = order.refundedCents + toCard;
    const giftCardRefundedCents = order.giftCardRefundedCents + toGiftCard;
    return {
      paymentStatus: afterRefund(order.capturedCents + order.giftCardCents, refundedCents + giftCardRefundedCents),
      capturedCents: order.capturedCents,
      refundedCents,
      giftCardRefundedCents,
    };
  }

  private async leadMinutes(tx: Prisma.TransactionClient): Promise<number> {
    return (await tx.shopSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID }, select: { leadMinutes: true } }))
      .leadMinutes;
  }

  /** Reads the order and holds its row until the transaction ends: changes to one order happen one at a time. */
  private async lockOrder(tx: Prisma.TransactionClient, id: string): Promise<Order> {
    await tx.$queryRaw`SELECT id FROM orders WHERE id = ${id}::uuid FOR UPDATE`;
    const order = await tx.order.findUnique({ where: { id } });
    if (!order) throw new NotFoundException(NOT_FOUND);
    return order;
  }

  private async find(id: string): Promise<Schemas['Order']> {
    return toOrderDto(await this.findWithDetails(id));
  }

  private async findWithDetails(id: string): Promise<OrderWithDetails> {
    const order = await this.prisma.order.findUnique({ where: { id }, include: ORDER_DETAILS });
    if (!order) throw new NotFoundException(NOT_FOUND);
    return order;
  }
}
