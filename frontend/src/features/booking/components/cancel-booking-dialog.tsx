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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Cancel this booking?"
      centered
      closeButtonProps={{ 'aria-label': 'Close without cancelling' }}
    >
      <Stack gap="md">
        <Text size="sm">
          The table for {partyOf(booking.partySize)} on {bookingWhen(booking.startsAt, timeZone)}{' '}
          goes to other guests at once.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancelling}>
            Keep the booking
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={cancelling}>
            Yes, cancel it
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
