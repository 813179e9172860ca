import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListBookingsOfDayQueryKey,
  useSetBookingStatus,
} from '@/api/generated/bookings-staff/bookings-staff';
import type { Booking, BookingStatusChangeStatus } from '@/api/generated/model';
import { shopDayAndClock } from '@/lib/time/shop-time';
import { BOOKING_NOW, partyInWords } from '@/features/admin/bookings/lib/booking-status';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';

/** A party seated further than this from its booked time is seated only once the host says it is the right one. */
const FAR_FROM_BOOKED_MS = 60 * 60_000;

/** The host's taps on a booking (seat, no-show, complete) and its cancelling, which asks first. */
export function useBookingTaps(timeZone: string) {
  const { t, i18n } = useLingui();
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
          toastDone(BOOKING_NOW[changed.status](changed.name), undefined, i18n),
        onError: (error) => toastRefused(error, t`The booking was not changed`),
      },
    );

  const onTap = (booking: Booking, status: BookingStatusChangeStatus) => {
    const now = new Date();
    const name = booking.name;
    const party = partyInWords(booking.partySize, i18n);
    const booked = shopDayAndClock(booking.startsAt, now, timeZone);
    if (
      status !== 'seated' ||
      Math.abs(Date.parse(booking.startsAt) - now.getTime()) <= FAR_FROM_BOOKED_MS
    )
      return change(booking, status);
    modals.openConfirmModal({
      title: t`Seat this party now?`,
      centered: true,
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            {name}, {party}, booked for {booked}, not now. Seat them only if they are the party in
            front of you.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Seat them now`, cancel: t`Not them` },
      closeButtonProps: { 'aria-label': t`Do not seat them` },
      onConfirm: () => change(booking, status),
    });
  };

  const onCancel = (booking: Booking) => {
    const name = booking.name;
    const party = partyInWords(booking.partySize, i18n);
    const booked = shopDayAndClock(booking.startsAt, new Date(), timeZone);
    modals.openConfirmModal({
      title: t`Cancel this booking?`,
      centered: true,
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            {name}, {party} at {booked}. The table is freed at once and the guest is told by e-mail
            when they gave an address.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Cancel the booking`, cancel: t`Keep it` },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t`Keep the booking` },
      onConfirm: () => change(booking, 'cancelled'),
    });
  };

  const busyBookingId = setStatus.isPending ? setStatus.variables.id : undefined;
  return { onTap, onCancel, busyBookingId };
}
