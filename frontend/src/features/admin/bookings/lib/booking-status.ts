import type { Booking, BookingStatus, BookingStatusChangeStatus } from '@/api/generated/model';

/** How the host reads a booking's status, in words and in a colour dark enough for white text. */
export const BOOKING_STATUS: Record<BookingStatus, { label: string; color: string }> = {
  booked: { label: 'Booked, awaiting e-mail', color: 'yellow.9' },
  confirmed: { label: 'Confirmed', color: 'blue.8' },
  seated: { label: 'Seated', color: 'leaf.9' },
  completed: { label: 'Completed', color: 'gray.7' },
  'no-show': { label: 'No-show', color: 'grape.8' },
  cancelled: { label: 'Cancelled', color: 'red.9' },
};

/** A tap the host makes on a booking, with the status it sends. */
export interface HostTap {
  status: BookingStatusChangeStatus;
  label: string;
}

const TAP_LABELS: Record<BookingStatusChangeStatus, string> = {
  seated: 'Seat',
  'no-show': 'No-show',
  confirmed: 'Confirm',
  completed: 'Complete',
  cancelled: 'Cancel',
};

/**
 * The one-tap moves the booking takes now, in the API's order (`nextStatuses`, which `PUT /bookings/{id}/status`
 * enforces); cancelling is apart, because it asks first.
 */
export const hostTapsOf = (booking: Pick<Booking, 'nextStatuses'>): HostTap[] =>
  (booking.nextStatuses ?? [])
    .filter((status) => status !== 'cancelled')
    .map((status) => ({ status, label: TAP_LABELS[status] }));

/** Whether the restaurant may cancel the booking now. */
export const mayCancel = (booking: Pick<Booking, 'nextStatuses'>) =>
  booking.nextStatuses?.includes('cancelled') ?? false;

/** Whether one tap seats the party now. */
export const maySeat = (booking: Pick<Booking, 'nextStatuses'>) =>
  booking.nextStatuses?.includes('seated') ?? false;

/** A booking still to come can be moved (`PATCH /bookings/{id}` takes those). */
export const isOpenBooking = (status: BookingStatus) =>
  status === 'booked' || status === 'confirmed';

/** Whether a booking holds its table: cancelled and no-show ones left it free. */
export const holdsTable = (status: BookingStatus) => status !== 'cancelled' && status !== 'no-show';

/** "4 guests", "1 guest". */
export const partyInWords = (partySize: number) =>
  partySize === 1 ? '1 guest' : `${partySize} guests`;
