import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Stack, Title } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import { ButtonLink } from '@/components/link';

/** /booking/manage without its booking or token: a link cut short when it was copied. */
export function BookingLinkProblem() {
  const { t } = useLingui();
  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Title order={1}>
          <Trans>Your booking</Trans>
        </Title>
        <BookingNotice color="red" role="alert" title={t`This link is incomplete`}>
          <Trans>
            Please open the link in your e-mail about the booking again, or copy all of it. Signed
            in, you also find your bookings under My bookings.
          </Trans>
        </BookingNotice>
        <Group>
          <ButtonLink to="/bookings">
            <Trans>My bookings</Trans>
          </ButtonLink>
          <ButtonLink to="/booking" variant="default">
            <Trans>Book a table</Trans>
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
