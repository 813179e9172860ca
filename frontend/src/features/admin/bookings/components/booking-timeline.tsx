import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { Booking, BookingDay } from '@/api/generated/model';
import { shopClock } from '@/lib/time/shop-time';
import {
  BOOKING_STATUS,
  holdsTable,
  maySeat,
  partyInWords,
} from '@/features/admin/bookings/lib/booking-status';
import { timelineOf } from '@/features/admin/bookings/lib/booking-timeline';
import classes from './booking-timeline.module.css';

interface BookingTimelineProps {
  day: BookingDay;
  timeZone: string;
  onOpen: (booking: Booking) => void;
  /** The evening's commonest tap, right on the timeline. */
  onSeat: (booking: Booking) => void;
  busyBookingId?: string;
}

/** A line cut to the block's width: its whole text is its title. */
function Line({ text, strong }: { text: string; strong?: boolean }) {
  return (
    <span className={classes.line} title={text} style={strong ? { fontWeight: 700 } : undefined}>
      {text}
    </span>
  );
}

/** The day as the host sees the room: a row per table, each booking drawn across its stay, to open or seat. */
export function BookingTimeline({
  day,
  timeZone,
  onOpen,
  onSeat,
  busyBookingId,
}: BookingTimelineProps) {
  const { t, i18n } = useLingui();
  const { hours, rows } = timelineOf(day, timeZone, i18n);
  return (
    <div className={classes.grid} role="group" aria-label={t`Tables through the day`}>
      <div />
      <div className={classes.hours} aria-hidden>
        {hours.map((hour) => (
          <span
            key={hour.label}
            className={classes.hour}
            style={{ insetInlineStart: `${hour.left}%` }}
          >
            {hour.label}
          </span>
        ))}
      </div>
      {rows.map((row) => (
        <div key={row.key} role="group" aria-label={row.name} style={{ display: 'contents' }}>
          <div className={classes.tableName}>
            <Text fw={600} size="sm" className={classes.line} title={row.name}>
              {row.name}
            </Text>
            {row.seats && (
              <Text size="xs" c="dimmed">
                {row.seats}
              </Text>
            )}
          </div>
          <div className={classes.track} style={{ '--lanes': row.lanes } as CSSProperties}>
            {hours.map((hour) => (
              <span
                key={hour.label}
                className={classes.hourLine}
                style={{ insetInlineStart: `${hour.left}%` }}
              />
            ))}
            {row.bookings.map(({ booking, left, width, lane }) => {
              const status = BOOKING_STATUS[booking.status];
              const label = i18n._(status.label);
              const clock = shopClock(booking.startsAt, timeZone);
              const party = partyInWords(booking.partySize, i18n);
              const name = booking.name;
              return (
                <div
                  key={booking.id}
                  className={`${classes.booking} ${holdsTable(booking.status) ? '' : classes.faded}`}
                  style={
                    {
                      insetInlineStart: `${left}%`,
                      width: `${width}%`,
                      top: `calc(${lane} * 3.5rem + 0.25rem)`,
                      '--status-color': `var(--mantine-color-${status.color.replace('.', '-')})`,
                    } as CSSProperties
                  }
                >
                  <button type="button" className={classes.open} onClick={() => onOpen(booking)}>
                    <Line strong text={`${clock} · ${party} · ${name}`} />
                    <Line text={booking.notes ? `${label} · ${booking.notes}` : label} />
                  </button>
                  {/* A no-show who turns up after all is seated from the booking itself: its faded entry takes no tap. */}
                  {maySeat(booking) && holdsTable(booking.status) && (
                    <button
                      type="button"
                      className={classes.seat}
                      aria-label={t`Seat ${name}`}
                      disabled={busyBookingId === booking.id}
                      onClick={() => onSeat(booking)}
                    >
                      <Trans>Seat</Trans>
                    </button>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
