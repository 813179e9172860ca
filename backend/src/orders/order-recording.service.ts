import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type Stripe from 'stripe';
import type { AuthUser } from '../auth/access';
import type { CheckoutLine } from '../checkout/checkout-line';
import { ContractViolation } from '../common/errors/http-error.filter';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma } from '../generated/prisma/client';
import { StripeService } from '../stripe/stripe.service';
import { orderFieldsOf } from './checkout-bill';
import { recordOrderEvents } from './order-events';
import { OrderMail } from './order-mail';
import { toPaymentDto, ORDER_DETAILS } from './order.mapper';
import { differencesFromCheckout, settleCheckout } from './paid-for';

type Schemas = components['schemas'];

/** A checkout with its customer, read once per report of its payment. */
type PaidCheckout = Prisma.CheckoutGetPayload<{ include: { user: true } }>;
const WITH_USER = { user: true } as const;

export interface RecordedOrder {
  created: boolean;
  payment: Schemas['Payment'];
}

/** Turns an authorised payment into its order, once, whoever reports it first: the customer or Stripe. */
@Injectable()
export class OrderRecordingService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly prisma: PrismaService,
    private readonly stripe: StripeService,
    private readonly mail: OrderMail,
  ) {}

  /**
   * Records the order of a payment the caller made, once Stripe says it succeeded. What the client says it paid
   * for is compared with the payment, and never used.
   */
  async recordPayment(caller: AuthUser, { transactionId, ...claims }: Schemas['PaymentRecordRequest']): Promise<RecordedOrder> {
    if (claims.email !== undefined && claims.email.toLowerCase() !== caller.email) {
      throw new ForbiddenException('The e-mail address sent is not yours: an order is always recorded for the customer who paid.');
    }
    const checkout = await this.prisma.checkout.findUnique({ where: { paymentIntentId: transactionId }, include: WITH_USER });
    // Another customer's payment is as unknown to the caller as one that does not exist.
    if (!checkout || checkout.userId !== caller.id) throw new NotFoundException('No payment of yours has this transaction id.');
    const differences = differencesFromCheckout(claims, checkout.amountCents, checkout.lines as unknown as CheckoutLine[]);
    if (differences.length > 0) {
      const said = differences.map((d) => `${d.path.slice('/body/'.length)} ${d.message}`).join('; ');
      throw new ContractViolation(`This is not what the payment was for: ${said}.`, differences, HttpStatus.CONFLICT);
    }
    // Recorded already (Stripe's event is often first): the order is answered as it stands, without asking Stripe.
    const existing = await this.findOrder(transactionId);
    if (existing) return { created: false, payment: existing };
    return this.recordSucceeded(await this.stripe.call((stripe) => stripe.paymentIntents.retrieve(transactionId)), checkout);
  }

  /** Stripe says a payment was authorised or succeeded: its order is recorded, if it is one of this shop's checkouts. */
  async recordFromStripe(intent: Stripe.PaymentIntent): Promise<void> {
    const checkout = await this.prisma.checkout.findUnique({ where: { paymentIntentId: intent.id }, include: WITH_USER });
    if (checkout) {
      if (!(await this.isRecorded(intent.id))) await this.recordSucceeded(intent, checkout);
    } else this.logger.warn({ paymentIntent: intent.id }, 'a payment succeeded for no checkout of this shop');
  }

  /** Whether the payment's order exists already, whoever reported it. */
  async isRecorded(transactionId: string): Promise<boolean> {
    return (await this.prisma.order.count({ where: { transactionId } })) > 0;
  }

  /** Records the order of an authorised payment; a report that comes second finds the order the first recorded. */
  private async recordSucceeded(intent: Stripe.PaymentIntent, checkout: PaidCheckout): Promise<RecordedOrder> {
    // Authorised and waiting for the kitchen (manual capture), or charged already (payments made before it).
    if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') {
      throw new HttpException('The payment has not been authorised.', HttpStatus.PAYMENT_REQUIRED);
    }
    if (intent.amount !== checkout.amountCents || intent.currency !== checkout.currency || intent.metadata.userId !== checkout.userId) {
      this.logger.error({ paymentIntent: intent.id }, 'a payment does not match its checkout');
      throw new ConflictException('This payment does not match the order it was made for.');
    }
    const lines = checkout.lines as unknown as CheckoutLine[];
    try {
      const order = await this.prisma.$transaction(async (tx) => {
        const created = await tx.order.create({
          data: {
            userId: checkout.userId,
            email: checkout.user.email,
            transactionId: intent.id,
            amountCents: checkout.amountCents,
            currency: checkout.currency,
            ...(intent.status === 'succeeded' ? { paymentStatus: 'captured', capturedCents: intent.amount_received } : {}),
            ...orderFieldsOf(checkout),
            lines: {
              create: lines.map((line, position) => ({
                position,
                cartLineId: line.cartLineId,
                menuItemId: line.menuItemId,
                name: line.name,
                priceCents: line.priceCents,
                quantity: line.quantity,
                choices: (line.choices ?? []) as unknown as Prisma.InputJsonValue,
              })),
            },
          },
          // Its events are the one recorded below: the new order has none to read back.
          include: { lines: ORDER_DETAILS.lines },
        });
        await settleCheckout(tx, checkout, lines);
        await this.mail.enqueue(tx, created, 'received', { customerName: checkout.user.name });
        const events = await recordOrderEvents(tx, [{ orderId: created.id, userId: created.userId, kind: 'created', status: created.status }]);
        return { ...created, events };
      });
      return { created: true, payment: toPaymentDto(order) };
    } catch (error) {
      // Two reports of one payment at once: the unique transaction id lets one order through.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        return { created: false, payment: (await this.findOrder(intent.id))! };
      }
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') {
        return this.recordWithoutDeletedDishes(intent, checkout);
      }
      throw error;
    }
  }

  /** The same, for a checkout whose dishes were deleted from the database since: their links go, not the order. */
  private async recordWithoutDeletedDishes(intent: Stripe.PaymentIntent, checkout: PaidCheckout): Promise<RecordedOrder> {
    const lines = checkout.lines as unknown as CheckoutLine[];
    const linked = lines.flatMap((line) => (line.menuItemId ? [line.menuItemId] : []));
    const stored = new Set((await this.prisma.menuItem.findMany({ where: { id: { in: linked } }, select: { id: true } })).map((m) => m.id));
    const kept = lines.map((line) => ({ ...line, menuItemId: line.menuItemId && stored.has(line.menuItemId) ? line.menuItemId : null }));
    const keptJson = kept as unknown as Prisma.JsonArray;
    await this.prisma.checkout.update({ where: { id: checkout.id }, data: { lines: keptJson } });
    return this.recordSucceeded(intent, { ...checkout, lines: keptJson });
  }

  private async findOrder(transactionId: string): Promise<Schemas['Payment'] | undefined> {
    const order = await this.prisma.order.findUnique({ where: { transactionId }, include: ORDER_DETAILS });
    return order ? toPaymentDto(order) : undefined;
  }
}
