import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { ButtonLink } from '@/components/link';
import { SHOP_NAME, SHOP_TAGLINE } from '@/lib/shop';
import { InfoPage, InfoSection } from './info-page';
import { RestaurantDetails } from './restaurant-details';

/** /about: who cooks, what they cook, and where to find them. */
export function AboutScreen() {
  const { t, i18n } = useLingui();
  const shopName = SHOP_NAME;
  return (
    <InfoPage title={t`About us`} lead={i18n._(SHOP_TAGLINE)}>
      <InfoSection title={t`Our kitchen`}>
        <Text>
          <Trans>
            {shopName} is a neighbourhood restaurant. Our cooks make every dish on the menu to
            order, from salads and soups to pizza, desserts and drinks, with the season&apos;s
            produce.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Order online, pay by card and collect your food at the counter when it is ready: the
            menu shows today&apos;s dishes and their prices.
          </Trans>
        </Text>
        <ButtonLink to="/menu" variant="light" w="fit-content">
          <Trans>See the menu</Trans>
        </ButtonLink>
      </InfoSection>
      <InfoSection title={t`Find us`}>
        <RestaurantDetails />
      </InfoSection>
    </InfoPage>
  );
}
