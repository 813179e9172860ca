import { Group, Text } from '@mantine/core';
import { ButtonLink } from '../../../components/link';
import { InfoPage, InfoSection } from './info-page';

/** /table-booking: bookings do not exist yet, and the page says so instead of pretending. */
export function TableBookingScreen() {
  return (
    <InfoPage
      title="Table booking is coming"
      lead="You cannot book a table online yet: we are still setting it up."
    >
      <InfoSection title="Order online meanwhile">
        <Text>
          Choose your dishes on the menu, pay by card and collect your food at the counter when it
          is ready. Ordering asks you to sign in, so that your cart and your orders are kept for
          you.
        </Text>
        <Group>
          <ButtonLink to="/menu">Order online</ButtonLink>
          <ButtonLink to="/faq" variant="light">
            Read the FAQ
          </ButtonLink>
        </Group>
      </InfoSection>
    </InfoPage>
  );
}
