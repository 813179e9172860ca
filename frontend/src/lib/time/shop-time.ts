import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Fulfilment } from '@/api/generated/model';
import { madeOnce } from '@/lib/made-once';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What makes a calendar date (YYYY-MM-DD) its midnight in UTC. */
const UTC_MIDNIGHT = 'T00:00:00Z';

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The shop's calendar day of an instant, as YYYY-MM-DD. */
export const shopDay = (instant: Date, timeZone: string): string =>
  madeOnce(
    dayKeyFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).format(instant);

/** The time on the shop's clock, 24-hour, in the interface's language: "19:30". */
export const shopClock = (
  instant: Date | string,
  timeZone: string,
  locale: string = globalI18n.locale,
): string =>
  madeOnce(
    clockFormats,
    `${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(instant));

/** How many of the shop's calendar days `instant` is after `now` (0 today, 1 tomorrow, -1 yesterday). */
export const shopDaysFrom = (instant: Date, now: Date, timeZone: string): number => {
  const toUtcMidnight = (day: string) => Date.parse(`${day}${UTC_MIDNIGHT}`);
  return Math.round(
    (toUtcMidnight(shopDay(instant, timeZone)) - toUtcMidnight(shopDay(now, timeZone))) / DAY_MS,
  );
};

/** A day beyond tomorrow in the interface's language: a weekday within the week ahead, else a date. */
const laterDayName = (at: Date, days: number, timeZone: string, locale: string): string =>
  days > 1 && days < 7
    ? at.toLocaleDateString(locale, { timeZone, weekday: 'long' })
    : at.toLocaleDateString(locale, {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      });

/** "today 19:30", "tomorrow 11:30", "Friday 18:00". */
export const shopDayAndClock = (
  instant: Date | string,
  now: Date,
  timeZone: string,
  i18n: I18n = globalI18n,
): string => {
  const at = new Date(instant);
  const days = shopDaysFrom(at, now, timeZone);
  const clock = shopClock(instant, timeZone, i18n.locale);
  if (days === 0) return i18n._(msg`today ${clock}`);
  if (days === 1) return i18n._(msg`tomorrow ${clock}`);
  const day = laterDayName(at, days, timeZone, i18n.locale);
  return `${day} ${clock}`;
};

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

/** The wall-clock parts of an instant in a time zone. */
function partsIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** An instant as a date-time field shows it, in the shop's time zone: `2026-12-01T00:00`. */
export const shopWallTimeOf = (iso: string, timeZone: string) => partsIn(new Date(iso), timeZone);

const asUtc = (wallTime: string) => Date.parse(`${wallTime}:00Z`);

/**
 * The instant a date-time typed in the shop's time zone names, as the contract writes it; undefined for text
 * that is no date-time. A time a clock change skips is taken as the hour after it.
 */
export function isoOfShopWallTime(wallTime: string, timeZone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wallTime)) return undefined;
  const wanted = asUtc(wallTime);
  if (Number.isNaN(wanted)) return undefined;
  // The zone's offset at a first guess, then again at the answer, which may fall across a clock change.
  let instant = wanted - (asUtc(partsIn(new Date(wanted), timeZone)) - wanted);
  instant = wanted - (asUtc(partsIn(new Date(instant), timeZone)) - instant);
  return new Date(instant).toISOString();
}

/** An instant as the staff read it, in the shop's time zone and the interface's language: "Dec 1, 2026, 00:00". */
export const formatShopTime = (iso: string, timeZone: string, locale: string = globalI18n.locale) =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** "22:00" later today, "tomorrow 02:00" or "Friday 18:00" after it, on the shop's clock. */
export function shopClockOrDay(
  instant: string,
  now: Date,
  timeZone: string,
  i18n: I18n = globalI18n,
): string {
  return shopDaysFrom(new Date(instant), now, timeZone) === 0
    ? shopClock(instant, timeZone, i18n.locale)
    : shopDayAndClock(instant, now, timeZone, i18n);
}
