import { describe, expect, it } from 'vitest';
import { busyDay, quietDay } from '@/features/admin/bookings/components/booking-fixtures';
import { bookingsByTime, timelineOf } from './booking-timeline';

const PARIS = 'Europe/Paris';

describe('the host’s timeline of a day', () => {
  const timeline = timelineOf(busyDay, PARIS);
  const row = (name: string) => timeline.rows.find((found) => found.name === name);
  const guestsOn = (name: string) => row(name)?.bookings.map((placed) => placed.booking.name);

  it('runs from the hour of the first booking to the hour the last party leaves, on the shop’s clock', () => {
    expect(timeline.hours.map((hour) => hour.label)).toEqual([
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
    ]);
    expect(timeline.hours[0].left).toBe(0);
    expect(timeline.hours.at(-1)?.left).toBe(100);
  });

  it('has a row for each table, in the room’s order, with its seats', () => {
    expect(timeline.rows.map((found) => found.name)).toEqual(busyDay.tables.map((t) => t.name));
    expect(row('Booth 3')?.seats).toBe('2–4 seats');
  });

  it('places a booking where its stay falls: 19:30 to 22:00 on a five-hour evening', () => {
    const placed = row('THECHEFSTABLEBESIDETHEKITCHENS')?.bookings[0];
    expect(placed?.left).toBeCloseTo(30);
    expect(placed?.width).toBeCloseTo(50);
  });

  it('shows a party on joined tables on each of their rows', () => {
    expect(guestsOn('Booth 3')).toContain('Katherine Johnson');
    expect(guestsOn('Booth 4')).toContain('Katherine Johnson');
  });

  it('keeps a no-show and a cancelled booking in lanes of their own under the booking that took their table', () => {
    const window2 = row('Window 2');
    const lanes = Object.fromEntries(
      window2?.bookings.map((placed) => [placed.booking.name, placed.lane]) ?? [],
    );
    expect(lanes['Barbara Liskov']).toBe(0);
    expect(lanes['Alan Turing']).toBe(1);
    expect(lanes['Claude Shannon']).toBe(2);
    expect(window2?.lanes).toBe(3);
    // Bookings that follow each other share a lane.
    expect(row('Window 1')?.lanes).toBe(1);
  });

  it('puts a booking on no table the day knows on a row of its own', () => {
    const lost = { ...busyDay.bookings[0], tables: [] };
    const rows = timelineOf({ ...busyDay, bookings: [lost] }, PARIS).rows;
    expect(rows.at(-1)?.name).toBe('No table');
    expect(rows.at(-1)?.bookings).toHaveLength(1);
  });

  it('shows an empty day from noon', () => {
    expect(timelineOf(quietDay, PARIS).hours[0].label).toBe('12:00');
  });
});

describe('a phone’s list of the day', () => {
  it('groups the bookings by their time on the shop’s clock, earliest first', () => {
    const groups = bookingsByTime(busyDay.bookings, PARIS);
    expect(groups.map(([clock]) => clock)).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:15',
      '20:30',
    ]);
    expect(groups[2][1].map((booking) => booking.name)).toEqual(['Alan Turing', 'Tim Berners-Lee']);
  });
});
