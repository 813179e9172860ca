import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Shop } from '@/api/generated/model';
import { shopClock, shopDayAndClock, shopDaysFrom } from './shop-time';

type ShopHoursNow = Pick<Shop, 'open' | 'opensAt' | 'closesAt' | 'timeZone'>;

/**
 * Whether the shop is open, as a customer reads it before ordering, on the shop's own clock:
 * "Open now · closes 22:00", "Closed · opens tomorrow 11:30", "Open now" when it does not close in the days ahead.
 */
export function formatShopStatus(shop: ShopHoursNow, now: Date, i18n: I18n = globalI18n): string {
  if (shop.open) {
    if (!shop.closesAt) return i18n._(msg`Open now`);
    const closesToday = shopDaysFrom(new Date(shop.closesAt), now, shop.timeZone) === 0;
    const closes = closesToday
      ? shopClock(shop.closesAt, shop.timeZone, i18n.locale)
      : shopDayAndClock(shop.closesAt, now, shop.timeZone, i18n);
    return i18n._(msg`Open now · closes ${closes}`);
  }
  if (!shop.opensAt) return i18n._(msg`Closed`);
  const opens = shopDayAndClock(shop.opensAt, now, shop.timeZone, i18n);
  return i18n._(msg`Closed · opens ${opens}`);
}
