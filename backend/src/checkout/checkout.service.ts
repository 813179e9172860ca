import { type Said, said } from '../common/i18n/said';
import type { ShopLanguage } from '../common/i18n/languages';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { AuthUser } from '../auth/access';
import { ShopMoney } from '../common/money';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { brokenForeignKey } from '../database/constraint-violation';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { SETTINGS_ID } from '../ordering/settings-rules';
import { hasRoom } from '../ordering/slots';
import { SavedCardsService } from '../saved-cards/saved-cards.service';
import { StripeService } from '../stripe/stripe.service';
import { type StoredBill, toBillDto } from './bill.mapper';
import { cartLoad } from './checkout-cart';
import { OrderPricing, type PricedOrder } from './order-pricing';
import { claimedMinutes, claimSlot, HOLD_MINUTES, promoUsedUp, promoUses } from './slot-ledger';
import { CLOSED_FOR_NOW, CLOSING_TOO_SOON, FULL_UNTIL_CLOSING, offeredSlots, tooBigForASlot } from './slot-plan';

type Schemas = components['schemas'];

const MS_PER_MINUTE = 60_000;

/** Why there is no ASAP slot: closed now, no slot before closing time, or none of them with room. */
function asapUnavailableReason(asapSlots: number[] | null): Said {
  if (!asapSlots) return CLOSED_FOR_NOW;
  return asapSlots.length === 0 ? CLOSING_TOO_SOON : FULL_UNTIL_CLOSING;
}

