import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { RequestLanguage, type ShopLanguage, shopLanguageOf } from '../common/i18n/languages';
import { Access, Auth, type AuthUser } from '../auth/access';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { components } from '../generated/contract';
import { GiftCardPurchasesService } from './gift-card-purchases.service';

type Schemas = components['schemas'];

/** A customer buys a gift card and, once it is paid, has it sent. */
@Controller('gift-card-purchases')
export class GiftCardPurchasesController {
  private readonly shopLanguage: ShopLanguage;

  constructor(
    private readonly purchases: GiftCardPurchasesService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.shopLanguage = shopLanguageOf(config.SHOP_LOCALE);
  }

  @Post()
  @Access({ user: 'signed-in', rateLimit: 'payment' })
  buyGiftCard(
    @Auth() buyer: AuthUser,
    @Body() request: Schemas['GiftCardPurchaseRequest'],
    @RequestLanguage() language: ShopLanguage | undefined,
  ): Promise<Schemas['GiftCardPurchase']> {
    return this.purchases.buy(buyer, request, language ?? this.shopLanguage);
  }

  @Post(':transactionId/completion')
  @HttpCode(HttpStatus.OK)
  @Access({ user: 'signed-in' })
  completeGiftCardPurchase(
    @Auth() buyer: AuthUser,
    @Param('transactionId') transactionId: string,
  ): Promise<Schemas['GiftCardSent']> {
    return this.purchases.complete(buyer, transactionId);
  }
}
