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
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="lg">
          Reference <span data-testid="booking-reference">{booking.reference}</span>
        </Text>
        <BookingStatusBadge status={booking.status} />
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <Detail term="When">{bookingWhen(booking.startsAt, timeZone)}</Detail>
        <Detail term="Party">{partyOf(booking.partySize)}</Detail>
        <Detail term="Name">{booking.name}</Detail>
        <Detail term="Phone">{booking.phone}</Detail>
        {booking.email && <Detail term="E-mail">{booking.email}</Detail>}
        {booking.notes && <Detail term="Notes">{booking.notes}</Detail>}
      </SimpleGrid>
    </Stack>
  );
}
