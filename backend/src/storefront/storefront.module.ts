import { Module } from '@nestjs/common';
import { MenuModule } from '../menu/menu.module';
import { ShopStatusModule } from '../shop-status/shop-status.module';
import { StorefrontPages } from './storefront-pages.service';

@Module({ imports: [MenuModule, ShopStatusModule], providers: [StorefrontPages], exports: [StorefrontPages] })
export class StorefrontModule {}
