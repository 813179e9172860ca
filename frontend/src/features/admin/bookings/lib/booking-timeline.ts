import { i18n as browserI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Booking, BookingDay, DiningTable } from '@/api/generated/model';
import { shopClock } from '@/lib/time/shop-time';
import { isoOfShopWallTime } from '@/lib/time/shop-wall-time';
import { holdsTable } from './booking-status';

const HOUR_MS = 60 * 60 * 1000;
/** Noon of a day, on the shop's clock and, if the shop's clock cannot say, in UTC. */
const NOON = 'T12:00';
const NOON_UTC = 'T12:00:00Z';

/** A booking placed on its table's row: how far along the day it starts and how much of it it takes, in %. */
interface PlacedBooking {
  booking: Booking;
  left: number;
  width: number;
  /** Its row's lane, 0 unless it overlaps another booking there (a cancelled one under a new one). */
  lane: number;
}

interface TimelineRow {
  /** The table's id, or `unseated` for bookings on no table the day knows. */
  key: string;
  name: string;
  seats?: string;
  bookings: PlacedBooking[];
  lanes: number;
}

export interface Timeline {
  /** The whole hours shown, each with where it falls in %. */
  hours: { label: string; left: number }[];
  rows: TimelineRow[];
}

/**
 * The day drawn as rows of tables against the clock: from the whole hour before its first booking to the whole
 * hour after its last party leaves (an empty day shows noon to 23:00), bookings that hold their table drawn over
 * those that do not. A booking on joined tables is on each of their rows.
 */
export function timelineOf(
  { date, tables, bookings }: BookingDay,
  timeZone: string,
  i18n: I18n = browserI18n,
): Timeline {
  const starts = bookings.map((booking) => Date.parse(booking.startsAt));
  const ends = bookings.map((booking) => Date.parse(booking.endsAt));
  const first = starts.length > 0 ? Math.min(...starts) : undefined;
  const last = ends.length > 0 ? Math.max(...ends) : undefined;
  const from =
    Math.floor(
      (first ?? Date.parse(isoOfShopWallTime(`${date}${NOON}`, timeZone) ?? `${date}${NOON_UTC}`)) /
        HOUR_MS,
    ) * HOUR_MS;
  const to = Math.max(Math.ceil((last ?? from + 11 * HOUR_MS) / HOUR_MS) * HOUR_MS, from + HOUR_MS);
  const span = to - from;
  const percentOf = (instant: number) => ((instant - from) / span) * 100;

  const hours = [];
  for (let hour = from; hour <= to; hour += HOUR_MS)
    hours.push({ label: shopClock(new Date(hour), timeZone), left: percentOf(hour) });

  const known = new Set(tables.map((table) => table.id));
  const rowOf = (key: string, name: string, seats: string | undefined, onRow: Booking[]) => {
    const placed = laneOut(
      onRow.map((booking) => ({
        booking,
        left: percentOf(Date.parse(booking.startsAt)),
        width: Math.max(
          percentOf(Date.parse(booking.endsAt)) - percentOf(Date.parse(booking.startsAt)),
          0,
        ),
        lane: 0,
      })),
    );
    return {
      key,
      name,
      seats,
      bookings: placed,
      lanes: Math.max(1, ...placed.map((entry) => entry.lane + 1)),
    };
  };
  const rows: TimelineRow[] = tables.map((table) =>
    rowOf(
      table.id,
      table.name,
      seatsOf(table, i18n),
      bookings.filter((booking) => booking.tables?.some((seat) => seat.id === table.id)),
    ),
  );
  const unseated = bookings.filter(
    (booking) => !booking.tables?.some((seat) => known.has(seat.id)),
  );
  if (unseated.length > 0) rows.push(rowOf('unseated', i18n._(msg`No table`), undefined, unseated));
  return { hours, rows };
}

/** "2–4 seats", "6 seats". */
export const seatsOf = (
  { minSeats, maxSeats }: Pick<DiningTable, 'minSeats' | 'maxSeats'>,
  i18n: I18n = browserI18n,
) =>
  minSeats === maxSeats
    ? i18n._(msg`${plural(maxSeats, { one: '# seat', other: '# seats' })}`)
    : i18n._(msg`${minSeats}–${maxSeats} seats`);

/** Each booking in the first lane where it overlaps nothing; those holding their table claim lanes first. */
function laneOut(placed: PlacedBooking[]): PlacedBooking[] {
  const ordered = [...placed].sort(
    (a, b) =>
      Number(holdsTable(b.booking.status)) - Number(holdsTable(a.booking.status)) ||
      a.left - b.left,
  );
  const lanes: PlacedBooking[][] = [];
  for (const entry of ordered) {
    const overlaps = (other: PlacedBooking) =>
      entry.left < other.left + other.width && other.left < entry.left + entry.width;
    let lane = lanes.findIndex((taken) => !taken.some(overlaps));
    if (lane === -1) lane = lanes.push([]) - 1;
    lanes[lane].push(entry);
    entry.lane = lane;
  }
  return placed;
}

/** The day's bookings by their time on the shop's clock, for a phone's list: `[["19:00", [...]], ...]`. */
export function bookingsByTime(bookings: Booking[], timeZone: string): [string, Booking[]][] {
  const groups = new Map<string, Booking[]>();
  const sorted = [...bookings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const booking of sorted) {
    const clock = shopClock(booking.startsAt, timeZone);
    groups.set(clock, [...(groups.get(clock) ?? []), booking]);
  }
  return [...groups];
}
