import { Module } from '@nestjs/common';
import { GiftCardLedger } from './gift-card-ledger';
import { GiftCardMail } from './gift-card-mail';
import { GiftCardPurchasesController } from './gift-card-purchases.controller';
import { GiftCardPurchasesService } from './gift-card-purchases.service';
import { GiftCardsController } from './gift-cards.controller';
import { GiftCardsService } from './gift-cards.service';

@Module({
  controllers: [GiftCardsController, GiftCardPurchasesController],
  providers: [GiftCardsService, GiftCardPurchasesService, GiftCardMail, GiftCardLedger],
  exports: [GiftCardsService, GiftCardPurchasesService, GiftCardLedger],
})
export class GiftCardsModule {}
