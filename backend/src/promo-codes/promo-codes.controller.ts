import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { PromoCodesService } from './promo-codes.service';

type Schemas = components['schemas'];

@Controller('promo-codes')
export class PromoCodesController {
  constructor(private readonly promoCodes: PromoCodesService) {}

  @Get()
  @Access({ user: 'admin' })
  listPromoCodes(): Promise<Schemas['PromoCode'][]> {
    return this.promoCodes.list();
  }

  @Post()
  @Access({ user: 'admin' })
  createPromoCode(@Body() promo: Schemas['PromoCodeInput']): Promise<Schemas['PromoCode']> {
    return this.promoCodes.create(promo);
  }

  @Put(':id')
  @Access({ user: 'admin' })
  replacePromoCode(@Param('id') id: string, @Body() promo: Schemas['PromoCodeInput']): Promise<Schemas['PromoCode']> {
    return this.promoCodes.replace(id, promo);
  }

  @Delete(':id')
  @Access({ user: 'admin' })
  deletePromoCode(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.promoCodes.remove(id);
  }
}
