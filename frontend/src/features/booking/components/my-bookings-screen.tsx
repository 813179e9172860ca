import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import type { Booking, MyBookings } from '@/api/generated/model';
import { ButtonLink } from '@/components/link';
import { BookingManager } from './booking-manager';

interface MyBookingsScreenProps {
  bookings: MyBookings | undefined;
  problem: string | undefined;
  onRetry: () => void;
  timeZone: string;
  now?: Date;
}

function BookingList({
  title,
  bookings,
  timeZone,
  now,
  empty,
}: {
  title: string;
  bookings: Booking[];
  timeZone: string;
  now: Date;
  empty: string;
}) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {bookings.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        bookings.map((booking) => (
          <Paper key={booking.id} withBorder p="md" radius="md">
            {/* Signed in: the fetcher sends the customer's own token. */}
            <BookingManager booking={booking} access={{}} timeZone={timeZone} now={now} />
          </Paper>
        ))
      )}
    </Stack>
  );
}

/** /bookings: a signed-in customer's table bookings, those to come first, with change and cancel. */
export function MyBookingsScreen({
  bookings,
  problem,
  onRetry,
  timeZone,
  now = new Date(),
}: MyBookingsScreenProps) {
  const { t } = useLingui();
  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>
            <Trans>My bookings</Trans>
          </Title>
          <ButtonLink to="/booking">
            <Trans>Book a table</Trans>
          </ButtonLink>
        </Group>
        {problem ? (
          <BookingNotice color="red" role="alert" title={t`We could not load your bookings`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{problem}</Text>
              <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
                <Trans>Try again</Trans>
              </Button>
            </Stack>
          </BookingNotice>
        ) : !bookings ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>
              <Trans>Finding your bookings…</Trans>
            </Text>
          </Group>
        ) : (
          <>
            <BookingList
              title={t`Upcoming`}
              bookings={bookings.upcoming}
              timeZone={timeZone}
              now={now}
              empty={t`No table booked yet.`}
            />
            <BookingList
              title={t`Past and cancelled`}
              bookings={bookings.past}
              timeZone={timeZone}
              now={now}
              empty={t`Nothing here yet.`}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
