import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListBookingsOfDayQueryKey,
  useSetBookingStatus,
} from '../../../api/generated/bookings/bookings';
import type { Booking, BookingStatusChangeStatus } from '../../../api/generated/model';
import { shopClock } from '../../../lib/shop-time';
import { BOOKING_STATUS, partyInWords } from '../lib/booking-status';
import { toastDone, toastRefused } from '../lib/admin-toasts';

/** The host's taps on a booking (seat, no-show, complete) and its cancelling, which asks first. */
export function useBookingTaps(timeZone: string) {
  const queryClient = useQueryClient();
  const setStatus = useSetBookingStatus({
    mutation: {
      onSettled: () => queryClient.invalidateQueries({ queryKey: getListBookingsOfDayQueryKey() }),
    },
  });

  const onTap = (booking: Booking, status: BookingStatusChangeStatus) =>
    setStatus.mutate(
      { id: booking.id, data: { status } },
      {
        onSuccess: (changed) =>
          toastDone(`${changed.name}: ${BOOKING_STATUS[changed.status].label.toLowerCase()}`),
        onError: (error) => toastRefused(error, 'The booking was not changed'),
      },
    );

  const onCancel = (booking: Booking) =>
    modals.openConfirmModal({
      title: 'Cancel this booking?',
      centered: true,
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {booking.name}, {partyInWords(booking.partySize)} at{' '}
          {shopClock(booking.startsAt, timeZone)}. The table is freed at once and the guest is told
          by e-mail when they gave an address.
        </Text>
      ),
      labels: { confirm: 'Cancel the booking', cancel: 'Keep it' },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': 'Keep the booking' },
      onConfirm: () => onTap(booking, 'cancelled'),
    });

  const busyBookingId = setStatus.isPending ? setStatus.variables.id : undefined;
  return { onTap, onCancel, busyBookingId };
}
