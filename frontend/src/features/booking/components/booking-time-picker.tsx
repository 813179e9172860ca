import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import { useListBookingTimes } from '@/api/generated/bookings/bookings';
import { bookingProblem } from '@/features/booking/lib/booking-problem';
import { TimeButtons } from './time-buttons';

interface BookingTimePickerProps {
  date: string;
  partySize: number;
  timeZone: string;
  chosen: string | undefined;
  onChoose: (startsAt: string) => void;
  /** The booking being changed: its own tables count as free. */
  changing?: string;
}

/** The times at which a table is really free for the party on the day, as the shop answers now. */
export function BookingTimePicker({
  date,
  partySize,
  timeZone,
  chosen,
  onChoose,
  changing,
}: BookingTimePickerProps) {
  const { t, i18n } = useLingui();
  // A table can be taken at any moment: each look at the times asks the shop again.
  const times = useListBookingTimes(
    { date, partySize, ...(changing ? { changing } : {}) },
    { query: { staleTime: 0 } },
  );

  if (times.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">
          <Trans>Looking for free tables…</Trans>
        </Text>
      </Group>
    );
  if (times.isError)
    return (
      <BookingNotice color="red" role="alert" title={t`We could not load the free times`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{bookingProblem(times.error, i18n)}</Text>
          <Button size="xs" variant="white" color="red.9" onClick={() => void times.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </BookingNotice>
    );
  if (times.data.times.length === 0)
    return (
      <BookingNotice color="yellow" role="status" title={t`No table is free on this day`}>
        {times.data.unavailableReason ?? t`Please try another day or a smaller party.`}
      </BookingNotice>
    );
  return (
    <TimeButtons
      label={t`Free times`}
      times={times.data.times}
      timeZone={timeZone}
      chosen={chosen}
      onChoose={onChoose}
    />
  );
}
