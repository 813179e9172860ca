import { type I18n, i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { shopClock, shopDaysFrom } from '@/lib/time/shop-time';
import { shopClocks } from '@/lib/time/promised-times';
import { madeOnce } from '@/lib/made-once';

/** A time a guest can pick: the instant the API speaks of and the shop's clock the guest reads. */
interface BookingTimeChoice {
  startsAt: string;
  clock: string;
}

export interface TimesOfPartOfDay {
  part: 'Morning' | 'Afternoon' | 'Evening';
  times: BookingTimeChoice[];
}

const partOfDay = (clock: string): TimesOfPartOfDay['part'] => {
  const hour = Number(clock.slice(0, 2));
  if (hour < 12) return 'Morning';
  return hour < 17 ? 'Afternoon' : 'Evening';
};

/** The free times under Morning, Afternoon and Evening on the shop's clock, in the order given; empty parts left out. */
export function timesByPartOfDay(times: string[], timeZone: string): TimesOfPartOfDay[] {
  const parts: TimesOfPartOfDay[] = [];
  const clocks = shopClocks(times, timeZone);
  for (const [index, startsAt] of times.entries()) {
    const clock = clocks[index];
    const part = partOfDay(clock);
    let group = parts.find((candidate) => candidate.part === part);
    if (!group) parts.push((group = { part, times: [] }));
    group.times.push({ startsAt, clock });
  }
  return parts;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A format of dates in a language on the shop's calendar, made once. */
function dateFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  return madeOnce(
    dateFormats,
    `${locale} ${timeZone} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, ...options }),
  );
}

/** "Friday, November 27, 2026 at 19:30" on the shop's calendar and clock, in the language of `i18n`. */
export function bookingWhen(startsAt: string, timeZone: string, i18n: I18n = activeI18n): string {
  const date = dateFormat(i18n.locale, timeZone, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(startsAt));
  const clock = shopClock(startsAt, timeZone);
  return i18n._(msg`${date} at ${clock}`);
}

/** When a booked table is released unless confirmed: "19:45" today, "00:15 tomorrow", "10:00 on Friday". */
export function confirmDeadline(
  confirmBy: string,
  now: Date,
  timeZone: string,
  i18n: I18n = activeI18n,
): string {
  const clock = shopClock(confirmBy, timeZone);
  const at = new Date(confirmBy);
  const days = shopDaysFrom(at, now, timeZone);
  if (days === 0) return clock;
  if (days === 1) return i18n._(msg`${clock} tomorrow`);
  // A day of this week by its name, a later one by its date.
  const day = dateFormat(
    i18n.locale,
    timeZone,
    days > 1 && days < 7
      ? { weekday: 'long' }
      : { weekday: 'short', month: 'short', day: 'numeric' },
  ).format(at);
  return i18n._(msg`${clock} on ${day}`);
}
