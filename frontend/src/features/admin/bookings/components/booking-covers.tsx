import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { BookingDay } from '@/api/generated/model';
import { holdsTable } from '@/features/admin/bookings/lib/booking-status';

/** The day at a glance: the guests expected, those seated so far and the tables booked. */
export function BookingCovers({ day }: { day: BookingDay }) {
  const figures = [
    { label: 'Covers', value: day.covers, hint: 'guests expected or seated' },
    { label: 'Seated', value: day.seatedCovers, hint: 'guests seated or gone' },
    {
      label: 'Bookings',
      value: day.bookings.filter((booking) => holdsTable(booking.status)).length,
      hint: 'not counting cancelled and no-shows',
    },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs" role="group" aria-label="The day at a glance">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm" title={figure.hint}>
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fz={28} fw={700} lh={1.1}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
