import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getListDeliveryZonesMockHandler } from '@/api/generated/delivery-zones/delivery-zones.msw';
import { getCreateDeliveryZoneMockHandler } from '@/api/generated/delivery-zones-staff/delivery-zones-staff.msw';
import { getGetOverviewMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import { getListPromoCodesMockHandler } from '@/api/generated/promo-codes/promo-codes.msw';
import {
  getGetOpeningHoursMockHandler,
  getGetShopMockHandler,
} from '@/api/generated/shop/shop.msw';
import {
  getGetOrderingSettingsMockHandler,
  getReplaceOpeningHoursMockHandler,
  getReplaceOrderingSettingsMockHandler,
} from '@/api/generated/shop-staff/shop-staff.msw';
import { sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { sampleCategories } from '@/features/admin/shared/components/category-fixtures';
import {
  sampleDeliveryZones,
  sampleOpeningHours,
  sampleOrderingSettings,
  samplePromoCodes,
  sampleShop,
} from '@/features/admin/shared/components/settings-fixtures';

/** The contract's handlers for the screens that set how the shop takes orders. */
export const settingsScreenHandlers = [
  getGetShopMockHandler(sampleShop),
  getGetOverviewMockHandler(sampleOverview),
  getGetOpeningHoursMockHandler(sampleOpeningHours),
  getReplaceOpeningHoursMockHandler(sampleOpeningHours),
  getGetOrderingSettingsMockHandler(sampleOrderingSettings),
  getListCategoriesMockHandler(sampleCategories),
  getReplaceOrderingSettingsMockHandler(sampleOrderingSettings),
  getListDeliveryZonesMockHandler(sampleDeliveryZones),
  getCreateDeliveryZoneMockHandler(sampleDeliveryZones[0]),
  getListPromoCodesMockHandler(samplePromoCodes),
];
