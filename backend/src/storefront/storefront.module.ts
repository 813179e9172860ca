import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { MenuModule } from '../menu/menu.module';
import { ShopStatusModule } from '../shop-status/shop-status.module';
import { StorefrontPages } from './storefront-pages.service';

@Module({ imports: [MenuModule, CategoriesModule, ShopStatusModule], providers: [StorefrontPages], exports: [StorefrontPages] })
export class StorefrontModule {}
