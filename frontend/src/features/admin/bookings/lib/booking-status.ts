import { i18n as browserI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Booking, BookingStatus, BookingStatusChangeStatus } from '@/api/generated/model';

/** How the host reads a booking's status, in words and in a colour dark enough for white text. */
export const BOOKING_STATUS: Record<BookingStatus, { label: MessageDescriptor; color: string }> = {
  booked: { label: msg`Booked, awaiting e-mail`, color: 'yellow.9' },
  confirmed: { label: msg`Confirmed`, color: 'blue.8' },
  seated: { label: msg`Seated`, color: 'leaf.9' },
  completed: { label: msg`Completed`, color: 'gray.7' },
  'no-show': { label: msg`No-show`, color: 'grape.8' },
  cancelled: { label: msg`Cancelled`, color: 'red.9' },
};

/** What the host is told once a booking has moved: "Ada Lovelace: seated". */
export const BOOKING_NOW: Record<BookingStatus, (name: string) => MessageDescriptor> = {
  booked: (name) => msg`${name}: booked, awaiting e-mail`,
  confirmed: (name) => msg`${name}: confirmed`,
  seated: (name) => msg`${name}: seated`,
  completed: (name) => msg`${name}: completed`,
  'no-show': (name) => msg`${name}: no-show`,
  cancelled: (name) => msg`${name}: cancelled`,
};

/** A tap the host makes on a booking, with the status it sends. */
export interface HostTap {
  status: BookingStatusChangeStatus;
  label: string;
}

const TAP_LABELS: Record<BookingStatusChangeStatus, MessageDescriptor> = {
  seated: msg`Seat`,
  'no-show': msg`No-show`,
  confirmed: msg`Confirm`,
  completed: msg`Complete`,
  cancelled: msg`Cancel`,
};

/**
 * The one-tap moves the booking takes now, in the API's order (`nextStatuses`, which `PUT /bookings/{id}/status`
 * enforces); cancelling is apart, because it asks first.
 */
export const hostTapsOf = (
  booking: Pick<Booking, 'nextStatuses'>,
  i18n: I18n = browserI18n,
): HostTap[] =>
  (booking.nextStatuses ?? [])
    .filter((status) => status !== 'cancelled')
    .map((status) => ({ status, label: i18n._(TAP_LABELS[status]) }));

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
export const partyInWords = (partySize: number, i18n: I18n = browserI18n) =>
  i18n._(msg`${plural(partySize, { one: '# guest', other: '# guests' })}`);
