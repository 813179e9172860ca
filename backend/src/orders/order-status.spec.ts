import { canMove, nextStatuses, refusalOf } from './order-status';

const STATUSES = ['pending', 'accepted', 'preparing', 'ready', 'completed', 'rejected', 'cancelled'] as const;

describe('order status', () => {
  it('is accepted or rejected first, then moves forward one step at a time', () => {
    expect(canMove('pending', 'accepted')).toBe(true);
    expect(canMove('pending', 'rejected')).toBe(true);
    expect(canMove('accepted', 'preparing')).toBe(true);
    expect(canMove('preparing', 'ready')).toBe(true);
    expect(canMove('ready', 'completed')).toBe(true);
    expect(canMove('pending', 'ready')).toBe(false);
    expect(canMove('accepted', 'ready')).toBe(false);
    expect(canMove('preparing', 'completed')).toBe(false);
    expect(canMove('accepted', 'rejected')).toBe(false);
  });

  it('never goes back', () => {
    expect(canMove('preparing', 'pending')).toBe(false);
    expect(canMove('accepted', 'pending')).toBe(false);
    expect(canMove('completed', 'ready')).toBe(false);
    expect(canMove('cancelled', 'pending')).toBe(false);
    expect(canMove('rejected', 'accepted')).toBe(false);
  });

  it('cancels any accepted order that is not completed; nothing leaves completed, rejected or cancelled', () => {
    for (const from of ['accepted', 'preparing', 'ready'] as const) expect(canMove(from, 'cancelled')).toBe(true);
    for (const from of ['completed', 'rejected', 'cancelled'] as const) {
      expect(nextStatuses(from)).toEqual([]);
      expect(STATUSES.filter((to) => canMove(from, to))).toEqual([]);
    }
  });

  it('still takes the moves of clients written before acceptance, without offering them', () => {
    expect(canMove('pending', 'preparing')).toBe(true);
    expect(canMove('pending', 'cancelled')).toBe(true);
    expect(nextStatuses('pending')).toEqual(['accepted', 'rejected']);
  });

  it('offers every move it allows from an accepted order, the next step first, and only those', () => {
    expect(nextStatuses('ready')).toEqual(['completed', 'cancelled']);
    expect(nextStatuses('completed')).toEqual([]);
    for (const from of STATUSES.filter((status) => status !== 'pending')) {
      expect(STATUSES.filter((to) => canMove(from, to))).toEqual(
        [...nextStatuses(from)].sort((a, b) => STATUSES.indexOf(a) - STATUSES.indexOf(b)),
      );
    }
  });

  it('says why a change is refused and what is possible instead', () => {
    expect(refusalOf('pending', 'accepted')).toBeUndefined();
    expect(refusalOf('completed', 'pending')).toEqual('An order that is completed cannot become pending.');
    expect(refusalOf('preparing', 'pending')).toEqual(
      'An order that is preparing cannot become pending; it can become ready or cancelled.',
    );
    expect(refusalOf('pending', 'ready')).toEqual(
      'An order that is pending cannot become ready; it can become accepted or rejected.',
    );
  });
});
