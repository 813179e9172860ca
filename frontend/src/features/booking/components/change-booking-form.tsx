import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import { useGetBookingRules } from '@/api/generated/bookings/bookings';
import { useChangeBooking } from '@/api/generated/bookings-mutations/bookings-mutations';
import type { Booking, BookingRules } from '@/api/generated/model';
import { shopDay } from '@/lib/time/shop-time';
import { toastDone } from '@/lib/toasts';
import { useBookingUpdated } from '@/features/booking/hooks/use-booking-updated';
import { useTableChoice } from '@/features/booking/hooks/use-table-choice';
import { type BookingAccess, bookingRequest } from '@/features/booking/lib/booking-access';
import { partyOf } from '@/features/booking/lib/booking-days';
import { bookingProblem, takenTimeAlternatives } from '@/features/booking/lib/booking-problem';
import { bookingWhen } from '@/features/booking/lib/booking-times';
import { TableChoiceFields } from './table-choice-fields';

interface ChangeBookingFormProps {
  booking: Booking;
  access: BookingAccess;
  timeZone: string;
  now: Date;
  onDone: () => void;
}

/** Another party size or time for a booking, checked by the shop as a new booking is. */
export function ChangeBookingForm(props: ChangeBookingFormProps) {
  const { t, i18n } = useLingui();
  const rules = useGetBookingRules();
  if (rules.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">
          <Trans>Opening the booking book…</Trans>
        </Text>
      </Group>
    );
  if (rules.isError)
    return (
      <BookingNotice color="red" role="alert" title={t`We could not open the booking book`}>
        {bookingProblem(rules.error, i18n)}
      </BookingNotice>
    );
  return <ChangeBookingChoice {...props} rules={rules.data} />;
}

function ChangeBookingChoice({
  booking,
  access,
  timeZone,
  now,
  rules,
  onDone,
}: ChangeBookingFormProps & { rules: BookingRules }) {
  const { t, i18n } = useLingui();
  const choice = useTableChoice({
    partySize: booking.partySize,
    date: shopDay(new Date(booking.startsAt), timeZone),
    startsAt: booking.startsAt,
  });
  const updated = useBookingUpdated();
  const change = useChangeBooking({
    mutation: {
      onSuccess: (changed) => {
        updated(changed);
        toastDone(t`Your booking is changed`);
        onDone();
      },
      onError: (error) => void choice.takeRefusal(error),
    },
    request: bookingRequest(access),
  });
  const refusal =
    change.error && !takenTimeAlternatives(change.error)
      ? bookingProblem(change.error, i18n)
      : null;
  const party = partyOf(booking.partySize, i18n);
  const when = bookingWhen(booking.startsAt, timeZone, i18n);

  const save = () => {
    if (!choice.checkTime() || !choice.startsAt) return;
    change.mutate({
      id: booking.id,
      data: { partySize: choice.partySize, startsAt: choice.startsAt },
    });
  };

  return (
    <Stack gap="md" component="section" aria-label={t`Change the booking`}>
      <Text size="sm">
        <Trans>
          Now: {party}, {when}.
        </Trans>
      </Text>
      <TableChoiceFields
        rules={rules}
        timeZone={timeZone}
        now={now}
        choice={choice}
        changing={booking.id}
      />
      {refusal && (
        <BookingNotice color="red" role="alert" title={t`The booking could not be changed`}>
          {refusal}
        </BookingNotice>
      )}
      <Group>
        <Button onClick={save} loading={change.isPending}>
          <Trans>Save the change</Trans>
        </Button>
        <Button variant="default" onClick={onDone} disabled={change.isPending}>
          <Trans>Keep it as it is</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
