import { Controller, Get, Header } from '@nestjs/common';
import type { components } from '../generated/contract';
import { ShopStatusService } from './shop-status.service';

@Controller('shop')
export class ShopStatusController {
  constructor(private readonly shop: ShopStatusService) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  getShop(): Promise<components['schemas']['Shop']> {
    return this.shop.getShop();
  }
}
