import { dishAvailability, isServedAt, isSoldOut, soldOutMark } from './availability';
import { dish } from './dish-fixtures';

const now = new Date('2026-07-01T09:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('whether a dish can be ordered now', () => {
  it('is sold out until turned back, or until its end, and no longer at that instant', () => {
    expect(isSoldOut({ soldOut: true, soldOutUntil: null }, now)).toBe(true);
    expect(isSoldOut({ soldOut: true, soldOutUntil: later(1) }, now)).toBe(true);
    expect(isSoldOut({ soldOut: true, soldOutUntil: later(0) }, now)).toBe(false);
    expect(isSoldOut({ soldOut: true, soldOutUntil: later(-1) }, now)).toBe(false);
    expect(isSoldOut({ soldOut: false, soldOutUntil: null }, now)).toBe(false);
  });

  it('is marked sold out until the shop’s next day starts, or with no end until turned back', () => {
    expect(soldOutMark('tomorrow', now, 'Europe/Paris')).toEqual({
      soldOut: true,
      soldOutUntil: new Date('2026-07-01T22:00:00Z'),
    });
    expect(soldOutMark('turned-back', now, 'Europe/Paris')).toEqual({ soldOut: true, soldOutUntil: null });
  });

  it('says why a sold-out dish cannot be ordered', () => {
    expect(dishAvailability(dish([], { soldOut: true }), now, 'UTC')).toEqual({ available: false, reason: 'Sold out' });
    expect(dishAvailability(dish([], { soldOut: true, soldOutUntil: later(60_000) }), now, 'UTC')).toEqual({
      available: false,
      reason: 'Sold out until tomorrow',
    });
    expect(dishAvailability(dish([], { soldOut: true, soldOutUntil: later(0) }), now, 'UTC')).toEqual({
      available: true,
    });
  });

  it('serves from the first minute of its hours up to, not including, the last', () => {
    expect([419, 420, 659, 660].map((minute) => isServedAt(420, 660, minute))).toEqual([false, true, true, false]);
  });

  it('serves hours that run past midnight on both sides of it', () => {
    expect([1319, 1320, 1439, 0, 119, 120].map((minute) => isServedAt(1320, 120, minute))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('reads the hours on the shop’s clock and says them outside', () => {
    const breakfast = dish([], { servedFrom: 7 * 60, servedUntil: 11 * 60 });
    // 09:00 UTC is 11:00 in Paris in summer: breakfast is over there, and on in London (10:00).
    expect(dishAvailability(breakfast, now, 'Europe/Paris')).toEqual({
      available: false,
      reason: 'Served 07:00–11:00',
    });
    expect(dishAvailability(breakfast, now, 'Europe/London')).toEqual({ available: true });
    expect(dishAvailability(dish([], { servedFrom: 22 * 60, servedUntil: 2 * 60 }), now, 'UTC')).toEqual({
      available: false,
      reason: 'Served 22:00–02:00',
    });
  });

  it('names being sold out before being outside the hours', () => {
    const closedAndSoldOut = dish([], { soldOut: true, servedFrom: 0, servedUntil: 60 });
    expect(dishAvailability(closedAndSoldOut, now, 'UTC')).toEqual({ available: false, reason: 'Sold out' });
  });
});
