import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Shop } from '@/api/generated/model';
import { shopClockOrDay, shopDayAndClock } from './shop-time';

export type ShopHoursNow = Pick<Shop, 'open' | 'opensAt' | 'closesAt' | 'timeZone'> &
  Partial<Pick<Shop, 'pause' | 'extraMinutes'>>;

/**
 * Whether the shop is open, as a customer reads it before ordering, on the shop's own clock:
 * "Open now · closes 22:00", "Closed · opens tomorrow 11:30", "Open now" when it does not close in the days ahead;
 * while the busy kitchen has paused orders for now, until when, and that later times are still taken; while it adds
 * minutes to every order, how many.
 */
export function formatShopStatus(shop: ShopHoursNow, now: Date, i18n: I18n = globalI18n): string {
  if (shop.open && shop.pause) {
    if (shop.pause.untilResumed) return i18n._(msg`Orders for now paused · order for later`);
    const until = shopClockOrDay(shop.pause.until, now, shop.timeZone, i18n);
    return i18n._(msg`Orders for now paused until ${until} · order for later`);
  }
  const hours = formatOpening(shop, now, i18n);
  const extraMinutes = shop.extraMinutes ?? 0;
  if (!shop.open || extraMinutes === 0) return hours;
  return i18n._(msg`${hours} · busy kitchen, ${extraMinutes} min more`);
}

function formatOpening(shop: ShopHoursNow, now: Date, i18n: I18n): string {
  if (shop.open) {
    if (!shop.closesAt) return i18n._(msg`Open now`);
    const closes = shopClockOrDay(shop.closesAt, now, shop.timeZone, i18n);
    return i18n._(msg`Open now · closes ${closes}`);
  }
  if (!shop.opensAt) return i18n._(msg`Closed`);
  const opens = shopDayAndClock(shop.opensAt, now, shop.timeZone, i18n);
  return i18n._(msg`Closed · opens ${opens}`);
}
