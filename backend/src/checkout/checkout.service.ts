import { ConflictException, Inject, Injectable, UnauthorizedException, UnprocessableEntityException } from '@nestjs/common';
import type { AuthUser } from '../auth/access';
import { formatCents, fromCents, toCents } from '../common/money';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { brokenForeignKey } from '../database/constraint-violation';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';
import { WITH_OPTIONS } from '../menu/dish-with-options';
import { NO_LONGER_ON_THE_MENU, priceCartLine } from '../pricing/cart-line';
import { priceBill, UNTAXED } from '../pricing/bill';
import { storedChoicesOf } from '../carts/stored-choices';
import { StripeService } from '../stripe/stripe.service';
import { type CheckoutLine, CURRENCY, MAXIMUM_CENTS, MINIMUM_CENTS } from './checkout-line';

type Schemas = components['schemas'];

const dishList = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** A cart with a line that cannot be paid for now is `409`, naming its dishes, until the customer removes them or they are back. */
function refuseUnavailable(blocked: { name: string; reason: string }[]): void {
  if (blocked.length === 0) return;
  const sentences: string[] = [];
  const gone = [...new Set(blocked.filter((line) => line.reason === NO_LONGER_ON_THE_MENU).map((line) => line.name))];
  if (gone.length > 0) {
    const [them, are] = gone.length > 1 ? ['them', 'are'] : ['it', 'is'];
    sentences.push(`${dishList.format(gone)} ${are} no longer on the menu: remove ${them} from your cart to pay.`);
  }
  const waiting = [...new Set(blocked.filter((line) => line.reason !== NO_LONGER_ON_THE_MENU).map((line) => `${line.name} (${line.reason})`))];
  if (waiting.length > 0) {
    const [them, theyAre] = waiting.length > 1 ? ['them', 'they are'] : ['it', 'it is'];
    sentences.push(`${dishList.format(waiting)} cannot be ordered now: remove ${them} from your cart to pay, or wait until ${theyAre} back.`);
  }
  throw new ConflictException(sentences.join(' '));
}

@Injectable()
export class CheckoutService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly stripe: StripeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Starts a card payment for the caller's whole cart: Σ (dish + choices) × quantity, in cents, priced here from
   * the menu as it is now, and keeps what it is for (the checkout, choices included), so that the order records
   * exactly that.
   */
  async createPaymentIntent(caller: AuthUser, { price }: Schemas['PaymentIntentRequest']): Promise<Schemas['PaymentIntent']> {
    const cart = await this.prisma.cartLine.findMany({
      where: { userId: caller.id },
      include: { menuItem: { include: WITH_OPTIONS } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const now = new Date();
    const priced = cart.map((line) => ({ line, ...priceCartLine(line.menuItem, storedChoicesOf(line), now, this.config.SHOP_TIME_ZONE) }));
    refuseUnavailable(priced.flatMap(({ line, availability }) => (availability.available ? [] : [{ name: line.menuItem.name, reason: availability.reason }])));
    const lines: CheckoutLine[] = priced.map(({ line, unitPriceCents, choices }) => ({
      cartLineId: line.id,
      menuItemId: line.menuItemId,
      name: line.menuItem.name,
      priceCents: unitPriceCents,
      quantity: line.quantity,
      choices,
    }));
    // Every order is a pickup without tax, tip or discount until the shop's fulfilment and tax settings exist.
    const { totalCents: amountCents } = priceBill({ lines, fulfilment: 'pickup', deliveryFeeCents: 0, tax: UNTAXED });
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
