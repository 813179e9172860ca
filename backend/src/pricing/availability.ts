import { type Said, said } from '../common/i18n/said';
import { clockTimeOf, minuteOfDay, startOfNextDay } from '../common/shop-clock';
import type { PricedDish, SoldOutMark } from './priced-dish';

export type Availability = { available: true } | { available: false; reason: Said };

export function isSoldOut({ soldOut, soldOutUntil }: SoldOutMark, now: Date): boolean {
  return soldOut && (soldOutUntil === null || soldOutUntil > now);
}

/** The mark an administrator sets: until the shop's next day starts, or until they put it back (no end). */
export function soldOutMark(until: 'tomorrow' | 'turned-back', now: Date, zone: string): SoldOutMark {
  return { soldOut: true, soldOutUntil: until === 'tomorrow' ? startOfNextDay(now, zone) : null };
}

/** A mark set "until tomorrow" ends at the shop's next midnight, so while it holds, that midnight is still to come. */
function soldOutInWords({ soldOutUntil }: SoldOutMark): Said {
  return soldOutUntil === null ? said('Sold out') : said('Sold out until tomorrow');
}

/** A sold-out choice, named. */
export function soldOutChoiceInWords(choice: SoldOutMark & { name: string }): Said {
  return choice.soldOutUntil === null
    ? said('{choice} is sold out', { choice: choice.name })
    : said('{choice} is sold out until tomorrow', { choice: choice.name });
}

/** Served from `from` up to, not including, `until`; an `until` before `from` runs past midnight. */
export function isServedAt(from: number, until: number, minute: number): boolean {
  return from < until ? minute >= from && minute < until : minute >= from || minute < until;
}

function hoursInWords(from: number, until: number): Said {
  return said('Served {from}–{until}', { from: clockTimeOf(from), until: clockTimeOf(until) });
}

/** Whether a dish can be ordered now, and why not: sold out first, then its hours in the shop's time zone. */
export function dishAvailability(
  dish: Pick<PricedDish, keyof SoldOutMark | 'servedFrom' | 'servedUntil'>,
  now: Date,
  zone: string,
): Availability {
  if (isSoldOut(dish, now)) return { available: false, reason: soldOutInWords(dish) };
  const { servedFrom, servedUntil } = dish;
  if (servedFrom !== null && servedUntil !== null && !isServedAt(servedFrom, servedUntil, minuteOfDay(now, zone))) {
    return { available: false, reason: hoursInWords(servedFrom, servedUntil) };
  }
  return { available: true };
}
