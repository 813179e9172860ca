import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query } from '@nestjs/common';
import { RequestLanguage, type ShopLanguage, shopLanguageOf } from '../common/i18n/languages';
import { Access, Auth, type AuthUser } from '../auth/access';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { components } from '../generated/contract';
import { GiftCardsService } from './gift-cards.service';

type Schemas = components['schemas'];

/** Gift cards as staff keep them, and a card's balance for anyone holding its code. */
@Controller('gift-cards')
export class GiftCardsController {
  private readonly shopLanguage: ShopLanguage;

  constructor(
    private readonly giftCards: GiftCardsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.shopLanguage = shopLanguageOf(config.SHOP_LOCALE);
  }

  @Get()
  @Access({ permission: 'promotions.manage' })
  listGiftCards(@Query('q') q?: string): Promise<Schemas['GiftCard'][]> {
    return this.giftCards.list(q);
  }

  @Post()
  @Access({ permission: 'promotions.manage' })
  issueGiftCard(
    @Auth() staff: AuthUser,
    @Body() input: Schemas['GiftCardIssue'],
    @RequestLanguage() language: ShopLanguage | undefined,
  ): Promise<Schemas['GiftCardDetails']> {
    return this.giftCards.issue(staff, input, language ?? this.shopLanguage);
  }

  @Post('balance')
  @HttpCode(HttpStatus.OK)
  @Access({ rateLimit: 'gift-card' })
  checkGiftCardBalance(@Body() request: Schemas['GiftCardCodeRequest']): Promise<Schemas['GiftCardBalance']> {
    return this.giftCards.balance(request.code);
  }

  @Get(':id')
  @Access({ permission: 'promotions.manage' })
  getGiftCard(@Param('id') id: string): Promise<Schemas['GiftCardDetails']> {
    return this.giftCards.get(id);
  }

  @Post(':id/top-ups')
  @HttpCode(HttpStatus.OK)
  @Access({ permission: 'promotions.manage' })
  topUpGiftCard(
    @Auth() staff: AuthUser,
    @Param('id') id: string,
    @Body() input: Schemas['GiftCardTopUp'],
  ): Promise<Schemas['GiftCardDetails']> {
    return this.giftCards.topUp(staff, id, input);
  }

  @Post(':id/void')
  @HttpCode(HttpStatus.OK)
  @Access({ permission: 'promotions.manage' })
  voidGiftCard(
    @Auth() staff: AuthUser,
    @Param('id') id: string,
    @Body() input: Schemas['GiftCardVoid'],
  ): Promise<Schemas['GiftCardDetails']> {
    return this.giftCards.void(staff, id, input);
  }
}
