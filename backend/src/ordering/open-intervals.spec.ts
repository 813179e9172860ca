import fc from 'fast-check';
import { instantOfWallTime, shopDayOf } from '../common/shop-clock';
import { openIntervals, type OpeningRules, shopStatus, type WeeklyInterval } from './open-intervals';

const ALL_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const every = (opens: string, closes: string): WeeklyInterval[] => ALL_WEEK.map((day) => ({ day, opens, closes }));
const at = (iso: string) => new Date(iso);

describe('wall time in the shop’s zone across daylight saving time', () => {
  const day = (iso: string) => shopDayOf(Date.parse(`${iso}T12:00:00Z`), 'UTC');
  it('moves a skipped wall time to the first one after it, and takes the earlier of a repeated one', () => {
    // Paris skips 02:00–03:00 on 29 March 2026 and shows 02:00–03:00 twice on 25 October 2026.
    expect(new Date(instantOfWallTime(day('2026-03-29'), 150, 'Europe/Paris')).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(new Date(instantOfWallTime(day('2026-10-25'), 150, 'Europe/Paris')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // New York skips 02:00–03:00 on 8 March 2026 and repeats 01:00–02:00 on 1 November 2026.
    expect(new Date(instantOfWallTime(day('2026-03-08'), 130, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(new Date(instantOfWallTime(day('2026-11-01'), 90, 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(new Date(instantOfWallTime(day('2026-07-01'), 1290, 'America/New_York')).toISOString()).toBe(
      '2026-07-02T01:30:00.000Z',
    );
  });

  it('finds an instant whose wall time is the one asked for, whenever the clocks show it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 21_000 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom('Europe/Paris', 'America/New_York'),
        (d, minute, zone) => {
          const instant = instantOfWallTime(d, minute, zone);
          expect(shopDayOf(instant, zone)).toBe(d);
          // Never earlier than the wall time asked for, and only later by a skipped hour.
          const wall = new Date(instant).toLocaleString('en-GB', {
            timeZone: zone,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          });
          const [h = 0, m = 0] = wall.split(':').map(Number);
          expect(h * 60 + m - minute).toBeGreaterThanOrEqual(0);
          expect(h * 60 + m - minute).toBeLessThanOrEqual(60);
        },
      ),
    );
  });
});

describe('opening hours', () => {
  const paris = (weekly: WeeklyInterval[], specialDays: OpeningRules['specialDays'] = []): OpeningRules => ({
    weekly,
    specialDays,
    timeZone: 'Europe/Paris',
  });

  it('merges days open all day into one interval', () => {
    const intervals = openIntervals(
      paris(every('00:00', '00:00')),
      Date.parse('2026-07-01T10:00:00Z'),
      Date.parse('2026-07-04T10:00:00Z'),
    );
    expect(intervals).toHaveLength(1);
  });

  it('runs an interval closing before it opens past midnight, into a special day that closes', () => {
    const rules = paris([{ day: 'friday', opens: '18:00', closes: '01:00' }], [{ date: '2026-07-04', intervals: [] }]);
    const intervals = openIntervals(rules, Date.parse('2026-07-03T00:00:00Z'), Date.parse('2026-07-05T00:00:00Z'));
    expect(intervals.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()])).toEqual([
      ['2026-07-03T16:00:00.000Z', '2026-07-03T23:00:00.000Z'],
    ]);
  });

  it('replaces a weekday’s hours by a special day’s on its date', () => {
    const rules = paris(every('11:30', '14:30'), [
      { date: '2026-12-25', intervals: [{ opens: '18:00', closes: '20:00' }] },
    ]);
    expect(shopStatus(rules, at('2026-12-25T11:00:00Z'), 7)).toEqual({
      open: false,
      opensAt: at('2026-12-25T17:00:00Z'),
      closesAt: null,
    });
  });

  it('says when it closes while open and when it opens while closed', () => {
    const rules = paris([...every('11:30', '14:30'), ...every('19:00', '22:00')]);
    expect(shopStatus(rules, at('2026-07-01T10:00:00Z'), 7)).toEqual({
      open: true,
      opensAt: null,
      closesAt: at('2026-07-01T12:30:00Z'),
    });
    expect(shopStatus(rules, at('2026-07-01T21:00:00Z'), 7)).toEqual({
      open: false,
      opensAt: at('2026-07-02T09:30:00Z'),
      closesAt: null,
    });
    expect(shopStatus(paris(every('00:00', '00:00')), at('2026-07-01T21:00:00Z'), 7)).toEqual({
      open: true,
      opensAt: null,
      closesAt: null,
    });
    expect(shopStatus(paris([]), at('2026-07-01T21:00:00Z'), 7)).toEqual({
      open: false,
      opensAt: null,
      closesAt: null,
    });
  });
});
