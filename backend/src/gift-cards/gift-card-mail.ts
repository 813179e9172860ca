import { Inject, Injectable } from '@nestjs/common';
import { pageInLanguage, spokenLanguage } from '../common/i18n/languages';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { GiftCard, Prisma } from '../generated/prisma/client';
import { OutboxService } from '../mail/outbox.service';
import { printedGiftCardCode } from './gift-card-code';
import { renderGiftCardEmail } from './gift-card-email';

/** The recipient's e-mail with their gift card, written into the outbox in the transaction that issues the card. */
@Injectable()
export class GiftCardMail {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Once per card, however often it is asked; nothing for a card without a recipient's address. */
  async enqueue(tx: Prisma.TransactionClient, card: GiftCard): Promise<void> {
    if (!card.recipientEmail) return;
    const language = spokenLanguage(card.language, this.config.SHOP_LOCALE);
    const page = (path: string) => pageInLanguage(this.config.SHOP_URL, path, language, this.config.SHOP_LOCALE);
    const email = renderGiftCardEmail({
      code: printedGiftCardCode(card.code),
      amountCents: card.initialCents,
      currency: card.currency,
      locale: this.config.SHOP_LOCALE,
      language,
      recipientName: card.recipientName,
      senderName: card.senderName,
      message: card.message,
      shopName: this.config.SHOP_NAME,
      menuUrl: page('/menu'),
      balanceUrl: page('/gift-cards/balance'),
    });
    await this.outbox.enqueue(tx, { key: `gift-card:${card.id}:sent`, to: card.recipientEmail, ...email });
  }
}
