import { describe, expect, it } from 'vitest';
import { holdsTable, hostTapsOf, isOpenBooking, partyInWords } from './booking-status';

const labelsOf = (status: Parameters<typeof hostTapsOf>[0]) =>
  hostTapsOf(status).map((tap) => `${tap.label}→${tap.status}`);

describe('the host’s taps on a booking', () => {
  it('seat a party or mark it a no-show while it is to come, and confirm one still waiting for its e-mail', () => {
    expect(labelsOf('confirmed')).toEqual(['Seat→seated', 'No-show→no-show']);
    expect(labelsOf('booked')).toEqual(['Seat→seated', 'No-show→no-show', 'Confirm→confirmed']);
  });

  it('complete a seated party, seat a no-show that turns up after all, and leave finished bookings alone', () => {
    expect(labelsOf('seated')).toEqual(['Complete→completed']);
    expect(labelsOf('no-show')).toEqual(['Seat→seated']);
    for (const status of ['completed', 'cancelled'] as const) expect(labelsOf(status)).toEqual([]);
  });

  it('move or cancel only bookings still to come', () => {
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
