import { shopDay } from '@/lib/time/shop-time';

/** Manage Bookings' address: the day shown (`?date=2026-11-27`), today in the shop's time zone when left out. */
export interface BookingDaySearch {
  date?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a calendar day written YYYY-MM-DD, in milliseconds; an impossible day rolls over (02-30). */
const utcMidnightOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};

/** Keeps a real calendar day from the address, drops anything else. */
export function parseBookingDaySearch(search: { date?: unknown }): BookingDaySearch {
  const { date } = search;
  if (typeof date !== 'string' || !DAY.test(date)) return {};
  const midnight = utcMidnightOf(date);
  return Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== date
    ? {}
    : { date };
}

/** The day to show: the one asked for, else today on the shop's clock. */
export const bookingDayOf = (search: BookingDaySearch, timeZone: string, now = new Date()) =>
  search.date ?? shopDay(now, timeZone);

/** The calendar day `days` after `date`. */
export const dayAfter = (date: string, days: number) =>
  new Date(utcMidnightOf(date) + days * 86_400_000).toISOString().slice(0, 10);
