import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Booking } from '@/api/generated/model';
import { partyOf } from '@/features/booking/lib/booking-days';
import { bookingWhen } from '@/features/booking/lib/booking-times';

interface CancelBookingDialogProps {
  booking: Booking;
  timeZone: string;
  opened: boolean;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a booking is cancelled: its table goes to other guests at once. */
export function CancelBookingDialog({
  booking,
  timeZone,
  opened,
  cancelling,
  onConfirm,
  onClose,
}: CancelBookingDialogProps) {
  const { t, i18n } = useLingui();
  const party = partyOf(booking.partySize, i18n);
  const when = bookingWhen(booking.startsAt, timeZone, i18n);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Cancel this booking?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close without cancelling` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            The table for {party} on {when} goes to other guests at once.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancelling}>
            <Trans>Keep the booking</Trans>
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={cancelling}>
            <Trans>Yes, cancel it</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
