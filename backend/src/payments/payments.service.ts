import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type Stripe from 'stripe';
import { assertOwnerOrAdmin, type AuthUser } from '../auth/auth.guard';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma } from '../generated/prisma/client';
import { fromCents, toCents } from '../menu/menu.mapper';
import { toPaymentDto, WITH_LINES } from './payment.mapper';
import { StripeService } from './stripe.service';

type Schemas = components['schemas'];

export const CURRENCY = 'usd';
export const MINIMUM_CENTS = 100;

interface CheckoutLine {
  cartLineId: string;
  menuItemId: string;
  name: string;
  priceCents: number;
  quantity: number;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly prisma: PrismaService,
    private readonly stripeService: StripeService,
  ) {}

  /** Starts a card payment for the caller's whole cart: Σ price × quantity, in cents, computed here. */
  async createIntent(caller: AuthUser, { price }: Schemas['PaymentIntentRequest']): Promise<Schemas['PaymentIntent']> {
    const cart = await this.prisma.cartLine.findMany({
      where: { userId: caller.id },
      include: { menuItem: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const lines: CheckoutLine[] = cart.map((line) => ({
      cartLineId: line.id,
      menuItemId: line.menuItemId,
      name: line.menuItem.name,
      priceCents: line.menuItem.priceCents,
      quantity: line.quantity,
    }));
    const amountCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    if (amountCents < MINIMUM_CENTS) {
      throw new UnprocessableEntityException(`The cart total must be at least ${money.format(MINIMUM_CENTS / 100)}.`);
    }
    if (price !== undefined && toCents(price) !== amountCents) {
      throw new ConflictException(`Your cart has changed: the total is now ${money.format(amountCents / 100)}. Check it and pay again.`);
    }
    const intent = await this.callStripe(() =>
      this.stripeService.stripe.paymentIntents.create({
        amount: amountCents,
        currency: CURRENCY,
        metadata: { userId: caller.id, email: caller.email },
      }),
    );
    await this.prisma.checkout.create({
      data: { paymentIntentId: intent.id, userId: caller.id, amountCents, currency: CURRENCY, lines: lines as unknown as Prisma.InputJsonValue },
    });
    return { clientSecret: intent.client_secret!, amount: fromCents(amountCents), currency: CURRENCY };
  }

  /** Records the order of a payment the caller made, once Stripe says it succeeded. */
  async record(caller: AuthUser, transactionId: string): Promise<{ created: boolean; payment: Schemas['Payment'] }> {
    const checkout = await this.prisma.checkout.findUnique({ where: { paymentIntentId: transactionId } });
    // Another customer's payment is as unknown to the caller as one that does not exist.
    if (!checkout || checkout.userId !== caller.id) throw new NotFoundException('No payment of yours has this transaction id.');
    const intent = await this.callStripe(() => this.stripeService.stripe.paymentIntents.retrieve(transactionId));
    return this.recordSucceeded(intent);
  }

  /** Stripe's webhook: the order is recorded even when the customer's browser never reports the payment. */
  async receive(event: Stripe.Event): Promise<Schemas['Message']> {
    if (event.type === 'payment_intent.succeeded') {
      const intent = await this.callStripe(() => this.stripeService.stripe.paymentIntents.retrieve(event.data.object.id));
      const known = await this.prisma.checkout.findUnique({ where: { paymentIntentId: intent.id }, select: { id: true } });
      if (known) await this.recordSucceeded(intent);
      else this.logger.warn({ paymentIntent: intent.id }, 'a payment succeeded for no checkout of this shop');
    }
    return { message: 'Received.' };
  }

  async list(caller: AuthUser, email: string): Promise<Schemas['Payment'][]> {
    assertOwnerOrAdmin(caller, email);
    const orders = await this.prisma.order.findMany({
      where: { email: email.toLowerCase() },
      include: WITH_LINES,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return orders.map(toPaymentDto);
  }

  private async recordSucceeded(intent: Stripe.PaymentIntent): Promise<{ created: boolean; payment: Schemas['Payment'] }> {
    const checkout = await this.prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId: intent.id }, include: { user: true } });
    if (intent.status !== 'succeeded') {
      throw new HttpException('The payment has not succeeded.', HttpStatus.PAYMENT_REQUIRED);
    }
    if (intent.amount !== checkout.amountCents || intent.currency !== checkout.currency || intent.metadata.userId !== checkout.userId) {
      this.logger.error({ paymentIntent: intent.id }, 'a payment does not match its checkout');
      throw new ConflictException('This payment does not match the order it was made for.');
    }
    const existing = await this.findOrder(intent.id);
    if (existing) return { created: false, payment: existing };
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
            lines: {
              create: lines.map((line, position) => ({
                position,
                cartLineId: line.cartLineId,
                menuItemId: line.menuItemId,
                name: line.name,
                priceCents: line.priceCents,
                quantity: line.quantity,
              })),
            },
          },
          include: WITH_LINES,
        });
        // Only the paid lines of this customer's cart go; a dish added since stays for the next order.
        await tx.cartLine.deleteMany({ where: { userId: checkout.userId, id: { in: lines.map((line) => line.cartLineId) } } });
        // A dish taken off the menu since the checkout keeps its name in the order, without the link.
        return created;
      });
      return { created: true, payment: toPaymentDto(order) };
    } catch (error) {
      // Two reports of one payment at once: the unique transaction id lets one order through.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        return { created: false, payment: (await this.findOrder(intent.id))! };
      }
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') {
        return this.recordWithoutRemovedDishes(intent);
      }
      throw error;
    }
  }

  /** The same, for a checkout whose dishes have left the menu since: their links are dropped, not the order. */
  private async recordWithoutRemovedDishes(intent: Stripe.PaymentIntent): Promise<{ created: boolean; payment: Schemas['Payment'] }> {
    const checkout = await this.prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
    const lines = checkout.lines as unknown as CheckoutLine[];
    const onMenu = new Set(
      (await this.prisma.menuItem.findMany({ where: { id: { in: lines.map((l) => l.menuItemId) } }, select: { id: true } })).map((m) => m.id),
    );
    await this.prisma.checkout.update({
      where: { id: checkout.id },
      data: { lines: lines.map((line) => ({ ...line, menuItemId: onMenu.has(line.menuItemId) ? line.menuItemId : null })) as unknown as Prisma.InputJsonValue },
    });
    return this.recordSucceeded(intent);
  }

  private async findOrder(transactionId: string): Promise<Schemas['Payment'] | undefined> {
    const order = await this.prisma.order.findUnique({ where: { transactionId }, include: WITH_LINES });
    return order ? toPaymentDto(order) : undefined;
  }

  private async callStripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof HttpException) throw error;
      const type = (error as { type?: string }).type;
      if (type === 'StripeInvalidRequestError' && (error as { code?: string }).code === 'resource_missing') {
        throw new NotFoundException('Stripe knows no payment with this transaction id.');
      }
      if (type === 'StripeInvalidRequestError') throw new BadRequestException((error as Error).message);
      this.logger.error(error);
      throw new ServiceUnavailableException('The payment service does not answer. Try again in a moment.');
    }
  }
}
