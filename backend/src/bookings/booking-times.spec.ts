import fc from 'fast-check';
import type { OpeningRules } from '../ordering/open-intervals';
import type { BookingRules } from './booking-rules';
import { bookingTimes, nearestTimes } from './booking-times';
import { isFree, seatingsFor, type TableHold } from './seatings';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const rules: BookingRules = {
  enabled: true,
  slotMinutes: 30,
  stays: [
    { upToParty: 2, minutes: 90 },
    { upToParty: 6, minutes: 120 },
  ],
  noticeMinutes: 60,
  daysAhead: 14,
  lastSeatingMinutes: 60,
  confirmMinutes: 30,
  unconfirmedPartyMax: 8,
};
const opening = (zone: string, opens = '18:00', closes = '23:00'): OpeningRules => ({
  weekly: WEEKDAYS.map((day) => ({ day, opens, closes })),
  specialDays: [],
  timeZone: zone,
});
const tables = [
  { id: 'b', name: 'Bar', minSeats: 1, maxSeats: 2 },
  { id: 't1', name: 'Table 1', minSeats: 2, maxSeats: 4 },
  { id: 't2', name: 'Table 2', minSeats: 2, maxSeats: 4 },
];
const join = [{ tableIds: ['t2', 't1'], minSeats: 5, maxSeats: 8 }];
const hhmm = (times: number[], zone = 'UTC') =>
  times.map((time) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      time,
    ),
  );

describe('booking times', () => {
  it('seat a party at the smallest table that fits, then the smallest join, never one too small or too large', () => {
    expect(seatingsFor(2, tables, join).map((seating) => seating.name)).toEqual(['Bar', 'Table 1', 'Table 2']);
    expect(seatingsFor(3, tables, join).map((seating) => seating.name)).toEqual(['Table 1', 'Table 2']);
    expect(seatingsFor(6, tables, join)).toEqual([
      { tableIds: ['t1', 't2'], minSeats: 5, maxSeats: 8, name: 'Table 2 + Table 1' },
    ]);
    expect(seatingsFor(9, tables, join)).toEqual([]);
  });

  it('run from the opening every slot up to the last seating, after the notice', () => {
    const now = new Date('2026-07-01T18:10:00Z');
    const day = bookingTimes({
      date: '2026-07-01',
      partySize: 2,
      rules,
      opening: opening('UTC'),
      now,
      seatings: seatingsFor(2, tables, join),
      holds: [],
    });
    expect(hhmm(day.times)).toEqual(['19:30', '20:00', '20:30', '21:00', '21:30', '22:00']);
  });

  it('for the host booking by phone, run from now on, on any day ahead, also with online booking off', () => {
    const now = new Date('2026-07-01T18:10:00Z');
    const facts = {
      partySize: 2,
      opening: opening('UTC'),
      now,
      seatings: seatingsFor(2, tables, join),
      holds: [],
      byStaff: true,
    };
    expect(hhmm(bookingTimes({ ...facts, date: '2026-07-01', rules }).times)).toEqual([
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
    ]);
    expect(bookingTimes({ ...facts, date: '2026-08-01', rules }).times).toHaveLength(9);
    expect(bookingTimes({ ...facts, date: '2026-07-02', rules: { ...rules, enabled: false } }).times).toHaveLength(9);
    expect(
      bookingTimes({ ...facts, byStaff: false, date: '2026-07-02', rules: { ...rules, enabled: false } }),
    ).toMatchObject({
      times: [],
      unavailableReason: 'We take bookings by phone only at the moment.',
    });
  });

  it('follow the shop’s clock across a change of daylight saving time', () => {
    // Europe/Paris moves from +2 to +1 on 25 October 2026: the evening's times are still 18:00 … 22:00 on its clocks.
    const day = bookingTimes({
      date: '2026-10-25',
      partySize: 2,
      rules,
      opening: opening('Europe/Paris'),
      now: new Date('2026-10-20T12:00:00Z'),
      seatings: seatingsFor(2, tables, join),
      holds: [],
    });
    expect(hhmm(day.times, 'Europe/Paris')).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
    ]);
    expect(new Date(day.times[0]!).toISOString()).toBe('2026-10-25T17:00:00.000Z');
  });

  it('offer the nearest free times, earliest first', () => {
    const hour = 3_600_000;
    expect(
      nearestTimes(
        [1, 2, 3, 4, 5, 6].map((h) => h * hour),
        3.5 * hour,
        3,
      ),
    ).toEqual([2, 3, 4].map((h) => h * hour));
  });

  it('for any holds, list only times with a seating free for the whole stay, and every such time', () => {
    const date = '2026-07-01';
    const evening = Date.parse('2026-07-01T17:00:00Z');
    const hold = fc.record({
      tableId: fc.constantFrom('b', 't1', 't2'),
      start: fc.integer({ min: 0, max: 8 * 4 }).map((quarter) => evening + quarter * 15 * 60_000),
      minutes: fc.integer({ min: 15, max: 180 }),
    });
    fc.assert(
      fc.property(fc.array(hold, { maxLength: 8 }), fc.integer({ min: 1, max: 8 }), (drawn, partySize) => {
        const holds: TableHold[] = drawn.map(({ tableId, start, minutes }) => ({
          tableId,
          start,
          end: start + minutes * 60_000,
        }));
        const seatings = seatingsFor(partySize, tables, join);
        const facts = {
          date,
          partySize,
          rules,
          opening: opening('UTC'),
          now: new Date('2026-06-30T12:00:00Z'),
          seatings,
        };
        const all = bookingTimes({ ...facts, holds: [] }).times;
        const free = bookingTimes({ ...facts, holds }).times;
        const stay = (partySize <= 2 ? 90 : 120) * 60_000;
        expect(free).toEqual(
          all.filter((time) => seatings.some((seating) => isFree(seating, holds, time, time + stay))),
        );
      }),
    );
  });
});
