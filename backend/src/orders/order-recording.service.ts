import { said, withProblems } from '../common/i18n/said';
import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type Stripe from 'stripe';
import type { AuthUser } from '../auth/access';
import type { CheckoutLine } from '../checkout/checkout-line';
import { keepClaims, type LostClaim } from '../checkout/kept-claims';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ContractViolation } from '../common/errors/http-error.filter';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma } from '../generated/prisma/client';
import { openingRulesOf, SETTINGS_ID } from '../ordering/settings-rules';
import { GiftCardLedger, type GiftCardRefusal } from '../gift-cards/gift-card-ledger';
import { StripeService } from '../stripe/stripe.service';
import { answerDeadline, warningTime } from './answer-deadline';
import { orderFieldsOf } from './checkout-bill';
import { recordOrderEvents } from './order-events';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderMail } from './order-mail';
import { toPaymentDto, ORDER_DETAILS } from './order.mapper';
import { differencesFromCheckout, settleCheckout } from './paid-for';

type Schemas = components['schemas'];

/** A checkout with its customer, read once per report of its payment. */
type PaidCheckout = Prisma.CheckoutGetPayload<{ include: { user: true } }>;
const WITH_USER = { user: true } as const;

/** What the customer reads when their payment's claims are gone: nothing is charged, and they pay again. */
const LOST_CLAIM: Record<LostClaim | GiftCardRefusal, string> = {
  replaced:
    'This payment was replaced by a newer checkout of yours, so it cannot become an order: the hold on your card is released. Pay the newer one.',
  'slot full':
    'The time this payment was for has filled up meanwhile: the hold on your card is released. Choose another time and pay again.',
  'promo code used up':
    'The promo code of this payment has been used up meanwhile: the hold on your card is released. Pay again without it.',
  'gift card spent':
    'The gift card of this payment was spent meanwhile: the hold on your card is released. Check its balance and pay again.',
  'gift card voided':
    'The gift card of this payment was voided meanwhile: the hold on your card is released. Pay again without it.',
};

/** What the recording needs to know of a payment: Stripe's PaymentIntent, or a gift card's that needs no card. */
type AuthorisedPayment = Pick<
  Stripe.PaymentIntent,
  'id' | 'status' | 'amount' | 'amount_received' | 'currency' | 'metadata'
>;

/** A checkout that a gift card pays in full has an id of the shop's own in place of a PaymentIntent's. */
export const isGiftCardPayment = (id: string) => id.startsWith('gift_');

/** The customer's answer when a payment lost its claims; Stripe's event about it needs none. */
class ClaimsGone extends ConflictException {}

