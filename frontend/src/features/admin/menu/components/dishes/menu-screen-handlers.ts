import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getUploadImageMockHandler } from '@/api/generated/images/images.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getListOptionGroupsMockHandler } from '@/api/generated/option-groups/option-groups.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import {
  sampleDishes,
  sampleOptionGroups,
} from '@/features/admin/shared/components/admin-fixtures';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { sampleCategories } from '@/features/admin/shared/components/category-fixtures';

/** The contract's handlers for the menu's screens: the sample dishes, option groups and categories, and uploads. */
export const menuScreenHandlers = [
  getListMenuItemsMockHandler(sampleDishes),
  getListOptionGroupsMockHandler(sampleOptionGroups),
  getListCategoriesMockHandler(sampleCategories),
  getGetShopMockHandler(sampleShop),
  getUploadImageMockHandler({ success: true, data: { display_url: '/uploads/x.png' } }),
];
