import { i18n as globalI18n } from '@lingui/core';

// The shop's time zone in a date-time field and an instant read in full: only the customer's screens and the
// dashboard's show them, not the public pages, whose first script leaves them out.

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
