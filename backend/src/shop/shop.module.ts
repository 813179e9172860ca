import { Module } from '@nestjs/common';
import { ShopController } from './shop.controller';
import { ShopSettingsService } from './shop-settings.service';

@Module({ controllers: [ShopController], providers: [ShopSettingsService], exports: [ShopSettingsService] })
export class ShopModule {}
