import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  getListBookingsOfDayQueryKey,
  useListBookingsOfDay,
} from '@/api/generated/bookings-staff/bookings-staff';
import type { Booking, BookingEvent } from '@/api/generated/model';
import { useGetShop } from '@/api/generated/shop/shop';
import { AnchorLink } from '@/components/link';
import { shopClock, shopDay } from '@/lib/time/shop-time';
import { type LiveState, useOrderEvents } from '@/lib/use-order-events';
import { useBookingTaps } from '@/features/admin/bookings/hooks/use-booking-taps';
import {
  type BookingDaySearch,
  bookingDayOf,
} from '@/features/admin/bookings/lib/booking-day-search';
import { partyInWords } from '@/features/admin/bookings/lib/booking-status';
import { toastDone } from '@/features/admin/shared/lib/admin-toasts';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { BookingCard, bookingLabel } from './booking-card';
import { BookingCovers } from './booking-covers';
import { BookingDayHeader } from './booking-day-header';
import { BookingList } from './booking-list';
import { BookingTimeline } from './booking-timeline';
import { MoveBookingDialog } from './move-booking-dialog';
import { NewBookingDialog } from './new-booking-dialog';

const LIVE_WORDS: Record<LiveState, MessageDescriptor> = {
  connecting: msg`Connecting…`,
  live: msg`Live`,
  reconnecting: msg`Reconnecting…`,
};

/** Noon UTC of a calendar day written YYYY-MM-DD: the same day wherever it is written out. */
const noonOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
};

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface BookingsScreenProps {
  search: BookingDaySearch;
  onDateChange: (date: string) => void;
  /** Hear bookings made and cancelled as they happen; off in stories, which have no event stream. */
  live: boolean;
}

