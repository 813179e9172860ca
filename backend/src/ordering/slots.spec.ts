import fc from 'fast-check';
import { hasRoom, horizonOf, loadOf, slotStarts } from './slots';

const rules = { slotMinutes: 15, leadMinutes: 20, daysAhead: 0, timeZone: 'UTC' };
const iso = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString().slice(11, 16));

describe('time slots', () => {
  it('start at the interval’s start and every slot length after, after the lead time, wholly inside the interval', () => {
    const interval = { start: Date.parse('2026-07-01T11:30:00Z'), end: Date.parse('2026-07-01T12:40:00Z') };
    expect(iso(slotStarts([interval], new Date('2026-07-01T11:20:00Z'), rules))).toEqual(['11:45', '12:00', '12:15']);
    expect(iso(slotStarts([interval], new Date('2026-07-01T09:00:00Z'), rules))).toEqual([
      '11:30',
      '11:45',
      '12:00',
      '12:15',
    ]);
  });

  it('stop at the end of the shop’s day the days ahead allow', () => {
    const interval = { start: Date.parse('2026-07-01T23:00:00Z'), end: Date.parse('2026-07-02T01:00:00Z') };
    expect(iso(slotStarts([interval], new Date('2026-07-01T12:00:00Z'), rules))).toEqual([
      '23:00',
      '23:15',
      '23:30',
      '23:45',
    ]);
  });

  it('weigh an order by prep minutes × quantity, against the slot’s capacity', () => {
    expect(
      loadOf([
        { prepMinutes: 10, quantity: 2 },
        { prepMinutes: 25, quantity: 1 },
      ]),
    ).toBe(45);
    expect(hasRoom(80, 40, 120)).toBe(true);
    expect(hasRoom(81, 40, 120)).toBe(false);
  });

  it('for any hours and rules, offer only whole slots inside an interval, after the lead time, before the horizon, in order', () => {
    const day = Date.parse('2026-07-01T00:00:00Z');
    const minutes = fc.integer({ min: 0, max: 3 * 24 * 60 });
    // Open intervals as openIntervals answers them: in order, apart from each other (touching ones are merged).
    const intervals = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 12 * 60 })), { maxLength: 6 })
      .map((pairs) => {
        let at = day;
        return pairs.map(([gap, length]) => {
          const start = at + gap * 60_000;
          at = start + length * 60_000;
          return { start, end: at };
        });
      });
    const slotRules = fc.record({
      slotMinutes: fc.constantFrom(5, 10, 15, 20, 30, 60),
      leadMinutes: fc.integer({ min: 0, max: 1440 }),
      daysAhead: fc.integer({ min: 0, max: 3 }),
      timeZone: fc.constant('UTC'),
    });
    fc.assert(
      fc.property(intervals, minutes, slotRules, (open, nowMinute, rules) => {
        const now = new Date(day + nowMinute * 60_000);
        const length = rules.slotMinutes * 60_000;
        const starts = slotStarts(open, now, rules);
        starts.forEach((start, index) => {
          const interval = open.find((candidate) => candidate.start <= start && start + length <= candidate.end);
          expect(interval).toBeDefined();
          expect((start - interval!.start) % length).toBe(0);
          expect(start).toBeGreaterThanOrEqual(now.getTime() + rules.leadMinutes * 60_000);
          expect(start).toBeLessThan(horizonOf(now, rules));
          if (index > 0) expect(start).toBeGreaterThan(starts[index - 1]!);
        });
      }),
    );
  });

  it('never let orders admitted one by one weigh more than the slot can cook', () => {
    const order = fc.array(
      fc.record({ prepMinutes: fc.integer({ min: 1, max: 240 }), quantity: fc.integer({ min: 1, max: 99 }) }),
      {
        minLength: 1,
        maxLength: 5,
      },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6000 }), fc.array(order, { maxLength: 40 }), (capacity, orders) => {
        let used = 0;
        for (const lines of orders) {
          const load = loadOf(lines);
          if (hasRoom(used, load, capacity)) used += load;
        }
        expect(used).toBeLessThanOrEqual(capacity);
      }),
    );
  });
});
