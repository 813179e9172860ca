import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/link';
import { InfoPage, InfoSection } from './info-page';
import { RestaurantDetails } from './restaurant-details';

function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <div>
      <Text component="h3" fw={600} mb={4}>
        {question}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** /faq: what guests ask before their first order, and how to reach the restaurant. */
export function FaqScreen() {
  const { t } = useLingui();
  return (
    <InfoPage title={t`FAQ`} lead={t`What guests ask us most, and how to reach us.`}>
      <InfoSection title={t`Ordering, paying and pickup`}>
        <Question question={t`How do I order?`}>
          <Trans>
            Choose dishes on the{' '}
            <AnchorLink to="/menu" c="leaf.9" underline="always">
              menu
            </AnchorLink>{' '}
            and add them to your cart. You need an account to order, so that your cart and your
            orders are kept for you: sign up with your e-mail address or your Google account.
          </Trans>
        </Question>
        <Question question={t`How do I pay?`}>
          <Trans>
            By card or with your phone&apos;s wallet, at checkout. Your bill shows each part before
            you pay: the dishes with their choices, a promo code&apos;s discount, the delivery fee,
            your tip and the tax. The card is only held until the kitchen accepts your order, and
            charged then. You can keep your card for your next orders, and remove it from your
            profile.
          </Trans>
        </Question>
        <Question question={t`How do I get my food?`}>
          <Trans>
            Collect it at the counter. Your orders page shows each order as pending, then preparing,
            then ready: come by once it says ready.
          </Trans>
        </Question>
        <Question question={t`Can I book a table?`}>
          <Trans>
            Yes: choose your party, day and time on{' '}
            <AnchorLink to="/booking" c="leaf.9" underline="always">
              Book a table
            </AnchorLink>
            , and we keep the table that fits you best.
          </Trans>
        </Question>
      </InfoSection>
      <InfoSection title={t`Opening hours and contact`}>
        <RestaurantDetails />
      </InfoSection>
    </InfoPage>
  );
}
