import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { Booking, BookingStatusChangeStatus } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { shopClock } from '@/lib/time/shop-time';
import {
  BOOKING_STATUS,
  hostTapsOf,
  isOpenBooking,
  mayCancel,
  partyInWords,
} from '@/features/admin/bookings/lib/booking-status';

/** What the host can do to a booking from its card. */
export interface BookingHandlers {
  onTap: (booking: Booking, status: BookingStatusChangeStatus) => void;
  onMove: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
}

interface BookingCardProps extends BookingHandlers {
  booking: Booking;
  timeZone: string;
  /** A tap on this booking is on its way to the shop. */
  busy: boolean;
}

/** A booking's name for the host: who, when. */
export const bookingLabel = (booking: Booking, timeZone: string, i18n: I18n) => {
  const name = booking.name;
  const time = shopClock(booking.startsAt, timeZone);
  return i18n._(msg`${name} at ${time}`);
};

/** One booking as the host works it: who, how many, where, what to know, and its taps. */
export function BookingCard({
  booking,
  timeZone,
  busy,
  onTap,
  onMove,
  onCancel,
}: BookingCardProps) {
  const { t, i18n } = useLingui();
  const status = BOOKING_STATUS[booking.status];
  const tables = booking.tables?.map((table) => table.name).join(' + ');
  const where = tables || t`No table`;
  const reference = booking.reference;
  const open = isOpenBooking(booking.status);
  const taps = hostTapsOf(booking, i18n);
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      aria-label={bookingLabel(booking, timeZone, i18n)}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={700} fz="lg">
              {shopClock(booking.startsAt, timeZone)}–{shopClock(booking.endsAt, timeZone)} ·{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{partyInWords(booking.partySize, i18n)}</span>
            </Text>
            <UserText fw={600} component="div">
              {booking.name}
            </UserText>
          </Stack>
          <Badge color={status.color} variant="filled" size="lg" style={{ flexShrink: 0 }}>
            {i18n._(status.label)}
          </Badge>
        </Group>
        <UserText size="sm" c="dimmed" component="div">
          {booking.source === 'phone' ? (
            <Trans>
              {where} · {reference} · <IconPhone size={14} aria-hidden /> by phone
            </Trans>
          ) : (
            `${where} · ${reference}`
          )}
        </UserText>
        <UserText size="sm" component="div">
          <Anchor
            href={`tel:${booking.phone.replace(/[^+0-9]/g, '')}`}
            c="leaf.9"
            underline="always"
            inherit
          >
            {booking.phone}
          </Anchor>
          {booking.email && ` · ${booking.email}`}
        </UserText>
        {booking.notes && (
          <UserText size="sm" component="div" bg="yellow.0" p={6} style={{ borderRadius: 4 }}>
            {booking.notes}
          </UserText>
        )}
        {(open || taps.length > 0 || mayCancel(booking)) && (
          <Group gap="xs">
            {taps.map((tap) => (
              <Button
                key={tap.status}
                mih={48}
                // leaf.9: white on the lighter greens reads under AA.
                color="leaf.9"
                variant={
                  tap.status === 'seated' || tap.status === 'completed' ? 'filled' : 'default'
                }
                loading={busy}
                onClick={() => onTap(booking, tap.status)}
              >
                {tap.label}
              </Button>
            ))}
            {open && (
              <Button mih={48} variant="default" disabled={busy} onClick={() => onMove(booking)}>
                <Trans>Move</Trans>
              </Button>
            )}
            {mayCancel(booking) && (
              <Button
                mih={48}
                variant="subtle"
                color="red.9"
                c="red.9"
                disabled={busy}
                onClick={() => onCancel(booking)}
              >
                <Trans>Cancel</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
