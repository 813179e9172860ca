import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const problem = times.error?.message;
  const stay = times.data?.stayMinutes ?? 0;
  const description = !asking
    ? t`Give the party size and the day first`
    : times.isError
      ? t`The free times could not be read: ${problem}`
      : times.isPending
        ? t`Reading the free times…`
        : offered.length === 0
          ? (times.data.unavailableReason ?? t`No table is free that day for this party`)
          : t`${plural(stay, { one: '# minute at the table', other: '# minutes at the table' })}`;
  const nowAt = (time: string) => t`${time} (now)`;
  return (
    <Select
      label={t`Time`}
      description={description}
      placeholder={offered.length > 0 ? t`Pick a time` : t`No time to pick`}
      data={offered.map((startsAt) => ({
        value: startsAt,
        label:
          startsAt === current
            ? nowAt(shopClock(startsAt, timeZone))
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
