import { Module } from '@nestjs/common';
import { ShopStatusController } from './shop-status.controller';
import { ShopStatusService } from './shop-status.service';

@Module({ controllers: [ShopStatusController], providers: [ShopStatusService], exports: [ShopStatusService] })
export class ShopStatusModule {}
