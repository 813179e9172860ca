import { describe, expect, it } from 'vitest';
import { bookingWhen, confirmDeadline, timesByPartOfDay } from './booking-times';

describe('timesByPartOfDay', () => {
  it("groups the free times by the shop's clock, keeping their order", () => {
    const times = [
      '2026-11-25T10:30:00.000Z',
      '2026-11-25T11:00:00.000Z',
      '2026-11-25T13:00:00.000Z',
      '2026-11-25T18:30:00.000Z',
    ];
    expect(timesByPartOfDay(times, 'Europe/Paris')).toEqual([
      { part: 'Morning', times: [{ startsAt: times[0], clock: '11:30' }] },
      {
        part: 'Afternoon',
        times: [
          { startsAt: times[1], clock: '12:00' },
          { startsAt: times[2], clock: '14:00' },
        ],
      },
      { part: 'Evening', times: [{ startsAt: times[3], clock: '19:30' }] },
    ]);
  });

  it('leaves out the parts of the day with no free time', () => {
    expect(timesByPartOfDay([], 'Europe/Paris')).toEqual([]);
    expect(timesByPartOfDay(['2026-11-25T19:00:00.000Z'], 'UTC')).toEqual([
      { part: 'Evening', times: [{ startsAt: '2026-11-25T19:00:00.000Z', clock: '19:00' }] },
    ]);
  });
});

describe('bookingWhen', () => {
  it("says the day and time on the shop's calendar", () => {
    expect(bookingWhen('2026-11-27T23:30:00.000Z', 'Europe/Paris')).toBe(
      'Saturday, November 28, 2026 at 00:30',
    );
    expect(bookingWhen('2026-11-27T23:30:00.000Z', 'America/New_York')).toBe(
      'Friday, November 27, 2026 at 18:30',
    );
  });
});

describe('confirmDeadline', () => {
  it('says the clock alone for today, and the day when the link lasts past midnight', () => {
    const now = new Date('2026-11-25T20:00:00Z');
    expect(confirmDeadline('2026-11-25T20:45:00.000Z', now, 'Europe/Paris')).toBe('21:45');
    expect(confirmDeadline('2026-11-25T23:15:00.000Z', now, 'Europe/Paris')).toBe('00:15 tomorrow');
    expect(confirmDeadline('2026-11-28T09:00:00.000Z', now, 'Europe/Paris')).toBe(
      '10:00 on Saturday',
    );
  });
});
