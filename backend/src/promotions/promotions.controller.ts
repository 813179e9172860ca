import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { PromotionsService } from './promotions.service';

type Schemas = components['schemas'];

@Controller('promo-codes')
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @Access({ user: 'admin' })
  listPromoCodes(): Promise<Schemas['PromoCode'][]> {
    return this.promotions.list();
  }

  @Post()
  @Access({ user: 'admin' })
  createPromoCode(@Body() promo: Schemas['PromoCodeInput']): Promise<Schemas['PromoCode']> {
    return this.promotions.create(promo);
  }

  @Put(':id')
  @Access({ user: 'admin' })
  replacePromoCode(@Param('id') id: string, @Body() promo: Schemas['PromoCodeInput']): Promise<Schemas['PromoCode']> {
    return this.promotions.replace(id, promo);
  }

  @Delete(':id')
  @Access({ user: 'admin' })
  deletePromoCode(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.promotions.remove(id);
  }
}
