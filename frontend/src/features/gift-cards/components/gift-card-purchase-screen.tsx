import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useCallback, useState } from 'react';
import type { GiftCardSent } from '@/api/generated/model';
import { AnchorLink, ButtonLink } from '@/components/link';
import { formatPrice } from '@/lib/money';
import { paymentElementsOptions } from '@/lib/stripe/payment-elements';
import { emptyGiftCard } from '@/features/gift-cards/lib/gift-card-purchase';
import { GiftCardPurchaseForm } from './gift-card-purchase-form';

interface GiftCardPurchaseScreenProps {
  /** Stripe.js, once loaded; `null` while there is none. */
  stripe: Promise<Stripe | null> | null;
  /** The signed-in buyer; null for a visitor, who is asked to log in first. */
  buyer: { name: string } | null;
}

/** Buying a gift card: who it is for and how much, paid by card, and then where it was sent. */
export function GiftCardPurchaseScreen({ stripe, buyer }: GiftCardPurchaseScreenProps) {
  const { i18n } = useLingui();
  const [sent, setSent] = useState<GiftCardSent>();
  const [amount, setAmount] = useState(() => Number(emptyGiftCard().amount));
  const onAmount = useCallback((next: number) => setAmount(next), []);
  const sentAmount = sent ? formatPrice(sent.amount) : '';
  const sentTo = sent?.recipientEmail ?? '';

  return (
    <Container size="sm" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>
            <Trans>Gift cards</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              Send a gift card by e-mail: its code pays an order, or part of it, and what is left
              stays on the card.
            </Trans>{' '}
            <AnchorLink to="/gift-cards/balance" c="leaf.9" underline="always">
              <Trans>Check a card’s balance</Trans>
            </AnchorLink>
          </Text>
        </Stack>
        {sent ? (
          <Alert color="leaf" role="status" title={<Trans>Your gift card is on its way</Trans>}>
            <Trans>
              We sent a gift card of {sentAmount} to {sentTo}. Your card was charged once.
            </Trans>
          </Alert>
        ) : buyer ? (
          <Card padding="lg">
            <Elements
              stripe={stripe}
              options={paymentElementsOptions(amount, i18n.locale, 'automatic')}
            >
              <GiftCardPurchaseForm buyerName={buyer.name} onSent={setSent} onAmount={onAmount} />
            </Elements>
          </Card>
        ) : (
          <Card padding="lg">
            <Stack align="flex-start" gap="sm">
              <Text>
                <Trans>
                  Log in to buy a gift card: you pay by card, and we e-mail it to whoever you
                  choose.
                </Trans>
              </Text>
              <ButtonLink to="/login" search={{ redirect: '/gift-cards' }}>
                <Trans>Login now!</Trans>
              </ButtonLink>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
