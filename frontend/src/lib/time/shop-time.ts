import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
export const laterDayName = (at: Date, days: number, timeZone: string, locale: string): string =>
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
