// When the shop is open, as instants: its opening rules (weekly hours, special days, time zone) turned into open
// intervals and the status at a moment. The hours as administrators write them are the shop module's opening-hours.ts.
import { instantOfWallTime, isoDateOf, minutesOfClockTime, shopDayOf, weekdayOf } from '../common/shop-clock';
import type { components } from '../generated/contract';

type Schemas = components['schemas'];
export type WeeklyInterval = Schemas['WeeklyInterval'];
export type SpecialDay = Schemas['SpecialDay'];

/** When the shop takes orders: its weekly hours and its dates with other hours, read in its time zone. */
export interface OpeningRules {
  weekly: readonly WeeklyInterval[];
  specialDays: readonly SpecialDay[];
  timeZone: string;
}

/** A time the shop is open, as instants in milliseconds: from `start`, up to but not including `end`. */
export interface OpenInterval {
  start: number;
  end: number;
}

const WEEKDAYS: readonly WeeklyInterval['day'][] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const MS_PER_DAY = 86_400_000;

/** A day's intervals: its special day's if it has one, else its weekday's. */
function intervalsOfDay(rules: OpeningRules, day: number): readonly Schemas['OpeningInterval'][] {
  const special = rules.specialDays.find((specialDay) => specialDay.date === isoDateOf(day));
  if (special) return special.intervals;
  const weekday = WEEKDAYS[weekdayOf(day)];
  return rules.weekly.filter((interval) => interval.day === weekday);
}

/**
 * The shop's open intervals that touch [from, to), merged where they touch or overlap (an all-day Monday and an
 * all-day Tuesday are one interval), in order. An interval is not cut at the range's ends, except that intervals
 * are only looked for from the day before `from`: one open for longer is seen from that day's start.
 */
export function openIntervals(rules: OpeningRules, from: number, to: number): OpenInterval[] {
  const zone = rules.timeZone;
  const all: OpenInterval[] = [];
  for (let day = shopDayOf(from, zone) - 1; day <= shopDayOf(to, zone); day++) {
    for (const { opens, closes } of intervalsOfDay(rules, day)) {
      const openMinute = minutesOfClockTime(opens);
      const closeMinute = minutesOfClockTime(closes);
      // Closing at or before opening runs past midnight; equal is the whole day round.
      const closesNextDay = closeMinute <= openMinute;
      const start = instantOfWallTime(day, openMinute, zone);
      const end = instantOfWallTime(closesNextDay ? day + 1 : day, closeMinute, zone);
      if (end > start) all.push({ start, end });
    }
  }
  all.sort((a, b) => a.start - b.start);
  const merged: OpenInterval[] = [];
  for (const interval of all) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged.filter((interval) => interval.end > from && interval.start < to);
}

/** Whether the shop is open at an instant, and when that next changes (null: not within the days looked at). */
export interface ShopStatus {
  open: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
}

/** The shop's status at `now`, looking `daysAhead` days past today (and one more, so that today's night is seen). */
export function shopStatus(rules: OpeningRules, now: Date, daysAhead: number): ShopStatus {
  const at = now.getTime();
  const horizon = at + (daysAhead + 1) * MS_PER_DAY;
  const intervals = openIntervals(rules, at, horizon);
  const current = intervals.find((interval) => interval.start <= at && at < interval.end);
  if (current) return { open: true, opensAt: null, closesAt: current.end < horizon ? new Date(current.end) : null };
  const next = intervals.find((interval) => interval.start > at);
  return { open: false, opensAt: next ? new Date(next.start) : null, closesAt: null };
}

/** The open interval that holds `at`, if the shop is open then. */
export function intervalAt(intervals: readonly OpenInterval[], at: number): OpenInterval | undefined {
  return intervals.find((interval) => interval.start <= at && at < interval.end);
}
