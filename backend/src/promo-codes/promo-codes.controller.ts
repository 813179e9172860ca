import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { PromoCodesService } from './promo-codes.service';

type Schemas = components['schemas'];

@Controller('promo-codes')
export class PromoCodesController {
  constructor(private readonly promoCodes: PromoCodesService) {}

  @Get()
  @Access({ permission: 'promotions.manage' })
  listPromoCodes(): Promise<Schemas['PromoCode'][]> {
    return this.promoCodes.list();
  }

  @Post()
  @Access({ permission: 'promotions.manage' })
  createPromoCode(@Body() promo: Schemas['PromoCodeInput']): Promise<Schemas['PromoCode']> {
    return this.promoCodes.create(promo);
  }

  @Put(':id')
  @Access({ permission: 'promotions.manage' })
  replacePromoCode(@Param('id') id: string, @Body() promo: Schemas['PromoCodeInput']): Promise<Schemas['PromoCode']> {
    return this.promoCodes.replace(id, promo);
  }

  @Delete(':id')
  @Access({ permission: 'promotions.manage' })
  deletePromoCode(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.promoCodes.remove(id);
  }
}
