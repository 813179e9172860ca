import type { Booking } from '@/api/generated/model';

/** Why the guest can no longer change or cancel a booking, or undefined when they still can. */
export function whyBookingIsFixed(booking: Booking, now: Date): string | undefined {
  switch (booking.status) {
    case 'cancelled':
      return 'This booking was cancelled, so nothing can be changed. You are welcome to book again.';
    case 'no-show':
      return 'This booking has passed: we did not see you at the table.';
    case 'seated':
    case 'completed':
      return 'This booking has started, so it can no longer be changed.';
    default:
  }
  if (Date.parse(booking.startsAt) <= now.getTime())
    return 'This booking has passed, so it can no longer be changed.';
  if (!booking.canChange) return 'This booking can no longer be changed online. Please call us.';
  return undefined;
}
