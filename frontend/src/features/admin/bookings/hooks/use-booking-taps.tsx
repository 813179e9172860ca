import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListBookingsOfDayQueryKey,
  useSetBookingStatus,
} from '@/api/generated/bookings/bookings';
import type { Booking, BookingStatusChangeStatus } from '@/api/generated/model';
import { shopDayAndClock } from '@/lib/time/shop-time';
import { BOOKING_STATUS, partyInWords } from '@/features/admin/bookings/lib/booking-status';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';

/** A party seated further than this from its booked time is seated only once the host says it is the right one. */
const FAR_FROM_BOOKED_MS = 60 * 60_000;

/** The host's taps on a booking (seat, no-show, complete) and its cancelling, which asks first. */
export function useBookingTaps(timeZone: string) {
  const queryClient = useQueryClient();
  const setStatus = useSetBookingStatus({
    mutation: {
      onSettled: () => queryClient.invalidateQueries({ queryKey: getListBookingsOfDayQueryKey() }),
    },
  });

  const change = (booking: Booking, status: BookingStatusChangeStatus) =>
    setStatus.mutate(
      { id: booking.id, data: { status } },
      {
        onSuccess: (changed) =>
          toastDone(`${changed.name}: ${BOOKING_STATUS[changed.status].label.toLowerCase()}`),
        onError: (error) => toastRefused(error, 'The booking was not changed'),
      },
    );

  const onTap = (booking: Booking, status: BookingStatusChangeStatus) => {
    const now = new Date();
    if (
      status !== 'seated' ||
      Math.abs(Date.parse(booking.startsAt) - now.getTime()) <= FAR_FROM_BOOKED_MS
    )
      return change(booking, status);
    modals.openConfirmModal({
      title: 'Seat this party now?',
      centered: true,
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {booking.name}, {partyInWords(booking.partySize)}, booked for{' '}
          {shopDayAndClock(booking.startsAt, now, timeZone)}, not now. Seat them only if they are
          the party in front of you.
        </Text>
      ),
      labels: { confirm: 'Seat them now', cancel: 'Not them' },
      closeButtonProps: { 'aria-label': 'Do not seat them' },
      onConfirm: () => change(booking, status),
    });
  };

  const onCancel = (booking: Booking) =>
    modals.openConfirmModal({
      title: 'Cancel this booking?',
      centered: true,
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {booking.name}, {partyInWords(booking.partySize)} at{' '}
          {shopDayAndClock(booking.startsAt, new Date(), timeZone)}. The table is freed at once and
          the guest is told by e-mail when they gave an address.
        </Text>
      ),
      labels: { confirm: 'Cancel the booking', cancel: 'Keep it' },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': 'Keep the booking' },
      onConfirm: () => change(booking, 'cancelled'),
    });

  const busyBookingId = setStatus.isPending ? setStatus.variables.id : undefined;
  return { onTap, onCancel, busyBookingId };
}