/** Manage Bookings: the host's day, table by table, with the taps of the evening and bookings taken by phone. */
export function BookingsScreen({ search, onDateChange, live }: BookingsScreenProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const shop = useGetShop();
  const timeZone = shop.data?.timeZone ?? browserTimeZone();
  const date = bookingDayOf(search, timeZone);
  const day = useListBookingsOfDay({ date });
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [view, setView] = useState<'timeline' | 'list'>('timeline');
  const [shownId, setShownId] = useState<string>();
  const [moving, setMoving] = useState<Booking>();
  const [adding, setAdding] = useState(false);
  const [arrivals, setArrivals] = useState<BookingEvent[]>([]);
  const ownBookings = useRef(new Set<string>());
  const taps = useBookingTaps(timeZone);

  const refresh = () => queryClient.invalidateQueries({ queryKey: getListBookingsOfDayQueryKey() });
  const liveState = useOrderEvents({
    enabled: live,
    onEvent: () => {},
    onBookingEvent: (event) => {
      void refresh();
      const onThisDay = shopDay(new Date(event.startsAt), timeZone) === date;
      if (event.kind === 'created' && onThisDay && !ownBookings.current.has(event.bookingId))
        setArrivals((shown) => [...shown, event]);
    },
    onOpen: () => void refresh(),
  });

  const bookings = day.data?.bookings ?? [];
  const shown = bookings.find((booking) => booking.id === shownId);
  const handlers = {
    onTap: taps.onTap,
    onMove: (booking: Booking) => {
      setShownId(undefined);
      setMoving(booking);
    },
    onCancel: (booking: Booking) => {
      setShownId(undefined);
      taps.onCancel(booking);
    },
  };
  const arrivalWords = (event: BookingEvent) => {
    const booking = bookings.find((found) => found.id === event.bookingId);
    if (!booking) {
      const time = shopClock(event.startsAt, timeZone);
      return t`A booking at ${time}`;
    }
    const name = booking.name;
    const party = partyInWords(booking.partySize, i18n);
    const time = shopClock(booking.startsAt, timeZone);
    return t`${name}, ${party} at ${time}`;
  };

  return (
    <AdminPage
      title={t`Manage Bookings`}
      description={t`The day's tables: who is coming, when, and where they sit.`}
    >
      <BookingDayHeader
        date={date}
        today={shopDay(new Date(), timeZone)}
        onDateChange={onDateChange}
        onNewBooking={() => setAdding(true)}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" role="status">
          {noonOf(date).toLocaleDateString(i18n.locale, {
            timeZone: 'UTC',
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            year: 'numeric',
          })}
          {live && ` · ${i18n._(LIVE_WORDS[liveState])}`}
        </Text>
        {wide && day.data && day.data.bookings.length > 0 && (
          <SegmentedControl
            aria-label={t`Show the day as`}
            value={view}
            onChange={(value) => setView(value === 'list' ? 'list' : 'timeline')}
            data={[
              { value: 'timeline', label: t`Timeline` },
              { value: 'list', label: t`List` },
            ]}
          />
        )}
      </Group>
      {arrivals.length > 0 && (
        <Alert color="blue" title={t`New bookings`} role="status">
          <Stack gap={4}>
            {arrivals.map((event) => (
              <Text key={event.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {arrivalWords(event)}
              </Text>
            ))}
            <Group>
              <Button size="compact-md" variant="light" onClick={() => setArrivals([])}>
                <Trans>Seen</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {day.isError ? (
        <Alert color="red" role="alert" title={t`The bookings could not be loaded`}>
          {day.error.message}
        </Alert>
      ) : !day.data ? (
        <Stack gap="sm" role="status" aria-label={t`Loading the bookings`}>
          <Skeleton height={80} />
          <Skeleton height={320} />
        </Stack>
      ) : (
        <>
          <BookingCovers day={day.data} />
          {day.data.tables.length === 0 && (
            <Alert color="yellow" title={t`No tables yet`}>
              <Trans>
                Bookings need tables: describe them in{' '}
                <AnchorLink to="/dashboard/dining-room">Dining Room</AnchorLink>.
              </Trans>
            </Alert>
          )}
          {bookings.length === 0 ? (
            <Text c="dimmed">
              <Trans>No bookings on this day yet.</Trans>
            </Text>
          ) : wide && view === 'timeline' ? (
            <BookingTimeline
              day={day.data}
              timeZone={timeZone}
              busyBookingId={taps.busyBookingId}
              onOpen={(booking) => setShownId(booking.id)}
              onSeat={(booking) => taps.onTap(booking, 'seated')}
            />
          ) : (
            <BookingList
              bookings={bookings}
              timeZone={timeZone}
              busyBookingId={taps.busyBookingId}
              {...handlers}
            />
          )}
        </>
      )}
      <Modal
        opened={Boolean(shown)}
        onClose={() => setShownId(undefined)}
        title={shown ? bookingLabel(shown, timeZone, i18n) : t`Booking`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close the booking` }}
        styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
      >
        {shown && (
          <BookingCard
            booking={shown}
            timeZone={timeZone}
            busy={taps.busyBookingId === shown.id}
            {...handlers}
          />
        )}
      </Modal>
      <NewBookingDialog
        opened={adding}
        date={date}
        tables={day.data?.tables ?? []}
        timeZone={timeZone}
        onClose={() => setAdding(false)}
        onBooked={(booking) => {
          ownBookings.current.add(booking.id);
          setAdding(false);
          const name = booking.name;
          const time = shopClock(booking.startsAt, timeZone);
          toastDone(t`${name} is booked for ${time}`);
          void refresh();
          const bookedDay = shopDay(new Date(booking.startsAt), timeZone);
          if (bookedDay !== date) onDateChange(bookedDay);
        }}
      />
      <MoveBookingDialog
        booking={moving}
        tables={day.data?.tables ?? []}
        timeZone={timeZone}
        onClose={() => setMoving(undefined)}
        onMoved={(booking) => {
          setMoving(undefined);
          const name = booking.name;
          const time = shopClock(booking.startsAt, timeZone);
          toastDone(t`${name} is moved to ${time}`);
          void refresh();
        }}
      />
    </AdminPage>
  );
}
