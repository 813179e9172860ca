import { Container, Group, Stack, Title } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import { ButtonLink } from '@/components/link';

/** /booking/manage without its booking or token: a link cut short when it was copied. */
export function BookingLinkProblem() {
  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Title order={1}>Your booking</Title>
        <BookingNotice color="red" role="alert" title="This link is incomplete">
          Please open the link in your e-mail about the booking again, or copy all of it. Signed in,
          you also find your bookings under My bookings.
        </BookingNotice>
        <Group>
          <ButtonLink to="/bookings">My bookings</ButtonLink>
          <ButtonLink to="/booking" variant="default">
            Book a table
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
