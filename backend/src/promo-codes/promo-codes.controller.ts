import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
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
  createPromoCode(@Auth() caller: AuthUser, @Body() promo: Schemas['PromoCodeInput']): Promise<Schemas['PromoCode']> {
    return this.promoCodes.create(caller, promo);
  }

  @Put(':id')
  @Access({ permission: 'promotions.manage' })
  replacePromoCode(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() promo: Schemas['PromoCodeInput'],
  ): Promise<Schemas['PromoCode']> {
    return this.promoCodes.replace(caller, id, promo);
  }

  @Delete(':id')
  @Access({ permission: 'promotions.manage' })
  deletePromoCode(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.promoCodes.remove(caller, id);
  }
}
