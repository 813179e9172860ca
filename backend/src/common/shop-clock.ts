/** The shop's wall clock: times of day and days in SHOP_TIME_ZONE, daylight saving time included. */

const MINUTES_PER_DAY = 24 * 60;
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/** The date and time the shop's clocks show at an instant, as if that wall time were UTC. */
function wallTimeAsUtc(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    wallClock(zone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
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
