import { type I18n, i18n as activeI18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BookingRules } from '@/api/generated/model';
import { shopDay } from '@/lib/time/shop-time';
import { madeOnce } from '@/lib/made-once';

/** A day a guest may book for: its value for the API (YYYY-MM-DD) and its name on the page. */
export interface BookableDate {
  value: string;
  label: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon UTC, after a YYYY-MM-DD date: a time of day no change of the clocks moves to another date. */
const NOON_UTC = 'T12:00:00Z';

const dateLabels = new Map<string, Intl.DateTimeFormat>();

/** A calendar day's short name in a language: "Wed, Nov 25". */
function dateLabel(locale: string) {
  return madeOnce(
    dateLabels,
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      }),
  );
}

/** The calendar day `days` after `day`, both YYYY-MM-DD (noon UTC, so that no clock change moves the date). */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}${NOON_UTC}`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Today and every day up to `daysAhead` after it, on the shop's calendar: the days the restaurant takes bookings for,
 * named in the interface's language (a screen passes its own `i18n`).
 */
export function bookableDates(
  now: Date,
  daysAhead: number,
  timeZone: string,
  i18n: I18n = activeI18n,
): BookableDate[] {
  const today = shopDay(now, timeZone);
  const format = dateLabel(i18n.locale);
  return Array.from({ length: daysAhead + 1 }, (_, offset) => {
    const value = addDays(today, offset);
    const name = format.format(new Date(`${value}${NOON_UTC}`));
    const label =
      offset === 0
        ? i18n._(msg`Today, ${name}`)
        : offset === 1
          ? i18n._(msg`Tomorrow, ${name}`)
          : name;
    return { value, label };
  });
}

/** The largest party that can book online: the last stay's `upToParty`. */
export const largestParty = (rules: BookingRules): number =>
  Math.max(...rules.stays.map((stay) => stay.upToParty));

/** "1 guest", "4 guests". */
export const partyOf = (size: number, i18n: I18n = activeI18n): string =>
  i18n._(msg`${plural(size, { one: '# guest', other: '# guests' })}`);
