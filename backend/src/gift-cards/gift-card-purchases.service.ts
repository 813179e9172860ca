import { said } from '../common/i18n/said';
import type { ShopLanguage } from '../common/i18n/languages';
import {
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type Stripe from 'stripe';
import type { AuthUser } from '../auth/access';
import { ShopMoney } from '../common/money';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { StripeService } from '../stripe/stripe.service';
import { newGiftCardCode } from './gift-card-code';
import { GiftCardMail } from './gift-card-mail';

type Schemas = components['schemas'];

/** What a customer may buy a card for, in the shop currency's main unit: 5 to 500 (500 to 50,000 without cents). */
const LEAST = 5;
const MOST = 500;
/** The metadata that marks a payment as a gift card's at Stripe, so that its events issue the card. */
export const GIFT_CARD_PURCHASE = 'gift-card-purchase';

/**
 * A customer buys a gift card: a card payment charged at once (no kitchen to wait for), and the card issued and
 * e-mailed to its recipient once Stripe says it succeeded, whoever reports it first (the buyer's browser or
 * Stripe's event). The card is written before the payment, unissued, so that the payment's report finds it.
 */
@Injectable()
export class GiftCardPurchasesService {
  private readonly logger = new Logger('GiftCards');

  constructor(
    private readonly prisma: PrismaService,
    private readonly stripe: StripeService,
    private readonly money: ShopMoney,
    private readonly mail: GiftCardMail,
  ) {}

  async buy(
    buyer: AuthUser,
    request: Schemas['GiftCardPurchaseRequest'],
    language: ShopLanguage,
  ): Promise<Schemas['GiftCardPurchase']> {
    const cents = this.money.toMinor(request.amount);
    const scale = this.money.toMinor(1) === 1 ? 100 : 1;
    const [least, most] = [this.money.toMinor(LEAST * scale), this.money.toMinor(MOST * scale)];
    if (cents < least || cents > most) {
      throw new UnprocessableEntityException(
        said('A gift card is for {least} to {most}.', {
          least: this.money.format(least),
          most: this.money.format(most),
        }),
      );
    }
    const intent = await this.stripe.call((stripe) =>
      stripe.paymentIntents.create({
        amount: cents,
        currency: this.money.stripeCurrency,
        metadata: { userId: buyer.id, email: buyer.email, kind: GIFT_CARD_PURCHASE },
        description: 'Gift card',
      }),
    );
    await this.prisma.giftCard.create({
      data: {
        code: newGiftCardCode(),
        currency: this.money.stripeCurrency,
        initialCents: cents,
        recipientEmail: request.recipientEmail.toLowerCase(),
        recipientName: request.recipientName?.trim() || null,
        senderName: request.senderName?.trim() || buyer.name.trim() || null,
        message: request.message?.trim() || null,
        language,
        buyerId: buyer.id,
        paymentIntentId: intent.id,
      },
    });
    return {
      transactionId: intent.id,
      clientSecret: intent.client_secret!,
      amount: this.money.fromMinor(cents),
      currency: this.money.stripeCurrency,
    };
  }

  /** The buyer's browser says their payment succeeded: the card is issued and sent, once. */
  async complete(buyer: AuthUser, transactionId: string): Promise<Schemas['GiftCardSent']> {
    const card = await this.prisma.giftCard.findUnique({ where: { paymentIntentId: transactionId } });
    if (!card || card.buyerId !== buyer.id) throw new NotFoundException('No gift card purchase of yours has this id.');
    if (!card.issuedAt) {
      const intent = await this.stripe.call((stripe) => stripe.paymentIntents.retrieve(transactionId));
      if (intent.status !== 'succeeded')
        throw new HttpException('The gift card has not been paid for.', HttpStatus.PAYMENT_REQUIRED);
      await this.issue(intent);
    }
    return { recipientEmail: card.recipientEmail!, amount: this.money.fromMinor(card.initialCents) };
  }

  /** Stripe says a gift card's payment succeeded: the card is issued and sent, if it was not already. */
  async completeFromStripe(intent: Stripe.PaymentIntent): Promise<void> {
    if (intent.status === 'succeeded') await this.issue(intent);
  }

  /** Issues the card a payment paid for, once: the first report sets `issuedAt`, writes its entry and its e-mail. */
  private async issue(intent: Stripe.PaymentIntent): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const card = await tx.giftCard.findUnique({ where: { paymentIntentId: intent.id } });
      if (!card) {
        this.logger.warn({ paymentIntent: intent.id }, 'a gift card payment succeeded for no gift card');
        return;
      }
      if (intent.amount_received !== card.initialCents || intent.currency !== card.currency) {
        this.logger.error({ paymentIntent: intent.id }, 'a gift card payment does not match its card');
        throw new HttpException('This payment does not match the gift card it was for.', HttpStatus.CONFLICT);
      }
      const issued = await tx.giftCard.updateMany({
        where: { id: card.id, issuedAt: null },
        data: { issuedAt: new Date() },
      });
      if (issued.count === 0) return;
      await tx.giftCardEntry.create({ data: { giftCardId: card.id, kind: 'issued', cents: card.initialCents } });
      await this.mail.enqueue(tx, card);
    });
  }
}
