import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Loader, Group, Stack, Text, Title } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import { useState } from 'react';
import { useGetBookingRules } from '@/api/generated/bookings/bookings';
import type { Booking } from '@/api/generated/model';
import { useAuth } from '@/lib/auth/auth-context';
import { SHOP_CONTACT } from '@/lib/shop';
import { useHydrated } from '@/features/booking/hooks/use-hydrated';
import { useShopTimeZone } from '@/features/booking/hooks/use-shop-time-zone';
import { bookingProblem } from '@/features/booking/lib/booking-problem';
import { GUEST_LIMITS } from '@/features/booking/lib/guest-details';
import { BookingForm } from './booking-form';
import { BookingOutcome } from './booking-outcome';

const CallUs = () => (
  <Anchor href={`tel:${SHOP_CONTACT.phoneHref}`} c="leaf.9" underline="always">
    {SHOP_CONTACT.phone}
  </Anchor>
);

/** /booking: a guest books a table online, as the restaurant's rules allow. */
export function BookingScreen({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const rules = useGetBookingRules();
  const timeZone = useShopTimeZone();
  const { user, loading } = useAuth();
  const [booked, setBooked] = useState<Booking>();

  const content = () => {
    if (!hydrated || rules.isPending || loading)
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>
            <Trans>Opening the booking book…</Trans>
          </Text>
        </Group>
      );
    if (rules.isError)
      return (
        <BookingNotice color="red" role="alert" title={t`We could not open the booking book`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{bookingProblem(rules.error, i18n)}</Text>
            <Button size="xs" variant="white" color="red.9" onClick={() => void rules.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </BookingNotice>
      );
    if (!rules.data.enabled)
      return (
        <BookingNotice
          color="yellow"
          role="status"
          title={t`We are not taking bookings online right now`}
        >
          <Trans>
            Please call us on <CallUs /> to book a table.
          </Trans>
        </BookingNotice>
      );
    if (booked)
      return (
        <BookingOutcome
          booking={booked}
          timeZone={timeZone}
          now={now}
          signedIn={Boolean(user)}
          onBookAnother={() => setBooked(undefined)}
        />
      );
    return (
      <BookingForm
        key={user?.uid ?? 'visitor'}
        rules={rules.data}
        timeZone={timeZone}
        now={now}
        guest={{
          name: (user?.displayName ?? '').slice(0, GUEST_LIMITS.name),
          email: user?.email ?? '',
        }}
        signedIn={Boolean(user)}
        confirmedEmail={user?.emailVerified ? (user.email ?? undefined) : undefined}
        onBooked={setBooked}
      />
    );
  };

  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>
            <Trans>Book a table</Trans>
          </Title>
          <Text size="lg" c="dimmed">
            <Trans>
              Choose your party and day, then a time with a table free. For a party larger than we
              take online, call us on <CallUs />.
            </Trans>
          </Text>
        </Stack>
        {content()}
      </Stack>
    </Container>
  );
}
