import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { MenuModule } from '../menu/menu.module';
import { ShopModule } from '../shop/shop.module';
import { StorefrontPages } from './storefront-pages.service';

@Module({
  imports: [MenuModule, CategoriesModule, ShopModule],
  providers: [StorefrontPages],
  exports: [StorefrontPages],
})
export class StorefrontModule {}
