import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import type { Booking } from '@/api/generated/model';
import { ButtonLink } from '@/components/link';
import { confirmDeadline } from '@/features/booking/lib/booking-times';
import { BookingSummary } from './booking-summary';

interface BookingOutcomeProps {
  booking: Booking;
  timeZone: string;
  now: Date;
  /** A signed-in customer finds the booking again under My bookings. */
  signedIn: boolean;
  onBookAnother: () => void;
}

/** What a guest learns once the table is booked: confirmed, or waiting for the link in their e-mail. */
export function BookingOutcome({
  booking,
  timeZone,
  now,
  signedIn,
  onBookAnother,
}: BookingOutcomeProps) {
  const { t, i18n } = useLingui();
  const email = booking.email;
  const waiting = booking.status === 'booked' ? booking.confirmBy : null;
  const deadline = waiting ? confirmDeadline(waiting, now, timeZone, i18n) : '';
  return (
    <Stack gap="lg">
      {waiting ? (
        <BookingNotice color="grape" role="status" title={t`Check your e-mail`}>
          <Trans>
            Check your e-mail: confirm by {deadline} or the table is released. We sent the link to{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            .
          </Trans>
        </BookingNotice>
      ) : (
        <BookingNotice color="leaf" role="status" title={t`Your table is booked`}>
          <Trans>
            We look forward to seeing you. The confirmation, with a calendar entry and a link to
            change or cancel, is on its way to your inbox.
          </Trans>
        </BookingNotice>
      )}
      <Paper withBorder p="md" radius="md">
        <BookingSummary booking={booking} timeZone={timeZone} />
      </Paper>
      <Group>
        {signedIn && (
          <ButtonLink to="/bookings">
            <Trans>My bookings</Trans>
          </ButtonLink>
        )}
        <Button variant="light" onClick={onBookAnother}>
          <Trans>Book another table</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
