import { type I18n, i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Booking } from '@/api/generated/model';

/** Why the guest can no longer change or cancel a booking, or undefined when they still can. */
export function whyBookingIsFixed(
  booking: Booking,
  now: Date,
  i18n: I18n = activeI18n,
): string | undefined {
  switch (booking.status) {
    case 'cancelled':
      return i18n._(
        msg`This booking was cancelled, so nothing can be changed. You are welcome to book again.`,
      );
    case 'no-show':
      return i18n._(msg`This booking has passed: we did not see you at the table.`);
    case 'seated':
    case 'completed':
      return i18n._(msg`This booking has started, so it can no longer be changed.`);
    default:
  }
  if (Date.parse(booking.startsAt) <= now.getTime())
    return i18n._(msg`This booking has passed, so it can no longer be changed.`);
  if (!booking.canChange)
    return i18n._(msg`This booking can no longer be changed online. Please call us.`);
  return undefined;
}
