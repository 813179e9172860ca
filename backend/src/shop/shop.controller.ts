import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import { ShopSettingsService } from './shop-settings.service';
import { ShopStatusService } from './shop-status.service';

type Schemas = components['schemas'];

/** Everything under /shop: whether it takes orders now, its opening hours, and how it takes orders. */
@Controller('shop')
export class ShopController {
  constructor(
    private readonly status: ShopStatusService,
    private readonly settings: ShopSettingsService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  getShop(): Promise<Schemas['Shop']> {
    return this.status.getShop();
  }

  @Get('hours')
  getOpeningHours(): Promise<Schemas['OpeningHours']> {
    return this.settings.openingHours();
  }

  @Put('hours')
  @Access({ permission: 'settings.edit' })
  replaceOpeningHours(
    @Auth() caller: AuthUser,
    @Body() hours: Schemas['OpeningHours'],
  ): Promise<Schemas['OpeningHours']> {
    return this.settings.replaceOpeningHours(caller, hours);
  }

  @Get('ordering')
  @Access({ permission: 'settings.edit' })
  getOrderingSettings(): Promise<Schemas['OrderingSettings']> {
    return this.settings.orderingSettings();
  }

  @Put('ordering')
  @Access({ permission: 'settings.edit' })
  replaceOrderingSettings(
    @Auth() caller: AuthUser,
    @Body() settings: Schemas['OrderingSettings'],
  ): Promise<Schemas['OrderingSettings']> {
    return this.settings.replaceOrderingSettings(caller, settings);
  }
}
