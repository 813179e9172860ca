import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Stack, Text, Title } from '@mantine/core';
import { Elements, ExpressCheckoutElement } from '@stripe/react-stripe-js';
import { useState } from 'react';
import type { Payment, Quote } from '@/api/generated/model';
import { type CardPayer, useCardPayment } from '@/features/checkout/hooks/use-card-payment';
import { useCheckoutQuote } from '@/features/checkout/hooks/use-checkout-quote';
import { paymentElementsOptions } from '@/lib/stripe/payment-elements';
import { loadShopStripe } from '@/lib/stripe/shop-stripe';
import { formatPrice } from '@/lib/money';

/** The express order: a pickup as soon as possible, without a tip, as the seed's client always ordered. */
const PICKUP_NOW = {};

interface CartExpressCheckoutProps {
  /** Changes whenever the cart does, so that its bill is asked again. */
  cartVersion: string;
  payer: CardPayer;
  onPaid: (order: Payment) => void;
  onCartChanged: () => void;
}

interface WalletsProps extends Omit<CartExpressCheckoutProps, 'cartVersion'> {
  quote: Quote;
}

function Wallets({ quote, ...payment }: WalletsProps) {
  const { t } = useLingui();
  const [wallets, setWallets] = useState(true);
  const { pay, error } = useCardPayment({
    ...payment,
    totalDollars: quote.bill.total,
    request: PICKUP_NOW,
    quote,
  });
  if (!wallets) return null;
  const total = formatPrice(quote.bill.total);
  return (
    <Card padding="lg" component="section" aria-labelledby="cart-express-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="cart-express-title">
          <Trans>Pay now with your wallet</Trans>
        </Title>
        <Text size="sm" c="gray.7">
          {t`A pickup as soon as possible, without a tip: ${total}. For delivery, a later time, a tip or a note for the kitchen, go on to checkout.`}
        </Text>
        <Box data-testid="express-checkout">
          <ExpressCheckoutElement
            options={{ buttonHeight: 44 }}
            onReady={({ availablePaymentMethods }) => setWallets(Boolean(availablePaymentMethods))}
            onClick={(event) => event.resolve()}
            onConfirm={(event) => void pay(event)}
          />
        </Box>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The wallets Stripe offers on this device, on the cart: one tap pays for a pickup as soon as possible at the bill
 * the shop works out for it. Nothing shows while the shop cannot take that order (its bill is refused), or where the
 * device has no wallet.
 */
export function CartExpressCheckout({ cartVersion, ...payment }: CartExpressCheckoutProps) {
  const { i18n } = useLingui();
  const [stripe] = useState(() => loadShopStripe().catch(() => null));
  const { quote } = useCheckoutQuote(PICKUP_NOW, cartVersion);
  if (!quote) return null;
  return (
    <Elements stripe={stripe} options={paymentElementsOptions(quote.bill.total, i18n.locale)}>
      <Wallets quote={quote} {...payment} />
    </Elements>
  );
}