function storedBill(priced: PricedOrder, promisedAt: number): StoredBill {
  return {
    ...priced.bill,
    taxIncluded: priced.settings.pricesIncludeTax,
    serviceFeeName: priced.bill.serviceFeeCents > 0 ? (priced.serviceFee?.name ?? null) : null,
    promoCode: priced.promo?.code ?? null,
    deliveryZone: priced.zone?.name ?? null,
    promisedAt: new Date(promisedAt).toISOString(),
  };
}

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly prisma: PrismaService,
    private readonly stripe: StripeService,
    private readonly pricing: OrderPricing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly money: ShopMoney,
    private readonly savedCards: SavedCardsService,
  ) {}

  /**
   * Who the payment is for at Stripe: the caller's Stripe customer when they pay with a saved card (which must be
   * theirs) or keep the one they pay with, and nobody otherwise.
   */
  private async cardOwner(
    caller: AuthUser,
    { saveCard, savedCard }: Pick<Schemas['PaymentIntentRequest'], 'saveCard' | 'savedCard'>,
  ): Promise<{ customer?: string; setup_future_usage?: 'off_session' }> {
    if (saveCard && savedCard)
      throw new UnprocessableEntityException('A saved card is kept already: leave out saveCard, or savedCard.');
    if (savedCard) return { customer: await this.savedCards.customerToPayWith(caller, savedCard) };
    if (saveCard) return { customer: await this.savedCards.customerFor(caller), setup_future_usage: 'off_session' };
    return {};
  }

  /** Every slot from the lead time to the days ahead, with room for the caller's cart or not, and the ASAP one. */
  async listSlots(caller: AuthUser, language: ShopLanguage): Promise<Schemas['SlotList']> {
    const now = new Date();
    const settings = await this.prisma.shopSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
    const load = await cartLoad(this.prisma, caller.id);
    const offered = offeredSlots(settings, now, this.config.SHOP_TIME_ZONE);
    const claimed = await claimedMinutes(this.prisma, offered.all, caller.id);
    const fits = (slot: number) => hasRoom(claimed.get(slot) ?? 0, load, settings.kitchenMinutesPerSlot);
    const asap = offered.asap?.find(fits);
    return {
      asap: asap !== undefined ? new Date(asap).toISOString() : null,
      ...(asap === undefined
        ? {
            asapUnavailableReason: (
              tooBigForASlot(load, settings.kitchenMinutesPerSlot) ?? asapUnavailableReason(offered.asap)
            ).in(language),
          }
        : {}),
      slots: offered.all.map((slot) => ({ startsAt: new Date(slot).toISOString(), available: fits(slot) })),
    };
  }

  /** The bill and promised time of the caller's cart as it would be paid now; holds nothing. */
  async quoteOrder(caller: AuthUser, request: Schemas['OrderRequest']): Promise<Schemas['Quote']> {
    const priced = await this.pricing.priceOrder(caller.id, request, new Date());
    const claimed = await claimedMinutes(this.prisma, priced.slots.candidates, caller.id);
    const slot = priced.slots.candidates.find((candidate) =>
      hasRoom(claimed.get(candidate) ?? 0, priced.loadMinutes, priced.settings.kitchenMinutesPerSlot),
    );
    if (slot === undefined) throw new ConflictException(priced.slots.fullRefusal);
    if (priced.promo) {
      const usedUp = promoUsedUp(priced.promo, await promoUses(this.prisma, priced.promo.id, caller.id));
      if (usedUp) throw new ConflictException(usedUp);
    }
    const bill = storedBill(priced, slot);
    return {
      fulfilment: priced.fulfilment,
      asap: priced.slots.asap,
      promisedAt: bill.promisedAt,
      bill: toBillDto(bill, this.money.currency),
    };
  }

  /**
   * Starts a card payment for the caller's cart, priced exactly as its quote, and claims its slot and promo code
   * for the payment in the transaction that keeps the checkout (what the order will record). A refused claim
   * cancels the card payment just created.
   */
  async createPaymentIntent(
    caller: AuthUser,
    { price, phone, allergyNote, saveCard, savedCard, ...request }: Schemas['PaymentIntentRequest'],
    language: ShopLanguage,
  ): Promise<Schemas['PaymentIntent']> {
    const priced = await this.pricing.priceOrder(caller.id, request, new Date());
    if (priced.fulfilment === 'delivery' && phone === undefined) {
      throw new UnprocessableEntityException(
        'Give a phone number for the delivery: the driver calls it if they cannot find you.',
      );
    }
    const digits = phone?.replace(/\D/g, '').length ?? 0;
    if (phone !== undefined && (digits < 6 || digits > 15)) {
      throw new UnprocessableEntityException('Give a phone number of 6 to 15 digits, such as +1 217 555 0142.');
    }
    const amountCents = priced.bill.totalCents;
    if (price !== undefined && this.money.toMinor(price) !== amountCents) {
      throw new ConflictException(
        said('Your cart has changed: the total is now {total}. Check it and pay again.', {
          total: this.money.format(amountCents),
        }),
      );
    }
    const owner = await this.cardOwner(caller, { saveCard, savedCard });
    const intent = await this.stripe.call((stripe) =>
      // Authorised now, charged when the kitchen accepts the order (or released when it does not).
      stripe.paymentIntents.create({
        amount: amountCents,
        currency: this.money.stripeCurrency,
        capture_method: 'manual',
        metadata: { userId: caller.id, email: caller.email },
        ...owner,
      }),
    );
    try {
      const { slot, replacedPayments } = await claimSlot(
        this.prisma,
        {
          userId: caller.id,
          slots: priced.slots.candidates,
          loadMinutes: priced.loadMinutes,
          capacityMinutes: priced.settings.kitchenMinutesPerSlot,
          promo: priced.promo,
          fullRefusal: priced.slots.fullRefusal,
        },
        {
          paymentIntentId: intent.id,
          amountCents,
          currency: this.money.stripeCurrency,
          lines: priced.lines,
          fulfilment: priced.fulfilment,
          address: priced.address,
          heldUntil: new Date(Date.now() + HOLD_MINUTES * MS_PER_MINUTE),
          bill: storedBill(priced, 0),
          phone: phone?.trim() ?? null,
          allergyNote: allergyNote?.trim() ?? null,
          language,
        },
      );
      await this.cancelReplaced(replacedPayments);
      const bill = storedBill(priced, slot);
      return {
        clientSecret: intent.client_secret!,
        amount: this.money.fromMinor(amountCents),
        currency: this.money.stripeCurrency,
        fulfilment: priced.fulfilment,
        promisedAt: bill.promisedAt,
        bill: toBillDto(bill, this.money.currency),
      };
    } catch (error) {
      await this.stripe
        .call((stripe) => stripe.paymentIntents.cancel(intent.id))
        .catch((cancelError: unknown) => {
          this.logger.warn(
            { paymentIntent: intent.id, error: String(cancelError) },
            'a refused checkout left its card payment uncancelled',
          );
        });
      if (brokenForeignKey(error) === 'checkouts_user_id_fkey')
        throw new UnauthorizedException('Your account no longer exists.');
      throw error;
    }
  }

  /**
   * A new checkout replaces the customer's unpaid ones: their payments are cancelled at Stripe, so that none of
   * them can be paid for the slot and promo code they gave up. One that cannot be cancelled now (Stripe out of reach)
   * is refused when it is paid, its card released then.
   */
  private async cancelReplaced(paymentIntentIds: readonly string[]): Promise<void> {
    await Promise.all(
      paymentIntentIds.map((id) =>
        this.stripe
          .call((stripe) =>
            stripe.paymentIntents.cancel(
              id,
              { cancellation_reason: 'abandoned' },
              { idempotencyKey: `replaced-${id}` },
            ),
          )
          .catch((error: unknown) =>
            this.logger.warn(
              { paymentIntent: id, error: String(error) },
              'a replaced checkout left its card payment uncancelled',
            ),
          ),
      ),
    );
  }
}
