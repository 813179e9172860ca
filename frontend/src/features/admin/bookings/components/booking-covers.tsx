import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { BookingDay } from '@/api/generated/model';
import { holdsTable } from '@/features/admin/bookings/lib/booking-status';

/** The day at a glance: the guests expected, those seated so far and the tables booked. */
export function BookingCovers({ day }: { day: BookingDay }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Covers`, value: day.covers, hint: t`guests expected or seated` },
    { label: t`Seated`, value: day.seatedCovers, hint: t`guests seated or gone` },
    {
      label: t`Bookings`,
      value: day.bookings.filter((booking) => holdsTable(booking.status)).length,
      hint: t`not counting cancelled and no-shows`,
    },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs" role="group" aria-label={t`The day at a glance`}>
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
