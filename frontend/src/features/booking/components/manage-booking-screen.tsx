import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import { useGetBooking } from '@/api/generated/bookings/bookings';
import { useConfirmBooking } from '@/api/generated/bookings-mutations/bookings-mutations';
import { isApiError } from '@/api/fetcher';
import { ButtonLink } from '@/components/link';
import { useBookingUpdated } from '@/features/booking/hooks/use-booking-updated';
import { useShopTimeZone } from '@/features/booking/hooks/use-shop-time-zone';
import { bookingRequest } from '@/features/booking/lib/booking-access';
import { bookingProblem } from '@/features/booking/lib/booking-problem';
import { BookingManager } from './booking-manager';

interface ManageBookingScreenProps {
  bookingId: string;
  token: string;
  now?: Date;
}

/**
 * /booking/manage, opened from the booking's e-mail: a booking still waiting is confirmed by the guest's press of
 * a button (mail clients and their link scanners open links without anyone reading them), then the booking shows
 * with its change and cancel.
 */
export function ManageBookingScreen({
  bookingId,
  token,
  now = new Date(),
}: ManageBookingScreenProps) {
  const { t, i18n } = useLingui();
  const timeZone = useShopTimeZone();
  const request = bookingRequest({ token });
  const booking = useGetBooking(bookingId, { request });
  const updated = useBookingUpdated();
  // A booking that lapsed or was cancelled meanwhile is read again, to show it as it is now.
  const confirm = useConfirmBooking({
    mutation: { onSuccess: updated, onError: () => void booking.refetch() },
    request,
  });
  const waiting = booking.data?.status === 'booked';

  const content = () => {
    if (booking.isPending)
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>
            <Trans>Finding your booking…</Trans>
          </Text>
        </Group>
      );
    if (booking.isError)
      return (
        <BookingNotice color="red" role="alert" title={t`We could not find this booking`}>
          {isApiError(booking.error) && booking.error.status === 404
            ? t`The link may be incomplete or from an older e-mail. Please open the link in your latest e-mail about the booking.`
            : bookingProblem(booking.error, i18n)}
        </BookingNotice>
      );
    return (
      <Stack gap="md">
        {waiting && (
          <BookingNotice
            color="yellow"
            role="status"
            title={t`Your table is held until you confirm`}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                <Trans>
                  Press the button to confirm the booking below: the table is then yours.
                </Trans>
              </Text>
              <Button loading={confirm.isPending} onClick={() => confirm.mutate({ id: bookingId })}>
                <Trans>Confirm my booking</Trans>
              </Button>
            </Stack>
          </BookingNotice>
        )}
        {confirm.isSuccess && confirm.data.status === 'confirmed' && (
          <BookingNotice color="leaf" role="status" title={t`Your booking is confirmed`}>
            <Trans>
              The table is yours. A confirmation with a calendar entry is on its way to your inbox.
            </Trans>
          </BookingNotice>
        )}
        {confirm.isError && (
          <BookingNotice color="red" role="alert" title={t`The booking could not be confirmed`}>
            {bookingProblem(confirm.error, i18n)}
          </BookingNotice>
        )}
        <Paper withBorder p="md" radius="md">
          <BookingManager booking={booking.data} access={{ token }} timeZone={timeZone} now={now} />
        </Paper>
      </Stack>
    );
  };

  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Title order={1}>
          <Trans>Your booking</Trans>
        </Title>
        {content()}
        <Group>
          <ButtonLink to="/booking" variant="default">
            <Trans>Book another table</Trans>
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
