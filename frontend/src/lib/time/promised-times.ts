import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Fulfilment } from '@/api/generated/model';
import { madeOnce } from '@/lib/made-once';
import { laterDayName, shopClock, shopDaysFrom } from './shop-time';

// The times the shop offers a customer (a pickup slot, a table) and the time it promises an order for: only the
// customer's screens and the dashboard's say them, not the public pages, whose first script leaves them out.

/** "Pickup at 19:30 today", "Delivery around 19:30 tomorrow", "Pickup at 18:00 on Friday". */
export const formatPromisedTime = (
  fulfilment: Fulfilment,
  promisedAt: string,
  now: Date,
  timeZone: string,
  i18n: I18n = globalI18n,
): string => {
  const at = new Date(promisedAt);
  const days = shopDaysFrom(at, now, timeZone);
  const clock = shopClock(promisedAt, timeZone, i18n.locale);
  if (fulfilment === 'delivery') {
    if (days === 0) return i18n._(msg`Delivery around ${clock} today`);
    if (days === 1) return i18n._(msg`Delivery around ${clock} tomorrow`);
    const day = laterDayName(at, days, timeZone, i18n.locale);
    return i18n._(msg`Delivery around ${clock} on ${day}`);
  }
  if (days === 0) return i18n._(msg`Pickup at ${clock} today`);
  if (days === 1) return i18n._(msg`Pickup at ${clock} tomorrow`);
  const day = laterDayName(at, days, timeZone, i18n.locale);
  return i18n._(msg`Pickup at ${clock} on ${day}`);
};

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The shop's clock for each of these instants, as `shopClock` says it; a time the clock shows twice (the hour
 * repeated when summer time ends) carries its UTC offset, so that a guest can tell "01:30 (GMT+2)" from
 * "01:30 (GMT+1)".
 */
export function shopClocks(
  instants: readonly string[],
  timeZone: string,
  locale: string = globalI18n.locale,
): string[] {
  const clocks = instants.map((instant) => shopClock(instant, timeZone, locale));
  const offset = madeOnce(
    offsetFormats,
    `${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' }),
  );
  return clocks.map((clock, index) =>
    clocks.indexOf(clock) === clocks.lastIndexOf(clock)
      ? clock
      : `${clock} (${offset.formatToParts(new Date(instants[index])).find((part) => part.type === 'timeZoneName')?.value ?? ''})`,
  );
}
