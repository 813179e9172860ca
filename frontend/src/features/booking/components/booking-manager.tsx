import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import { useState } from 'react';
import { useCancelBooking } from '@/api/generated/bookings-mutations/bookings-mutations';
import type { Booking } from '@/api/generated/model';
import { toastDone } from '@/lib/toasts';
import { useBookingUpdated } from '@/features/booking/hooks/use-booking-updated';
import { type BookingAccess, bookingRequest } from '@/features/booking/lib/booking-access';
import { whyBookingIsFixed } from '@/features/booking/lib/booking-lock';
import { bookingProblem } from '@/features/booking/lib/booking-problem';
import { BookingSummary } from './booking-summary';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ChangeBookingForm } from './change-booking-form';

interface BookingManagerProps {
  booking: Booking;
  access: BookingAccess;
  timeZone: string;
  now: Date;
}

/** One booking with what its guest may still do: change its party or time, or cancel it; or why not. */
export function BookingManager({ booking, access, timeZone, now }: BookingManagerProps) {
  const { t, i18n } = useLingui();
  const [changing, setChanging] = useState(false);
  const [asking, setAsking] = useState(false);
  const updated = useBookingUpdated();
  const cancel = useCancelBooking({
    mutation: {
      onSuccess: (cancelled) => {
        setAsking(false);
        updated(cancelled);
        toastDone(t`Your booking is cancelled`);
      },
      onError: () => setAsking(false),
    },
    request: bookingRequest(access),
  });
  const fixed = whyBookingIsFixed(booking, now, i18n);
  const reference = booking.reference;

  return (
    <Stack gap="md">
      <BookingSummary booking={booking} timeZone={timeZone} />
      {fixed ? (
        <BookingNotice color="gray" role="note">
          {fixed}
        </BookingNotice>
      ) : changing ? (
        <ChangeBookingForm
          booking={booking}
          access={access}
          timeZone={timeZone}
          now={now}
          onDone={() => setChanging(false)}
        />
      ) : (
        <Group>
          <Button
            variant="light"
            onClick={() => setChanging(true)}
            aria-label={t`Change party or time of booking ${reference}`}
          >
            <Trans>Change party or time</Trans>
          </Button>
          <Button
            variant="outline"
            color="red.9"
            onClick={() => setAsking(true)}
            aria-label={t`Cancel booking ${reference}`}
          >
            <Trans>Cancel booking</Trans>
          </Button>
        </Group>
      )}
      {cancel.isError && (
        <BookingNotice color="red" role="alert" title={t`The booking could not be cancelled`}>
          {bookingProblem(cancel.error, i18n)}
        </BookingNotice>
      )}
      <CancelBookingDialog
        booking={booking}
        timeZone={timeZone}
        opened={asking}
        cancelling={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: booking.id })}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
