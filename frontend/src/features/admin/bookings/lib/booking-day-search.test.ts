import { describe, expect, it } from 'vitest';
import { bookingDayOf, dayAfter, parseBookingDaySearch } from './booking-day-search';

describe('the day Manage Bookings shows', () => {
  it('is the day in the address when it is a real one', () => {
    expect(parseBookingDaySearch({ date: '2026-11-27' })).toEqual({ date: '2026-11-27' });
    expect(parseBookingDaySearch({ date: '2026-02-30' })).toEqual({});
    expect(parseBookingDaySearch({ date: 'tomorrow' })).toEqual({});
    expect(parseBookingDaySearch({ date: 20261127 })).toEqual({});
  });

  it('is today on the shop’s clock when the address names none, even where the browser’s day differs', () => {
    const lateInNewYork = new Date('2026-11-28T03:30:00Z');
    expect(bookingDayOf({}, 'Europe/Paris', lateInNewYork)).toBe('2026-11-28');
    expect(bookingDayOf({}, 'America/New_York', lateInNewYork)).toBe('2026-11-27');
    expect(bookingDayOf({ date: '2026-12-24' }, 'Europe/Paris', lateInNewYork)).toBe('2026-12-24');
  });

  it('steps a day at a time across months and years', () => {
    expect(dayAfter('2026-11-30', 1)).toBe('2026-12-01');
    expect(dayAfter('2027-01-01', -1)).toBe('2026-12-31');
  });
});