/** Thrown inside the recording's transaction to undo it when the checkout's claims are gone. */
class ClaimLost extends Error {
  constructor(readonly claim: LostClaim | GiftCardRefusal) {
    super(claim);
  }
}

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
    private readonly giftCards: GiftCardLedger,
    private readonly lifecycle: OrderLifecycleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Records the order of a payment the caller made, once Stripe says it succeeded. What the client says it paid
   * for is compared with the payment, and never used.
   */
  async recordPayment(
    caller: AuthUser,
    { transactionId, ...claims }: Schemas['PaymentRecordRequest'],
  ): Promise<RecordedOrder> {
    if (claims.email !== undefined && claims.email.toLowerCase() !== caller.email) {
      throw new ForbiddenException(
        'The e-mail address sent is not yours: an order is always recorded for the customer who paid.',
      );
    }
    const checkout = await this.prisma.checkout.findUnique({
      where: { paymentIntentId: transactionId },
      include: WITH_USER,
    });
    // Another customer's payment is as unknown to the caller as one that does not exist.
    if (!checkout || checkout.userId !== caller.id)
      throw new NotFoundException('No payment of yours has this transaction id.');
    const differences = differencesFromCheckout(
      claims,
      { ...checkout, lines: checkout.lines as unknown as CheckoutLine[] },
      this.config.SHOP_LOCALE,
    );
    if (differences.length > 0) {
      const words = withProblems(said('This is not what the payment was for'), differences);
      throw new ContractViolation(words, differences, HttpStatus.CONFLICT);
    }
    // Recorded already (Stripe's event is often first): the order is answered as it stands, without asking Stripe.
    const existing = await this.findOrder(transactionId);
    if (existing) return { created: false, payment: existing };
    return this.recordSucceeded(
      await this.stripe.call((stripe) => stripe.paymentIntents.retrieve(transactionId)),
      checkout,
    );
  }

  /** Stripe says a payment was authorised or succeeded: its order is recorded, if it is one of this shop's checkouts. */
  async recordFromStripe(intent: Stripe.PaymentIntent): Promise<void> {
    const checkout = await this.prisma.checkout.findUnique({
      where: { paymentIntentId: intent.id },
      include: WITH_USER,
    });
    if (checkout) {
      if (!(await this.isRecorded(intent.id)))
        await this.recordSucceeded(intent, checkout).catch((error: unknown) => {
          if (!(error instanceof ClaimsGone)) throw error;
        });
    } else this.logger.warn({ paymentIntent: intent.id }, 'a payment succeeded for no checkout of this shop');
  }

  /** Whether the payment's order exists already, whoever reported it. */
  async isRecorded(transactionId: string): Promise<boolean> {
    return (await this.prisma.order.count({ where: { transactionId } })) > 0;
  }

  /** Records the order of a checkout that a gift card pays in full, claimed just now by the caller. */
  async recordPaidByGiftCard(caller: AuthUser, checkoutId: string): Promise<Schemas['Payment']> {
    const checkout = await this.prisma.checkout.findUniqueOrThrow({
      where: { paymentIntentId: checkoutId },
      include: WITH_USER,
    });
    if (checkout.userId !== caller.id || checkout.giftCardCents !== checkout.amountCents)
      throw new ConflictException('This checkout is not one a gift card pays in full.');
    const payment = { id: checkoutId, status: 'requires_capture', amount: 0, amount_received: 0 } as const;
    const recorded = await this.recordSucceeded(
      { ...payment, currency: checkout.currency, metadata: { userId: checkout.userId } },
      checkout,
    );
    return recorded.payment;
  }

  /** Records the order of an authorised payment; a report that comes second finds the order the first recorded. */
  private async recordSucceeded(intent: AuthorisedPayment, checkout: PaidCheckout): Promise<RecordedOrder> {
    // Authorised and waiting for the kitchen (manual capture), or charged already (payments made before it).
    if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') {
      throw new HttpException('The payment has not been authorised.', HttpStatus.PAYMENT_REQUIRED);
    }
    if (
      intent.amount !== checkout.amountCents - checkout.giftCardCents ||
      intent.currency !== checkout.currency ||
      intent.metadata.userId !== checkout.userId
    ) {
      this.logger.error({ paymentIntent: intent.id }, 'a payment does not match its checkout');
      throw new ConflictException('This payment does not match the order it was made for.');
    }
    const lines = checkout.lines as unknown as CheckoutLine[];
    try {
      const order = await this.prisma.$transaction(async (tx) => {
        const lost = await keepClaims(tx, checkout.id);
        if (lost) throw new ClaimLost(lost);
        const fields = orderFieldsOf(checkout);
        // The time to answer counts from the order's own creation.
        const placedAt = new Date();
        const kitchen = await this.kitchenAnswer(tx, placedAt, fields.promisedAt ? new Date(fields.promisedAt) : null);
        const created = await tx.order.create({
          data: {
            createdAt: placedAt,
            userId: checkout.userId,
            email: checkout.user.email,
            customerName: checkout.user.name,
            phone: checkout.phone,
            allergyNote: checkout.allergyNote,
            answerBy: kitchen.answerBy,
            warnAt: kitchen.warnAt,
            transactionId: intent.id,
            amountCents: checkout.amountCents,
            giftCardId: checkout.giftCardId,
            giftCardCents: checkout.giftCardCents,
            currency: checkout.currency,
            ...(intent.status === 'succeeded'
              ? { paymentStatus: 'captured', capturedCents: intent.amount_received }
              : {}),
            ...fields,
            lines: {
              create: lines.map((line, position) => ({
                position,
                cartLineId: line.cartLineId,
                menuItemId: line.menuItemId,
                name: line.name,
                priceCents: line.priceCents,
                quantity: line.quantity,
                choices: (line.choices ?? []) as unknown as Prisma.InputJsonValue,
                allergens: line.allergens ?? [],
                mayContain: line.mayContain ?? [],
              })),
            },
          },
          // Its events are the one recorded below: the new order has none to read back.
          include: { lines: ORDER_DETAILS.lines },
        });
        if (checkout.giftCardId) {
          const refusal = await this.giftCards.spend(tx, checkout.id, created.id);
          if (refusal) throw new ClaimLost(refusal);
        }
        await settleCheckout(tx, checkout, lines);
        await this.mail.enqueue(tx, created, 'received', { customerName: checkout.user.name });
        const events = await recordOrderEvents(tx, [
          { orderId: created.id, userId: created.userId, kind: 'created', status: created.status },
        ]);
        return { ...created, events, autoAccept: kitchen.autoAccept };
      });
      if (order.autoAccept && (await this.acceptOnItsOwn(order.id)))
        return { created: true, payment: (await this.findOrder(intent.id))! };
      return { created: true, payment: toPaymentDto(order) };
    } catch (error) {
      if (error instanceof ClaimLost) return this.refuseLostClaim(intent, checkout, error.claim);
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

  /**
   * How the kitchen answers an order placed at `placedAt` for `promisedAt`, under the shop's settings now: by when it
   * must, when the managers are warned that it still waits, and whether it accepts on its own (quiet hours).
   */
  private async kitchenAnswer(
    tx: Prisma.TransactionClient,
    placedAt: Date,
    promisedAt: Date | null,
  ): Promise<{ answerBy: Date; warnAt: Date; autoAccept: boolean }> {
    const settings = await tx.shopSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
    const answerBy = answerDeadline(
      { ...settings, opening: openingRulesOf(settings, this.config.SHOP_TIME_ZONE) },
      placedAt,
      promisedAt,
    );
    return { answerBy, warnAt: warningTime(settings, answerBy), autoAccept: settings.autoAccept };
  }

  /**
   * Accepts a new order as the kitchen would, ready at its promised time. Whether it did: an order that cannot be
   * accepted now (its card refuses the charge) waits for the kitchen.
   */
  private async acceptOnItsOwn(orderId: string): Promise<boolean> {
    try {
      await this.lifecycle.changeStatus(orderId, { status: 'accepted' });
      return true;
    } catch (error) {
      this.logger.warn({ order: orderId, error: String(error) }, 'a new order could not be accepted on its own');
      return false;
    }
  }

  /** A payment whose slot or promo code went to others meanwhile becomes no order: its card is released, once. */
  private async refuseLostClaim(
    intent: AuthorisedPayment,
    checkout: PaidCheckout,
    claim: LostClaim | GiftCardRefusal,
  ): Promise<never> {
    this.logger.warn({ paymentIntent: intent.id, claim }, 'a payment lost its claims and was refused');
    if (!isGiftCardPayment(intent.id)) await this.releaseCard(intent.id);
    await this.prisma.checkout.updateMany({
      where: { id: checkout.id, settledAt: null },
      data: { settledAt: new Date() },
    });
    throw new ClaimsGone(LOST_CLAIM[claim]);
  }

  /** Lets a refused payment's authorisation go, once. */
  private async releaseCard(paymentIntentId: string): Promise<void> {
    const intent = { id: paymentIntentId };
    await this.stripe
      .call((stripe) =>
        stripe.paymentIntents.cancel(
          intent.id,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: `lost-claim-${intent.id}` },
        ),
      )
      .catch(async (error: unknown) => {
        // Cancelled already (when it was replaced): the card is released all the same.
        const current = await this.stripe.call((stripe) => stripe.paymentIntents.retrieve(intent.id));
        if (current.status !== 'canceled') throw error;
      });
  }

  /** The same, for a checkout whose dishes were deleted from the database since: their links go, not the order. */
  private async recordWithoutDeletedDishes(intent: AuthorisedPayment, checkout: PaidCheckout): Promise<RecordedOrder> {
    const lines = checkout.lines as unknown as CheckoutLine[];
    const linked = lines.flatMap((line) => (line.menuItemId ? [line.menuItemId] : []));
    const stored = new Set(
      (await this.prisma.menuItem.findMany({ where: { id: { in: linked } }, select: { id: true } })).map((m) => m.id),
    );
    const kept = lines.map((line) => ({
      ...line,
      menuItemId: line.menuItemId && stored.has(line.menuItemId) ? line.menuItemId : null,
    }));
    const keptJson = kept as unknown as Prisma.JsonArray;
    await this.prisma.checkout.update({ where: { id: checkout.id }, data: { lines: keptJson } });
    return this.recordSucceeded(intent, { ...checkout, lines: keptJson });
  }

  private async findOrder(transactionId: string): Promise<Schemas['Payment'] | undefined> {
    const order = await this.prisma.order.findUnique({ where: { transactionId }, include: ORDER_DETAILS });
    return order ? toPaymentDto(order) : undefined;
  }
}
