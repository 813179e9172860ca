import { hasRoom, loadOf, slotStarts } from './slots';

const rules = { slotMinutes: 15, leadMinutes: 20, daysAhead: 0, timeZone: 'UTC' };
const iso = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString().slice(11, 16));

describe('time slots', () => {
  it('start at the interval’s start and every slot length after, after the lead time, wholly inside the interval', () => {
    const interval = { start: Date.parse('2026-07-01T11:30:00Z'), end: Date.parse('2026-07-01T12:40:00Z') };
    expect(iso(slotStarts([interval], new Date('2026-07-01T11:20:00Z'), rules))).toEqual(['11:45', '12:00', '12:15']);
    expect(iso(slotStarts([interval], new Date('2026-07-01T09:00:00Z'), rules))).toEqual(['11:30', '11:45', '12:00', '12:15']);
  });

  it('stop at the end of the shop’s day the days ahead allow', () => {
    const interval = { start: Date.parse('2026-07-01T23:00:00Z'), end: Date.parse('2026-07-02T01:00:00Z') };
    expect(iso(slotStarts([interval], new Date('2026-07-01T12:00:00Z'), rules))).toEqual(['23:00', '23:15', '23:30', '23:45']);
  });

  it('weigh an order by prep minutes × quantity, against the slot’s capacity', () => {
    expect(loadOf([{ prepMinutes: 10, quantity: 2 }, { prepMinutes: 25, quantity: 1 }])).toBe(45);
    expect(hasRoom(80, 40, 120)).toBe(true);
    expect(hasRoom(81, 40, 120)).toBe(false);
  });
});
