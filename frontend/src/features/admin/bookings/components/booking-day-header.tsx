import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { dayAfter } from '@/features/admin/bookings/lib/booking-day-search';

interface BookingDayHeaderProps {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  onNewBooking: () => void;
}

/** Which day the host looks at, a day either side, back to today, and a booking taken on the phone. */
export function BookingDayHeader({
  date,
  today,
  onDateChange,
  onNewBooking,
}: BookingDayHeaderProps) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <ActionIcon
          size={48}
          variant="default"
          aria-label={t`Previous day`}
          onClick={() => onDateChange(dayAfter(date, -1))}
        >
          <IconChevronLeft aria-hidden className="mantine-rotate-rtl" />
        </ActionIcon>
        <TextInput
          type="date"
          label={t`Day`}
          size="md"
          miw={0}
          value={date}
          onChange={(event) => {
            if (event.currentTarget.value) onDateChange(event.currentTarget.value);
          }}
        />
        <ActionIcon
          size={48}
          variant="default"
          aria-label={t`Next day`}
          onClick={() => onDateChange(dayAfter(date, 1))}
        >
          <IconChevronRight aria-hidden className="mantine-rotate-rtl" />
        </ActionIcon>
      </Group>
      <Group gap="xs">
        {date !== today && (
          <Button variant="default" mih={48} onClick={() => onDateChange(today)}>
            <Trans>Today</Trans>
          </Button>
        )}
        <Button mih={48} onClick={onNewBooking}>
          <Trans>New booking</Trans>
        </Button>
      </Group>
    </Group>
  );
}
