/** The shop's wall clock: times of day and days in SHOP_TIME_ZONE, daylight saving time included. */

import { madeOncePerKey } from './made-once';

const MINUTES_PER_DAY = 24 * 60;
const wallClock = madeOncePerKey(
  (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/**
 * Wall times read already, per zone. Every request's slot plan asks for the same instants again (the starts of the
 * same days and opening hours), and reading one from Intl costs microseconds; the same instant always has the same
 * wall time, so a remembered one is exact. The oldest are forgotten all at once past a bound.
 */
const wallTimesRead = madeOncePerKey((_zone: string) => new Map<number, number>());
const WALL_TIMES_KEPT = 10_000;

/** The date and time the shop's clocks show at an instant, as if that wall time were UTC. */
function wallTimeAsUtc(instant: number, zone: string): number {
  const read = wallTimesRead(zone);
  const known = read.get(instant);
  if (known !== undefined) return known;
  const parts = Object.fromEntries(
    wallClock(zone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  if (read.size >= WALL_TIMES_KEPT) read.clear();
  read.set(instant, wall);
  return wall;
}

/** Minutes since the shop's midnight, 0 to 1439. */
export function minuteOfDay(now: Date, zone: string): number {
  const wall = new Date(wallTimeAsUtc(now.getTime(), zone));
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/** The instant the shop's next day starts: its midnight, or its first wall time where daylight saving time skips midnight. */
export function startOfNextDay(now: Date, zone: string): Date {
  const wall = new Date(wallTimeAsUtc(now.getTime(), zone));
  const nextMidnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1);
  // Midnight less the zone's offset, with the offset read at each guess in turn: across a change of offset the
  // guesses differ, and the day starts at the earliest one whose wall time is not before midnight.
  const offsetAt = (instant: number) => wallTimeAsUtc(instant, zone) - instant;
  const first = nextMidnight - offsetAt(nextMidnight);
  const second = nextMidnight - offsetAt(first);
  const third = nextMidnight - offsetAt(second);
  const starts = [first, second, third].filter((instant) => wallTimeAsUtc(instant, zone) >= nextMidnight);
  return new Date(Math.min(...starts));
}

const CLOCK_TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** '07:30' as minutes since midnight; the contract's ClockTime pattern has checked the text already. */
export function minutesOfClockTime(time: string): number {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight as the contract's ClockTime: 450 is '07:30'. */
export function clockTimeOf(minutes: number): string {
  const within = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** The shop's calendar date at an instant, as days since 1970-01-01 (so that adding 1 is the next day). */
export function shopDayOf(instant: Date | number, zone: string): number {
  return Math.floor(wallTimeAsUtc(Number(instant), zone) / MS_PER_DAY);
}

/** A shop day as 'YYYY-MM-DD', and its weekday (0 Sunday … 6 Saturday). */
export const isoDateOf = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
export const weekdayOf = (day: number): number => new Date(day * MS_PER_DAY).getUTCDay();

/**
 * The instant the shop's clocks show a wall time: `minutes` after the midnight starting `day` (1440 and more run
 * into the following days). Daylight saving time: a wall time the clocks skip moves to the first one after it
 * (the instant the clocks jump), and a wall time they show twice is its earlier instant.
 */
export function instantOfWallTime(day: number, minutes: number, zone: string): number {
  const wall = day * MS_PER_DAY + minutes * MS_PER_MINUTE;
  const offsetAt = (instant: number) => wallTimeAsUtc(instant, zone) - instant;
  // The zone's offsets a day either side of the wall time cover every change that can touch it.
  const candidates = [
    ...new Set([wall - offsetAt(wall - MS_PER_DAY), wall - offsetAt(wall), wall - offsetAt(wall + MS_PER_DAY)]),
  ];
  const exact = candidates.filter((instant) => wallTimeAsUtc(instant, zone) === wall);
  if (exact.length > 0) return Math.min(...exact);
  // Skipped: the first instant whose wall time is at or after it, found to the minute between two guesses.
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  while (after - before > MS_PER_MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (wallTimeAsUtc(middle, zone) >= wall) after = middle;
    else before = middle;
  }
  return after;
}
