import { Module } from '@nestjs/common';
import { KitchenPaceService } from './kitchen-pace.service';
import { ShopController } from './shop.controller';
import { ShopSettingsService } from './shop-settings.service';
import { ShopStatusService } from './shop-status.service';

@Module({
  controllers: [ShopController],
  providers: [ShopSettingsService, ShopStatusService, KitchenPaceService],
  exports: [ShopSettingsService, ShopStatusService],
})
export class ShopModule {}
