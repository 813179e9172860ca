import { Module } from '@nestjs/common';
import { KitchenPaceController } from './kitchen-pace.controller';
import { KitchenPaceService } from './kitchen-pace.service';
import { ShopController } from './shop.controller';
import { ShopSettingsService } from './shop-settings.service';
import { ShopStatusService } from './shop-status.service';

@Module({
  controllers: [ShopController, KitchenPaceController],
  providers: [ShopSettingsService, ShopStatusService, KitchenPaceService],
  exports: [ShopSettingsService, ShopStatusService],
})
export class ShopModule {}
