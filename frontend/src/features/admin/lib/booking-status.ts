import type { BookingStatus, BookingStatusChangeStatus } from '../../../api/generated/model';

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

const SEAT: HostTap = { status: 'seated', label: 'Seat' };
const NO_SHOW: HostTap = { status: 'no-show', label: 'No-show' };
const COMPLETE: HostTap = { status: 'completed', label: 'Complete' };
const CONFIRM: HostTap = { status: 'confirmed', label: 'Confirm' };

/** The taps the contract allows from each status (`PUT /bookings/{id}/status`); cancelling asks first, apart. */
export const hostTapsOf = (status: BookingStatus): HostTap[] => {
  // A guest who says on the phone that they are coming needs no e-mail to hold the table.
  if (status === 'booked') return [SEAT, NO_SHOW, CONFIRM];
  if (status === 'confirmed') return [SEAT, NO_SHOW];
  if (status === 'seated') return [COMPLETE];
  // A party marked a no-show that turns up after all: seated at its tables, unless another booking has them now.
  if (status === 'no-show') return [SEAT];
  return [];
};

/** A booking still to come or at its table can be moved, or cancelled by the restaurant. */
export const isOpenBooking = (status: BookingStatus) =>
  status === 'booked' || status === 'confirmed';

/** Whether a booking holds its table: cancelled and no-show ones left it free. */
export const holdsTable = (status: BookingStatus) => status !== 'cancelled' && status !== 'no-show';

/** "4 guests", "1 guest". */
export const partyInWords = (partySize: number) =>
  partySize === 1 ? '1 guest' : `${partySize} guests`;
