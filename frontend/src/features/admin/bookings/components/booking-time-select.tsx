import { Select } from '@mantine/core';
import { useListBookingTimes } from '@/api/generated/bookings/bookings';
import { shopClock } from '@/lib/time/shop-time';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';

interface BookingTimeSelectProps {
  date: string;
  partySize: number | undefined;
  timeZone: string;
  value: string | null;
  onChange: (startsAt: string | null) => void;
  /** A time to offer even when the shop does not list it: the booking's own, which it holds now. */
  current?: string;
  /** The booking being moved: its own tables count as free. */
  changing?: string;
  error?: string;
}

/** The times a table is free for the party on the day, from the shop's availability (`GET /bookings/availability`). */
export function BookingTimeSelect({
  date,
  partySize,
  timeZone,
  value,
  onChange,
  current,
  changing,
  error,
}: BookingTimeSelectProps) {
  const asking = partySize !== undefined && partySize >= 1 && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const times = useListBookingTimes(
    { date, partySize: partySize ?? 1, ...(changing ? { changing } : {}) },
    { query: { enabled: asking } },
  );
  const offered = [
    ...new Set([current, value, ...(times.data?.times ?? [])].filter((time) => time != null)),
  ].sort();
  const description = !asking
    ? 'Give the party size and the day first'
    : times.isError
      ? `The free times could not be read: ${times.error.message}`
      : times.isPending
        ? 'Reading the free times…'
        : offered.length === 0
          ? (times.data.unavailableReason ?? 'No table is free that day for this party')
          : `${times.data.stayMinutes} minutes at the table`;
  return (
    <Select
      label="Time"
      description={description}
      placeholder={offered.length > 0 ? 'Pick a time' : 'No time to pick'}
      data={offered.map((startsAt) => ({
        value: startsAt,
        label:
          startsAt === current
            ? `${shopClock(startsAt, timeZone)} (now)`
            : shopClock(startsAt, timeZone),
      }))}
      value={value}
      onChange={onChange}
      disabled={offered.length === 0}
      required
      error={error}
      errorProps={fieldErrorProps}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
