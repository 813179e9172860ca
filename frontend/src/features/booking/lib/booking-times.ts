import { shopClock, shopClocks, shopDayName } from '@/lib/time/shop-time';

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

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** "Friday, November 27, 2026 at 19:30" on the shop's calendar and clock. */
export function bookingWhen(startsAt: string, timeZone: string): string {
  let format = whenFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    whenFormats.set(timeZone, format);
  }
  return `${format.format(new Date(startsAt))} at ${shopClock(startsAt, timeZone)}`;
}

/** When a booked table is released unless confirmed: "19:45" today, "00:15 tomorrow", "10:00 on Friday". */
export function confirmDeadline(confirmBy: string, now: Date, timeZone: string): string {
  const clock = shopClock(confirmBy, timeZone);
  const day = shopDayName(confirmBy, now, timeZone);
  if (day === 'today') return clock;
  return day === 'tomorrow' ? `${clock} tomorrow` : `${clock} on ${day}`;
}
