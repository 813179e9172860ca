import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMediaQuery } from '@mantine/hooks';
import { Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useChangeBooking } from '@/api/generated/bookings-mutations/bookings-mutations';
import type { Booking, BookingChange, DiningTable } from '@/api/generated/model';
import { changeBookingBodyTableIdsMax } from '@/api/generated/zod/bookings-mutations/bookings-mutations.zod';
import { shopDay } from '@/lib/time/shop-time';
import { partyInWords } from '@/features/admin/bookings/lib/booking-status';
import { seatsOf } from '@/features/admin/bookings/lib/booking-timeline';
import { BookingTimeSelect } from './booking-time-select';
import { BookingRefusal } from './booking-unavailable';

interface MoveBookingDialogProps {
  /** The booking to move; the dialog is closed without one. */
  booking?: Booking;
  tables: DiningTable[];
  timeZone: string;
  onClose: () => void;
  onMoved: (booking: Booking) => void;
}

/** Another time and/or other tables for a booking, by the same rules as a new one. */
export function MoveBookingDialog({ booking, onClose, ...props }: MoveBookingDialogProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const partySize = booking?.partySize ?? 0;
  return (
    <Modal
      opened={Boolean(booking)}
      onClose={onClose}
      title={
        booking ? t`${plural(partySize, { one: 'Move # guest', other: 'Move # guests' })}` : t`Move`
      }
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t`Close without moving the booking` }}
    >
      {booking && <MoveForm key={booking.id} booking={booking} onClose={onClose} {...props} />}
    </Modal>
  );
}

const sameTables = (a: string[], b: string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

function MoveForm({
  booking,
  tables,
  timeZone,
  onClose,
  onMoved,
}: Omit<MoveBookingDialogProps, 'booking'> & { booking: Booking }) {
  const { t, i18n } = useLingui();
  const name = booking.name;
  const party = partyInWords(booking.partySize, i18n);
  const heldTables = booking.tables?.map((table) => table.id) ?? [];
  const [date, setDate] = useState(() => shopDay(new Date(booking.startsAt), timeZone));
  const [startsAt, setStartsAt] = useState<string | null>(booking.startsAt);
  const [tableIds, setTableIds] = useState(heldTables);
  const [problem, setProblem] = useState<string>();
  const change = useChangeBooking();

  const move = async (event: FormEvent) => {
    event.preventDefault();
    const asked: BookingChange = {
      ...(startsAt && startsAt !== booking.startsAt ? { startsAt } : {}),
      ...(tableIds.length > 0 && !sameTables(tableIds, heldTables) ? { tableIds } : {}),
    };
    if (!startsAt) return setProblem(t`Pick one of the free times.`);
    if (Object.keys(asked).length === 0)
      return setProblem(t`Pick another time or other tables to move the booking to.`);
    setProblem(undefined);
    try {
      onMoved(await change.mutateAsync({ id: booking.id, data: asked }));
    } catch {
      // Said below, from the mutation's error.
    }
  };

  return (
    <form aria-label={t`Move the booking of ${name}`} noValidate onSubmit={(e) => void move(e)}>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}, {party}
        </Text>
        <TextInput
          type="date"
          label={t`Day`}
          required
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setStartsAt(null);
          }}
        />
        <BookingTimeSelect
          date={date}
          partySize={booking.partySize}
          timeZone={timeZone}
          value={startsAt}
          onChange={setStartsAt}
          changing={booking.id}
          current={
            shopDay(new Date(booking.startsAt), timeZone) === date ? booking.startsAt : undefined
          }
          error={problem}
        />
        <MultiSelect
          searchable
          nothingFoundMessage={t`No table by that name`}
          label={t`Tables`}
          description={t`Leave as they are to keep them when they are still free`}
          data={tables.map((table) => ({
            value: table.id,
            label: `${table.name} (${seatsOf(table, i18n)})`,
          }))}
          value={tableIds}
          onChange={setTableIds}
          maxValues={changeBookingBodyTableIdsMax}
          comboboxProps={{ withinPortal: true }}
        />
        {change.error && (
          <BookingRefusal
            title={t`The booking was not moved`}
            error={change.error}
            timeZone={timeZone}
            onPick={(time) => {
              setStartsAt(time);
              change.reset();
            }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={48} onClick={onClose} disabled={change.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" mih={48} loading={change.isPending}>
            <Trans>Move the booking</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
