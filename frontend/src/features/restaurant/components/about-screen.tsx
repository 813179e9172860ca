import { Text } from '@mantine/core';
import { ButtonLink } from '@/components/link';
import { SHOP_NAME, SHOP_TAGLINE } from '@/lib/shop';
import { InfoPage, InfoSection } from './info-page';
import { RestaurantDetails } from './restaurant-details';

/** /about: who cooks, what they cook, and where to find them. */
export function AboutScreen() {
  return (
    <InfoPage title="About us" lead={SHOP_TAGLINE}>
      <InfoSection title="Our kitchen">
        <Text>
          {SHOP_NAME} is a neighbourhood restaurant. Our cooks make every dish on the menu to order,
          from salads and soups to pizza, desserts and drinks, with the season&apos;s produce.
        </Text>
        <Text>
          Order online, pay by card and collect your food at the counter when it is ready: the menu
          shows today&apos;s dishes and their prices.
        </Text>
        <ButtonLink to="/menu" variant="light" w="fit-content">
          See the menu
        </ButtonLink>
      </InfoSection>
      <InfoSection title="Find us">
        <RestaurantDetails />
      </InfoSection>
    </InfoPage>
  );
}
