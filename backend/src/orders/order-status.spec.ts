import { canMove, nextStatuses, refusalOf } from './order-status';

describe('order status', () => {
  it('moves forward one step at a time', () => {
    expect(canMove('pending', 'preparing')).toBe(true);
    expect(canMove('preparing', 'ready')).toBe(true);
    expect(canMove('ready', 'completed')).toBe(true);
    expect(canMove('pending', 'ready')).toBe(false);
    expect(canMove('preparing', 'completed')).toBe(false);
  });

  it('never goes back', () => {
    expect(canMove('preparing', 'pending')).toBe(false);
    expect(canMove('completed', 'ready')).toBe(false);
    expect(canMove('cancelled', 'pending')).toBe(false);
  });

  it('cancels any order that is not completed, and nothing leaves cancelled', () => {
    for (const from of ['pending', 'preparing', 'ready'] as const) expect(canMove(from, 'cancelled')).toBe(true);
    expect(canMove('completed', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'completed')).toBe(false);
  });

  it('names every move it allows, the next step first, and only those', () => {
    const statuses = ['pending', 'preparing', 'ready', 'completed', 'cancelled'] as const;
    expect(nextStatuses('pending')).toEqual(['preparing', 'cancelled']);
    expect(nextStatuses('ready')).toEqual(['completed', 'cancelled']);
    expect(nextStatuses('completed')).toEqual([]);
    for (const from of statuses) {
      expect(statuses.filter((to) => canMove(from, to))).toEqual([...nextStatuses(from)].sort((a, b) => statuses.indexOf(a) - statuses.indexOf(b)));
    }
  });

  it('says why a change is refused and what is possible instead', () => {
    expect(refusalOf('pending', 'preparing')).toBeUndefined();
    expect(refusalOf('completed', 'pending')).toBe('An order that is completed cannot become pending.');
    expect(refusalOf('preparing', 'pending')).toBe('An order that is preparing cannot become pending; it can become ready or cancelled.');
  });
});
