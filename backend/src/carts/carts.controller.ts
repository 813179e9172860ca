import { Body, Controller, Delete, Get, Headers, Param, Post, Put } from '@nestjs/common';
import { Access, Auth, type AuthUser, Owner, type RecordOwner } from '../auth/access';
import { AnswerLanguage, AnswersInLanguage } from '../common/i18n/answer-language';
import type { ShopLanguage } from '../common/i18n/languages';
import type { components } from '../generated/contract';
import { CartsService } from './carts.service';

type Schemas = components['schemas'];

@Controller('carts')
export class CartsController {
  constructor(private readonly carts: CartsService) {}

  @Get()
  @Access({ user: 'signed-in' })
  @AnswersInLanguage()
  listCartLines(@Owner() owner: RecordOwner, @AnswerLanguage() language: ShopLanguage): Promise<Schemas['CartLine'][]> {
    return this.carts.listCartLines(owner, language);
  }

  @Post()
  @Access({ user: 'signed-in' })
  addCartLine(
    @Auth() caller: AuthUser,
    @Body() line: Schemas['CartLineInput'],
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<Schemas['CartLine']> {
    return this.carts.addCartLine(caller, line, idempotencyKey);
  }

  @Put(':id')
  @Access({ user: 'signed-in' })
  updateCartLine(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() change: Schemas['CartQuantity'],
  ): Promise<Schemas['CartLine']> {
    return this.carts.updateCartLine(caller, id, change.quantity);
  }

  @Delete(':id')
  @Access({ user: 'signed-in' })
  deleteCartLine(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.carts.deleteCartLine(caller, id);
  }
}
