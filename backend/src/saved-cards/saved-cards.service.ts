import { Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type Stripe from 'stripe';
import type { AuthUser } from '../auth/access';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { StripeService } from '../stripe/stripe.service';

type Schemas = components['schemas'];

const NOT_YOURS = 'No saved card of yours has this id.';

/** A card as the shop shows it: Stripe keeps the number, the shop only its network, last digits and expiry. */
function toSavedCardDto(method: Stripe.PaymentMethod): Schemas['SavedCard'] {
  const card = method.card!;
  return {
    id: method.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

/**
 * The cards customers keep for their next orders. Stripe keeps them on a Stripe customer made the first time a
 * customer saves one; the shop keeps only that customer's id (`users.stripe_customer_id`).
 */
@Injectable()
export class SavedCardsService {
  private readonly logger = new Logger('SavedCards');

  constructor(
    private readonly prisma: PrismaService,
    private readonly stripe: StripeService,
  ) {}

  /** The caller's Stripe customer, made (once, whoever asks first) when they first save a card. */
  async customerFor(caller: AuthUser): Promise<string> {
    const known = await this.customerOf(caller);
    if (known) return known;
    const made = await this.stripe.call((stripe) =>
      stripe.customers.create({ metadata: { userId: caller.id } }, { idempotencyKey: `customer-${caller.id}` }),
    );
    // Two first saves at once make one customer (the idempotency key), and the row keeps the first one written.
    await this.prisma.user.updateMany({
      where: { id: caller.id, stripeCustomerId: null },
      data: { stripeCustomerId: made.id },
    });
    return (await this.customerOf(caller)) ?? made.id;
  }

  async list(caller: AuthUser): Promise<Schemas['SavedCard'][]> {
    const customer = await this.customerOf(caller);
    if (!customer) return [];
    const cards = await this.stripe.call((stripe) =>
      stripe.paymentMethods.list({ customer, type: 'card', limit: 100 }),
    );
    return cards.data.map(toSavedCardDto);
  }

  /** The caller's Stripe customer, for paying with `cardId`; `422` when the card is not one of theirs. */
  async customerToPayWith(caller: AuthUser, cardId: string): Promise<string> {
    const card = await this.cardOf(caller, cardId);
    if (!card)
      throw new UnprocessableEntityException('This saved card is not one of yours: choose another, or a new card.');
    return card.customer;
  }

  async remove(caller: AuthUser, cardId: string): Promise<Schemas['Message']> {
    if (!(await this.cardOf(caller, cardId))) throw new NotFoundException(NOT_YOURS);
    await this.stripe.call((stripe) => stripe.paymentMethods.detach(cardId));
    return { message: 'The card is forgotten.' };
  }

  /**
   * Stripe forgets the customer and every card it kept: what an erasure asks. A failure is logged, not thrown:
   * the erasure has happened in the shop, and the customer can no longer reach these cards through it.
   */
  async forget(stripeCustomerId: string): Promise<void> {
    await this.stripe
      .call((stripe) => stripe.customers.del(stripeCustomerId))
      .catch((error: unknown) =>
        this.logger.error(
          { err: error, customer: stripeCustomerId },
          'an erased user’s Stripe customer is still there',
        ),
      );
  }

  private async customerOf(caller: AuthUser): Promise<string | null> {
    const user = await this.prisma.user.findUnique({ where: { id: caller.id }, select: { stripeCustomerId: true } });
    return user?.stripeCustomerId ?? null;
  }

  /** The card, when it is attached to the caller's Stripe customer; undefined otherwise (or when Stripe has none). */
  private async cardOf(caller: AuthUser, cardId: string): Promise<{ customer: string } | undefined> {
    const customer = await this.customerOf(caller);
    if (!customer) return undefined;
    const method = await this.stripe
      .call((stripe) => stripe.paymentMethods.retrieve(cardId))
      .catch((error: unknown) => {
        if (error instanceof NotFoundException) return undefined;
        throw error;
      });
    const owner = typeof method?.customer === 'string' ? method.customer : method?.customer?.id;
    return owner === customer ? { customer } : undefined;
  }
}
