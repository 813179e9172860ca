import { randomUUID } from 'node:crypto';
import { said } from '../common/i18n/said';
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
import { type GiftCardPart, GiftCardsService } from '../gift-cards/gift-cards.service';
import { SavedCardsService } from '../saved-cards/saved-cards.service';
import { StripeService } from '../stripe/stripe.service';
import { type StoredBill, toBillDto } from './bill.mapper';
import { cartLoad } from './checkout-cart';
import { OrderPricing, type PricedOrder } from './order-pricing';
import { claimedMinutes, claimSlot, HOLD_MINUTES, promoUsedUp, promoUses } from './slot-ledger';
import { asapUnavailableReason, offeredSlots, tooBigForASlot } from './slot-plan';

type Schemas = components['schemas'];

const MS_PER_MINUTE = 60_000;

/** The banks' own methods a euro shop takes, which Stripe charges at once. */
const BANK_METHODS = ['ideal', 'bancontact'] as const;

function storedBill(priced: PricedOrder, promisedAt: number, giftCard: GiftCardPart | null): StoredBill {
  return {
    ...priced.bill,
    giftCardCents: giftCard?.cents ?? 0,
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
    private readonly giftCards: GiftCardsService,
  ) {}

  /** What the gift card named pays of the priced bill, if one is. */
  private giftCardPart(caller: AuthUser, code: string | undefined, priced: PricedOrder): Promise<GiftCardPart | null> {
    return code ? this.giftCards.partOf(code, priced.bill.totalCents, caller) : Promise.resolve(null);
  }

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
              tooBigForASlot(load, settings.kitchenMinutesPerSlot) ??
              asapUnavailableReason(offered, this.config.SHOP_TIME_ZONE)
            ).in(language),
          }
        : {}),
      slots: offered.all.map((slot) => ({ startsAt: new Date(slot).toISOString(), available: fits(slot) })),
    };
  }

  /** The bill and promised time of the caller's cart as it would be paid now; holds nothing. */
  async quoteOrder(caller: AuthUser, { giftCard, ...request }: Schemas['OrderRequest']): Promise<Schemas['Quote']> {
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
    const bill = storedBill(priced, slot, await this.giftCardPart(caller, giftCard, priced));
    return {
      fulfilment: priced.fulfilment,
      asap: priced.slots.asap,
      promisedAt: bill.promisedAt,
      bill: toBillDto(bill, this.money.currency),
    };
  }

  /**
   * Starts a card payment for the caller's cart, priced exactly as its quote, and claims its slot, promo code and
   * gift card part for the payment in the transaction that keeps the checkout (what the order will record). A
   * refused claim cancels the card payment just created. The card pays what the gift card does not.
   */
  async createPaymentIntent(
    caller: AuthUser,
    { saveCard, savedCard, payBy = 'card', ...request }: Schemas['PaymentIntentRequest'],
    language: ShopLanguage,
  ): Promise<Schemas['PaymentIntent']> {
    if (payBy === 'bank' && this.money.stripeCurrency !== 'eur')
      throw new UnprocessableEntityException(
        'Paying by bank (iDEAL, Bancontact) is only for a shop that charges euros.',
      );
    if (payBy === 'bank' && (saveCard || savedCard))
      throw new UnprocessableEntityException('A bank payment keeps no card: leave out saveCard and savedCard.');
    const { priced, giftCard } = await this.priceToPay(caller, request);
    const dueCents = priced.bill.totalCents - (giftCard?.cents ?? 0);
    if (dueCents === 0) {
      throw new UnprocessableEntityException(
        'The gift card pays the whole bill, so no card is needed: place the order with POST /checkout/gift-card-order.',
      );
    }
    const owner = await this.cardOwner(caller, { saveCard, savedCard });
    const intent = await this.stripe.call((stripe) =>
      // A card is authorised now and charged when the kitchen accepts the order (or released when it does not); a
      // bank cannot hold the money for later, so it is taken now and refunded if the kitchen rejects the order.
      stripe.paymentIntents.create({
        amount: dueCents,
        currency: this.money.stripeCurrency,
        ...(payBy === 'bank'
          ? { capture_method: 'automatic', payment_method_types: [...BANK_METHODS] }
          : { capture_method: 'manual' }),
        metadata: { userId: caller.id, email: caller.email },
        ...owner,
      }),
    );
    try {
      const bill = await this.claim(caller, request, language, { priced, giftCard, paymentIntentId: intent.id });
      return {
        clientSecret: intent.client_secret!,
        amount: this.money.fromMinor(dueCents),
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
      throw error;
    }
  }

  /**
   * Claims a checkout that a gift card pays in full, as `createPaymentIntent` claims one, with no card payment: its
   * id (`gift_…`) stands for the payment's. The order is recorded from it next (`OrderRecordingService`).
   */
  async claimGiftCardOrder(
    caller: AuthUser,
    { saveCard, savedCard, payBy: _payBy, ...request }: Schemas['PaymentIntentRequest'],
    language: ShopLanguage,
  ): Promise<string> {
    if (saveCard || savedCard)
      throw new UnprocessableEntityException('A gift card pays this order in full: leave out saveCard and savedCard.');
    if (!request.giftCard) throw new UnprocessableEntityException('Give the gift card that pays the order: giftCard.');
    const { priced, giftCard } = await this.priceToPay(caller, request);
    const dueCents = priced.bill.totalCents - (giftCard?.cents ?? 0);
    if (dueCents > 0) {
      throw new ConflictException(
        said('The gift card pays {paid} of {total}: pay the {due} left by card.', {
          paid: this.money.format(giftCard?.cents ?? 0),
          total: this.money.format(priced.bill.totalCents),
          due: this.money.format(dueCents),
        }),
      );
    }
    const paymentIntentId = `gift_${randomUUID()}`;
    await this.claim(caller, request, language, { priced, giftCard, paymentIntentId });
    return paymentIntentId;
  }

  /** Prices the caller's cart as it will be paid, checks the customer's details and the total they were shown. */
  private async priceToPay(
    caller: AuthUser,
    { price, phone, giftCard, ...request }: Omit<Schemas['PaymentIntentRequest'], 'saveCard' | 'savedCard' | 'payBy'>,
  ): Promise<{ priced: PricedOrder; giftCard: GiftCardPart | null }> {
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
    return { priced, giftCard: await this.giftCardPart(caller, giftCard, priced) };
  }

  /** Claims the checkout's slot, promo code and gift card part and writes it; answers the bill with its time. */
  private async claim(
    caller: AuthUser,
    { phone, allergyNote }: Pick<Schemas['PaymentIntentRequest'], 'phone' | 'allergyNote'>,
    language: ShopLanguage,
    {
      priced,
      giftCard,
      paymentIntentId,
    }: { priced: PricedOrder; giftCard: GiftCardPart | null; paymentIntentId: string },
  ): Promise<StoredBill> {
    try {
      const { slot, replacedPayments } = await claimSlot(
        this.prisma,
        {
          userId: caller.id,
          slots: priced.slots.candidates,
          loadMinutes: priced.loadMinutes,
          capacityMinutes: priced.settings.kitchenMinutesPerSlot,
          promo: priced.promo,
          giftCard,
          fullRefusal: priced.slots.fullRefusal,
        },
        {
          paymentIntentId,
          amountCents: priced.bill.totalCents,
          currency: this.money.stripeCurrency,
          lines: priced.lines,
          fulfilment: priced.fulfilment,
          address: priced.address,
          heldUntil: new Date(Date.now() + HOLD_MINUTES * MS_PER_MINUTE),
          bill: storedBill(priced, 0, giftCard),
          phone: phone?.trim() ?? null,
          allergyNote: allergyNote?.trim() ?? null,
          language,
        },
        this.money,
      );
      await this.cancelReplaced(replacedPayments);
      return storedBill(priced, slot, giftCard);
    } catch (error) {
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
