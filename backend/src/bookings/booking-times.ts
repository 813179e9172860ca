import { type Said, said } from '../common/i18n/said';
import { instantOfWallTime, shopDayOf } from '../common/shop-clock';
import { type OpeningRules, openIntervals } from '../ordering/open-intervals';
import { type BookingRules, stayMinutesOf } from './booking-rules';
import { isFree, type Seating, type TableHold } from './seatings';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Everything the free times of a day depend on. */
export interface BookingDayFacts {
  /** 'YYYY-MM-DD', a day in the shop's time zone. */
  date: string;
  partySize: number;
  rules: BookingRules;
  opening: OpeningRules;
  now: Date;
  /** Where the party may sit, best first (`seatingsFor`). */
  seatings: readonly Seating[];
  /** The tables' holds that are still holding, around the day. */
  holds: readonly TableHold[];
  /** Staff book by phone whenever the restaurant is open, also with online booking off or at short notice. */
  byStaff?: boolean;
}

export interface BookingDay {
  stayMinutes: number;
  /** The free times, earliest first, as instants in milliseconds. */
  times: number[];
  /** Why no time is free, for a guest to read; only when `times` is empty. */
  unavailableReason?: Said;
}

const CLOSED_THAT_DAY = said('We are closed on that day.');

/** The day's first and last instants: [start, end) in the shop's time zone. */
export function dayBounds(date: string, zone: string): { day: number; start: number; end: number } {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
  return { day, start: instantOfWallTime(day, 0, zone), end: instantOfWallTime(day + 1, 0, zone) };
}

/**
 * The booking times of a day: every slot from each opening time, up to the last seating before closing, that is
 * after the notice asked for, on a day guests may book, with a seating free for the party's whole stay.
 */
export function bookingTimes(facts: BookingDayFacts): BookingDay {
  const { rules, partySize } = facts;
  const zone = facts.opening.timeZone;
  const stay = stayMinutesOf(rules, partySize);
  const none = (unavailableReason: Said): BookingDay => ({ stayMinutes: stay ?? 0, times: [], unavailableReason });
  if (!rules.enabled && !facts.byStaff) return none(said('We take bookings by phone only at the moment.'));
  if (stay === undefined || facts.seatings.length === 0) {
    return none(said('For a party of {partySize}, please call us.', { partySize }));
  }

  const { day, start: dayStart, end: dayEnd } = dayBounds(facts.date, zone);
  const now = facts.now.getTime();
  const today = shopDayOf(now, zone);
  if (day < today) return none(said('That day has passed.'));
  if (day > today + rules.daysAhead && !facts.byStaff) {
    return none(said('We take bookings up to {days} days ahead.', { days: rules.daysAhead }));
  }
  const earliest = facts.byStaff ? now : now + rules.noticeMinutes * MS_PER_MINUTE;
  const step = rules.slotMinutes * MS_PER_MINUTE;
  const stayMs = stay * MS_PER_MINUTE;
  const intervals = openIntervals(facts.opening, dayStart, dayEnd);
  if (intervals.length === 0) return none(CLOSED_THAT_DAY);

  const times: number[] = [];
  let onTheDay = false;
  for (const interval of intervals) {
    // Times run on the slot grid from the opening, also for an opening that began the day before.
    const first = interval.start + Math.max(0, Math.ceil((dayStart - interval.start) / step)) * step;
    const last = Math.min(interval.end - rules.lastSeatingMinutes * MS_PER_MINUTE, dayEnd - 1);
    for (let time = first; time <= last; time += step) {
      onTheDay = true;
      if (time < earliest) continue;
      if (facts.seatings.some((seating) => isFree(seating, facts.holds, time, time + stayMs))) times.push(time);
    }
  }
  if (times.length > 0) return { stayMinutes: stay, times };
  if (!onTheDay) return none(CLOSED_THAT_DAY);
  if (day === today && earliest > dayEnd - step) return none(said('It is too late to book for today.'));
  return none(said('We are fully booked for {partySize} on this day.', { partySize }));
}

/** The free times nearest `wanted`, earliest first: what a guest whose time was just taken is offered. */
export function nearestTimes(times: readonly number[], wanted: number, count: number): number[] {
  return [...times]
    .sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b)
    .slice(0, count)
    .sort((a, b) => a - b);
}
