import { describe, expect, it } from 'vitest';
import type { Booking } from '@/api/generated/model';
import { ApiError } from '@/api/fetcher';
import { whyBookingIsFixed } from './booking-lock';
import { bookingProblem, takenTimeAlternatives } from './booking-problem';

const now = new Date('2026-11-25T12:00:00Z');
const booking = {
  status: 'confirmed',
  startsAt: '2026-11-25T19:00:00.000Z',
  canChange: true,
} as Booking;

describe('whyBookingIsFixed', () => {
  it('lets a guest change a booking to come', () => {
    expect(whyBookingIsFixed(booking, now)).toBeUndefined();
    expect(whyBookingIsFixed({ ...booking, status: 'booked' }, now)).toBeUndefined();
  });

  it('says why a cancelled, started or past booking cannot be changed', () => {
    expect(whyBookingIsFixed({ ...booking, status: 'cancelled' }, now)).toMatch(/was cancelled/);
    expect(whyBookingIsFixed({ ...booking, status: 'seated' }, now)).toMatch(/has started/);
    expect(whyBookingIsFixed({ ...booking, status: 'no-show' }, now)).toMatch(/has passed/);
    expect(whyBookingIsFixed({ ...booking, startsAt: '2026-11-25T11:00:00.000Z' }, now)).toMatch(
      /has passed/,
    );
    expect(whyBookingIsFixed({ ...booking, canChange: false }, now)).toMatch(/call us/);
  });
});

describe('a refused booking', () => {
  it("offers the shop's alternatives only for a taken time", () => {
    const taken = new ApiError(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'That time was just taken. These times are still free.',
      alternatives: ['2026-11-25T19:30:00.000Z'],
    } as ConstructorParameters<typeof ApiError>[1]);
    expect(takenTimeAlternatives(taken)).toEqual(['2026-11-25T19:30:00.000Z']);
    const outside = new ApiError(422, {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'We do not take bookings that far ahead.',
    });
    expect(takenTimeAlternatives(outside)).toBeUndefined();
    expect(bookingProblem(outside)).toBe('We do not take bookings that far ahead.');
    expect(bookingProblem(new TypeError('boom'))).toBe('Something went wrong. Please try again.');
  });
});
