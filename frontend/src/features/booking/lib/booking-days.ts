import type { BookingRules } from '@/api/generated/model';
import { shopDay } from '@/lib/time/shop-time';

/** A day a guest may book for: its value for the API (YYYY-MM-DD) and its name on the page. */
export interface BookableDate {
  value: string;
  label: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const dateLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** The calendar day `days` after `day`, both YYYY-MM-DD (noon UTC, so that no clock change moves the date). */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today and every day up to `daysAhead` after it, on the shop's calendar: the days the restaurant takes bookings for. */
export function bookableDates(now: Date, daysAhead: number, timeZone: string): BookableDate[] {
  const today = shopDay(now, timeZone);
  return Array.from({ length: daysAhead + 1 }, (_, offset) => {
    const value = addDays(today, offset);
    const name = dateLabel.format(new Date(`${value}T12:00:00Z`));
    const prefix = offset === 0 ? 'Today, ' : offset === 1 ? 'Tomorrow, ' : '';
    return { value, label: `${prefix}${name}` };
  });
}

/** The largest party that can book online: the last stay's `upToParty`. */
export const largestParty = (rules: BookingRules): number =>
  Math.max(...rules.stays.map((stay) => stay.upToParty));

/** "1 guest", "4 guests". */
export const partyOf = (size: number): string => (size === 1 ? '1 guest' : `${size} guests`);
