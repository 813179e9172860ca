import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Booking } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { partyOf } from '@/features/booking/lib/booking-days';
import { bookingWhen } from '@/features/booking/lib/booking-times';
import { BookingStatusBadge } from './booking-status-badge';

interface BookingSummaryProps {
  booking: Booking;
  timeZone: string;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Box component="dd" m={0}>
        <UserText component="span" fw={500}>
          {children}
        </UserText>
      </Box>
    </Stack>
  );
}

/** A booking as its guest sees it, the reference first; the table stays the restaurant's business. */
export function BookingSummary({ booking, timeZone }: BookingSummaryProps) {
  const { t, i18n } = useLingui();
  const reference = booking.reference;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="lg">
          <Trans>
            Reference <span data-testid="booking-reference">{reference}</span>
          </Trans>
        </Text>
        <BookingStatusBadge status={booking.status} />
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <Detail term={t`When`}>{bookingWhen(booking.startsAt, timeZone, i18n)}</Detail>
        <Detail term={t`Party`}>{partyOf(booking.partySize, i18n)}</Detail>
        <Detail term={t`Name`}>{booking.name}</Detail>
        <Detail term={t`Phone`}>{booking.phone}</Detail>
        {booking.email && <Detail term={t`E-mail`}>{booking.email}</Detail>}
        {booking.notes && <Detail term={t`Notes`}>{booking.notes}</Detail>}
      </SimpleGrid>
    </Stack>
  );
}
