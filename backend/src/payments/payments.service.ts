import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type Stripe from 'stripe';
import { type AuthUser, ownerOf } from '../auth/auth.guard';
import { ContractViolation } from '../common/errors/http-error.filter';
import { brokenForeignKey } from '../database/constraint-violation';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma } from '../generated/prisma/client';
import { formatCents, fromCents, toCents } from '../menu/menu.mapper';
import { toPaymentDto, WITH_LINES } from './payment.mapper';
import { StripeService } from './stripe.service';

type Schemas = components['schemas'];

export const CURRENCY = 'usd';
export const MINIMUM_CENTS = 100;
/** The contract's largest amount of money; one card payment takes no more. */
export const MAXIMUM_CENTS = 10_000_000;

interface CheckoutLine {
  cartLineId: string;
  menuItemId: string;
  name: string;
  priceCents: number;
  quantity: number;
}

/** What the original client says it paid for, besides the transaction id. */
type PaymentClaims = Omit<Schemas['PaymentRecordRequest'], 'transactionId'>;

const sameItems = (claimed: readonly string[], paid: readonly string[]) =>
  claimed.length === paid.length && [...claimed].sort().join('\u0000') === [...paid].sort().join('\u0000');

/** Where what a client says it paid for differs from the payment: each is a `409` detail. */
function differencesFromCheckout(claims: PaymentClaims, amountCents: number, lines: CheckoutLine[]): { path: string; message: string }[] {
  const differences: { path: string; message: string }[] = [];
  if (claims.price !== undefined && toCents(claims.price) !== amountCents) {
    differences.push({ path: '/body/price', message: `the payment is for ${formatCents(amountCents)}` });
  }
  if (claims.quantity !== undefined && claims.quantity !== lines.length) {
    differences.push({ path: '/body/quantity', message: `the payment is for ${lines.length} cart lines` });
  }
  const lists = [
    ['itemName', claims.itemName, lines.map((line) => line.name)],
    ['cartItems', claims.cartItems, lines.map((line) => line.cartLineId)],
    ['menuItems', claims.menuItems, lines.flatMap((line) => (line.menuItemId ? [line.menuItemId] : []))],
  ] as const;
  for (const [field, claimed, paid] of lists) {
    if (claimed !== undefined && !sameItems(claimed, paid)) differences.push({ path: `/body/${field}`, message: 'is not what the payment was for' });
  }
  return differences;
}

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
    const gone = cart.filter((line) => line.menuItem.removedAt !== null).map((line) => line.menuItem.name);
    if (gone.length > 0) {
      throw new ConflictException(`${gone.join(', ')} ${gone.length > 1 ? 'are' : 'is'} no longer on the menu: remove ${gone.length > 1 ? 'them' : 'it'} from your cart to pay.`);
    }
    const lines: CheckoutLine[] = cart.map((line) => ({
      cartLineId: line.id,
      menuItemId: line.menuItemId,
      name: line.menuItem.name,
      priceCents: line.menuItem.priceCents,
      quantity: line.quantity,
    }));
    const amountCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    if (amountCents < MINIMUM_CENTS) {
      throw new UnprocessableEntityException(`The cart total must be at least ${formatCents(MINIMUM_CENTS)}.`);
    }
    if (amountCents > MAXIMUM_CENTS) {
      throw new UnprocessableEntityException(`The cart total must be at most ${formatCents(MAXIMUM_CENTS)}: split the order in two.`);
    }
    if (price !== undefined && toCents(price) !== amountCents) {
      throw new ConflictException(`Your cart has changed: the total is now ${formatCents(amountCents)}. Check it and pay again.`);
    }
    const intent = await this.callStripe(() =>
      this.stripeService.stripe.paymentIntents.create({
        amount: amountCents,
        currency: CURRENCY,
        metadata: { userId: caller.id, email: caller.email },
      }),
    );
    try {
      await this.prisma.checkout.create({
        data: { paymentIntentId: intent.id, userId: caller.id, amountCents, currency: CURRENCY, lines: lines as unknown as Prisma.InputJsonValue },
      });
    } catch (error) {
      if (brokenForeignKey(error) === 'checkouts_user_id_fkey') throw new UnauthorizedException('Your account no longer exists.');
      throw error;
    }
    return { clientSecret: intent.client_secret!, amount: fromCents(amountCents), currency: CURRENCY };
  }

  /**
   * Records the order of a payment the caller made, once Stripe says it succeeded. What the client says it paid
   * for is compared with the payment, and never used.
   */
  async record(caller: AuthUser, { transactionId, ...claims }: Schemas['PaymentRecordRequest']): Promise<{ created: boolean; payment: Schemas['Payment'] }> {
    if (claims.email !== undefined && claims.email.toLowerCase() !== caller.email) {
      throw new ForbiddenException('The e-mail address sent is not yours: an order is always recorded for the customer who paid.');
    }
    const checkout = await this.prisma.checkout.findUnique({ where: { paymentIntentId: transactionId } });
    // Another customer's payment is as unknown to the caller as one that does not exist.
    if (!checkout || checkout.userId !== caller.id) throw new NotFoundException('No payment of yours has this transaction id.');
    const differences = differencesFromCheckout(claims, checkout.amountCents, checkout.lines as unknown as CheckoutLine[]);
    if (differences.length > 0) {
      throw new ContractViolation(
        `This is not what the payment was for: ${differences.map((d) => `${d.path.slice('/body/'.length)} ${d.message}`).join('; ')}.`,
        differences,
        HttpStatus.CONFLICT,
      );
    }
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

  /** The orders of the account that holds the address: its earlier addresses' included, a former holder's never. */
  async list(caller: AuthUser, email: string): Promise<Schemas['Payment'][]> {
    const owner = await ownerOf(this.prisma, caller, email);
    if (!owner) return [];
    const orders = await this.prisma.order.findMany({
      where: { userId: owner.id },
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
        await removePaidQuantities(tx, checkout.userId, lines);
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

/**
 * Takes what was paid for out of the customer's cart, and only that: a line raised while the customer was paying
 * keeps what was not paid for, a dish added meanwhile stays, and a line paid in full goes.
 */
async function removePaidQuantities(tx: Prisma.TransactionClient, userId: string, lines: CheckoutLine[]): Promise<void> {
  const ids = lines.map((line) => line.cartLineId);
  const quantities = lines.map((line) => line.quantity);
  await tx.$executeRaw`
    WITH paid AS (SELECT * FROM unnest(${ids}::uuid[], ${quantities}::int[]) AS paid(id, quantity))
    DELETE FROM cart_lines c USING paid
    WHERE c.id = paid.id AND c.user_id = ${userId}::uuid AND c.quantity <= paid.quantity`;
  await tx.$executeRaw`
    WITH paid AS (SELECT * FROM unnest(${ids}::uuid[], ${quantities}::int[]) AS paid(id, quantity))
    UPDATE cart_lines c SET quantity = c.quantity - paid.quantity, updated_at = now() FROM paid
    WHERE c.id = paid.id AND c.user_id = ${userId}::uuid`;
}
