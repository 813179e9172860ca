import { Module } from '@nestjs/common';
import { ShopController } from './shop.controller';
import { ShopSettingsService } from './shop-settings.service';
import { ShopStatusService } from './shop-status.service';

@Module({
  controllers: [ShopController],
  providers: [ShopSettingsService, ShopStatusService],
  exports: [ShopSettingsService, ShopStatusService],
})
export class ShopModule {}
