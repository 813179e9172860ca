import { describe, expect, it } from 'vitest';
import type { BookingStatusChangeStatus } from '@/api/generated/model';
import {
  holdsTable,
  hostTapsOf,
  isOpenBooking,
  mayCancel,
  maySeat,
  partyInWords,
} from './booking-status';

const labelsOf = (nextStatuses: BookingStatusChangeStatus[] | undefined) =>
  hostTapsOf({ nextStatuses }).map((tap) => `${tap.label}→${tap.status}`);

describe('the host’s taps on a booking', () => {
  it('are the moves the API lists, in its order, with cancelling apart because it asks first', () => {
    expect(labelsOf(['seated', 'no-show', 'confirmed', 'cancelled'])).toEqual([
      'Seat→seated',
      'No-show→no-show',
      'Confirm→confirmed',
    ]);
    expect(labelsOf(['completed'])).toEqual(['Complete→completed']);
    expect(labelsOf([])).toEqual([]);
    // A booking a guest reads carries no moves.
    expect(labelsOf(undefined)).toEqual([]);
    expect(mayCancel({ nextStatuses: ['seated', 'cancelled'] })).toBe(true);
    expect(mayCancel({ nextStatuses: ['seated'] })).toBe(false);
    expect(maySeat({ nextStatuses: ['seated'] })).toBe(true);
    expect(maySeat({ nextStatuses: ['completed'] })).toBe(false);
  });

  it('move only bookings still to come', () => {
    expect(isOpenBooking('booked')).toBe(true);
    expect(isOpenBooking('confirmed')).toBe(true);
    expect(isOpenBooking('seated')).toBe(false);
  });

  it('count a table as taken unless the booking was cancelled or its party never came', () => {
    expect(holdsTable('seated')).toBe(true);
    expect(holdsTable('no-show')).toBe(false);
    expect(holdsTable('cancelled')).toBe(false);
    expect(partyInWords(1)).toBe('1 guest');
    expect(partyInWords(12)).toBe('12 guests');
  });
});
