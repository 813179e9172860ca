import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { AnchorLink } from '@/components/link';
import { BookingNotice } from './booking-notice';
import { useForm } from '@mantine/form';
import { useCreateBooking } from '@/api/generated/bookings-mutations/bookings-mutations';
import type { Booking, BookingRules } from '@/api/generated/model';
import { replaceBookingRulesBodyUnconfirmedPartyMaxDefault } from '@/api/generated/zod/bookings-staff/bookings-staff.zod';
import { bookableDates, largestParty } from '@/features/booking/lib/booking-days';
import { bookingProblem, takenTimeAlternatives } from '@/features/booking/lib/booking-problem';
import {
  GUEST_LIMITS,
  type GuestDetails,
  guestDetailsChecks,
  guestDetailsForShop,
} from '@/features/booking/lib/guest-details';
import { useBookingUpdated } from '@/features/booking/hooks/use-booking-updated';
import { useTableChoice } from '@/features/booking/hooks/use-table-choice';
import { TableChoiceFields } from './table-choice-fields';

interface BookingFormProps {
  rules: BookingRules;
  timeZone: string;
  now: Date;
  /** What the signed-in customer's account already says; empty for a visitor. */
  guest: Pick<GuestDetails, 'name' | 'email'>;
  signedIn: boolean;
  /** The signed-in customer's confirmed address: a booking for it needs no e-mail's confirmation. */
  confirmedEmail?: string;
  onBooked: (booking: Booking) => void;
}

/** Party, day, a time that really has a table free, then who the table is for. The table is the shop's choice. */
export function BookingForm({
  rules,
  timeZone,
  now,
  guest,
  signedIn,
  confirmedEmail,
  onBooked,
}: BookingFormProps) {
  const { t, i18n } = useLingui();
  const choice = useTableChoice({
    partySize: Math.min(2, largestParty(rules)),
    date: bookableDates(now, rules.daysAhead, timeZone, i18n)[0].value,
  });
  const form = useForm<GuestDetails>({
    mode: 'controlled',
    initialValues: { name: guest.name, phone: '', email: guest.email, notes: '' },
    validate: guestDetailsChecks(i18n),
  });
  const updated = useBookingUpdated();
  const booking = useCreateBooking({
    mutation: {
      onSuccess: (made) => {
        updated(made);
        onBooked(made);
      },
      onError: (error) => void choice.takeRefusal(error),
    },
  });
  const confirmMinutes = rules.confirmMinutes;
  const notesMax = GUEST_LIMITS.notes;
  const tooLargeToWait = waitsTooLarge(rules, choice.partySize, form.values.email, confirmedEmail);
  const refusal =
    booking.error && !takenTimeAlternatives(booking.error)
      ? bookingProblem(booking.error, i18n)
      : null;

  const book = (details: GuestDetails) => {
    if (!choice.checkTime() || !choice.startsAt) return;
    booking.mutate({
      data: {
        partySize: choice.partySize,
        startsAt: choice.startsAt,
        ...guestDetailsForShop(details),
      },
    });
  };

  return (
    <form
      onSubmit={form.onSubmit(book, () => choice.checkTime())}
      aria-label={t`Book a table`}
      noValidate
    >
      <Stack gap="lg">
        <Fieldset legend={t`Your table`}>
          <Stack gap="md">
            <TableChoiceFields rules={rules} timeZone={timeZone} now={now} choice={choice} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t`Your details`}>
          <Stack gap="md">
            <TextInput
              label={t`Name`}
              autoComplete="name"
              maxLength={GUEST_LIMITS.name}
              withAsterisk
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t`Phone`}
              type="tel"
              autoComplete="tel"
              description={t`In case we need to reach you about the table`}
              withAsterisk
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t`E-mail`}
              type="email"
              autoComplete="email"
              maxLength={GUEST_LIMITS.email}
              description={
                signedIn
                  ? t`The confirmation goes here`
                  : t`We send a link here: the table is held for ${confirmMinutes} minutes until you open it`
              }
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Textarea
              label={t`Notes`}
              description={t`Allergies, a high chair, an occasion: up to ${notesMax} characters`}
              maxLength={GUEST_LIMITS.notes}
              rows={3}
              {...form.getInputProps('notes')}
            />
          </Stack>
        </Fieldset>
        {tooLargeToWait && (
          <BookingNotice
            color="yellow"
            role="status"
            title={t`More than ${tooLargeToWait} guests?`}
          >
            {signedIn ? (
              <Trans>
                A party this large is booked signed in with a confirmed e-mail address, or by phone:
                book with the address of your account, or call us.
              </Trans>
            ) : (
              <Trans>
                A party this large is booked signed in with a confirmed e-mail address, or by phone:
                please{' '}
                <AnchorLink to="/login" search={{ redirect: '/table-booking' }}>
                  sign in
                </AnchorLink>{' '}
                or call us.
              </Trans>
            )}
          </BookingNotice>
        )}
        {refusal && (
          <BookingNotice color="red" role="alert" title={t`The table could not be booked`}>
            {refusal}
          </BookingNotice>
        )}
        <Group>
          <Button
            type="submit"
            size="md"
            loading={booking.isPending}
            disabled={Boolean(tooLargeToWait)}
          >
            <Trans>Book the table</Trans>
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>We choose the table that fits your party best.</Trans>
        </Text>
      </Stack>
    </form>
  );
}

/**
 * The largest party a booking waiting for its e-mail's confirmation seats, when this one is larger and would wait
 * (it is not for the signed-in customer's confirmed address); undefined when it may be booked.
 */
function waitsTooLarge(
  rules: BookingRules,
  partySize: number,
  email: string,
  confirmedEmail: string | undefined,
) {
  const max = rules.unconfirmedPartyMax ?? replaceBookingRulesBodyUnconfirmedPartyMaxDefault;
  const confirmed =
    confirmedEmail !== undefined && email.trim().toLowerCase() === confirmedEmail.toLowerCase();
  return !confirmed && partySize > max ? max : undefined;
}
