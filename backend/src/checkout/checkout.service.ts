import { ConflictException, Injectable, UnauthorizedException, UnprocessableEntityException } from '@nestjs/common';
import type { AuthUser } from '../auth/access';
import { formatCents, fromCents, toCents } from '../common/money';
import { brokenForeignKey } from '../database/constraint-violation';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';
import { StripeService } from '../stripe/stripe.service';
import { type CheckoutLine, CURRENCY, MAXIMUM_CENTS, MINIMUM_CENTS } from './checkout-line';

type Schemas = components['schemas'];

const dishList = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

@Injectable()
export class CheckoutService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly stripe: StripeService,
  ) {}

  /**
   * Starts a card payment for the caller's whole cart: Σ price × quantity, in cents, computed here, and keeps
   * what it is for (the checkout), so that the order records exactly that.
   */
  async createPaymentIntent(caller: AuthUser, { price }: Schemas['PaymentIntentRequest']): Promise<Schemas['PaymentIntent']> {
    const cart = await this.prisma.cartLine.findMany({
      where: { userId: caller.id },
      include: { menuItem: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const gone = cart.filter((line) => line.menuItem.removedAt !== null).map((line) => line.menuItem.name);
    if (gone.length > 0) {
      const [them, are] = gone.length > 1 ? ['them', 'are'] : ['it', 'is'];
      throw new ConflictException(`${dishList.format(gone)} ${are} no longer on the menu: remove ${them} from your cart to pay.`);
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
    const intent = await this.stripe.call((stripe) =>
      stripe.paymentIntents.create({ amount: amountCents, currency: CURRENCY, metadata: { userId: caller.id, email: caller.email } }),
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
}
