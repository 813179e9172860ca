import { AnswerLanguage, AnswersInLanguage } from '../common/i18n/answer-language';
import type { ShopLanguage } from '../common/i18n/languages';
import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import { CheckoutService } from './checkout.service';

type Schemas = components['schemas'];

/** What a customer sees before paying: the times their cart can be ready, and its bill. */
@Controller('checkout')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Get('slots')
  @Access({ user: 'signed-in' })
  @AnswersInLanguage()
  listSlots(@Auth() caller: AuthUser, @AnswerLanguage() language: ShopLanguage): Promise<Schemas['SlotList']> {
    return this.checkout.listSlots(caller, language);
  }

  @Post('quote')
  @HttpCode(HttpStatus.OK)
  @Access({ user: 'signed-in' })
  quoteOrder(@Auth() caller: AuthUser, @Body() request: Schemas['OrderRequest']): Promise<Schemas['Quote']> {
    return this.checkout.quoteOrder(caller, request);
  }
}
