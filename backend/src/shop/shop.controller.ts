import { Body, Controller, Get, Put } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { ShopSettingsService } from './shop-settings.service';

type Schemas = components['schemas'];

@Controller('shop')
export class ShopController {
  constructor(private readonly settings: ShopSettingsService) {}

  @Get('hours')
  getOpeningHours(): Promise<Schemas['OpeningHours']> {
    return this.settings.openingHours();
  }

  @Put('hours')
  @Access({ user: 'admin' })
  replaceOpeningHours(@Body() hours: Schemas['OpeningHours']): Promise<Schemas['OpeningHours']> {
    return this.settings.replaceOpeningHours(hours);
  }

  @Get('ordering')
  @Access({ user: 'admin' })
  getOrderingSettings(): Promise<Schemas['OrderingSettings']> {
    return this.settings.orderingSettings();
  }

  @Put('ordering')
  @Access({ user: 'admin' })
  replaceOrderingSettings(@Body() settings: Schemas['OrderingSettings']): Promise<Schemas['OrderingSettings']> {
    return this.settings.replaceOrderingSettings(settings);
  }
}
