import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { Booking } from '@/api/generated/model';
import { bookingsByTime } from '@/features/admin/bookings/lib/booking-timeline';
import { BookingCard, type BookingHandlers } from './booking-card';

interface BookingListProps extends BookingHandlers {
  bookings: Booking[];
  timeZone: string;
  busyBookingId?: string;
}

/** The day's bookings by time, each with its tables and one-tap moves: the host's view on a phone. */
export function BookingList({ bookings, timeZone, busyBookingId, ...handlers }: BookingListProps) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      {bookingsByTime(bookings, timeZone).map(([clock, atClock]) => (
        <Stack key={clock} gap="xs" component="section" aria-label={t`Bookings at ${clock}`}>
          <Title order={2} size="h3">
            {clock}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
            {atClock.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                timeZone={timeZone}
                busy={busyBookingId === booking.id}
                {...handlers}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
