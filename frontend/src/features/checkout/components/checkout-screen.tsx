import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Card, Container, Grid, Title } from '@mantine/core';
import type { Stripe } from '@stripe/stripe-js';
import { Elements } from '@stripe/react-stripe-js';
import type { CartLine, Payment, SavedCard, Shop, SlotList } from '@/api/generated/model';
import type { CardPayer } from '@/features/checkout/hooks/use-card-payment';
import { ShopStatus } from '@/components/shop-status';
import { paymentElementsOptions } from '@/lib/stripe/payment-elements';
import { CardPaymentForm } from './card-payment-form';
import { CheckoutChoicesSteps } from './checkout-choices-steps';
import { OrderSummary } from './order-summary';

interface CheckoutScreenProps {
  /** Stripe.js, once loaded; `null` while there is none (the card form then stays empty). */
  stripe: Promise<Stripe | null> | null;
  lines: CartLine[];
  totalDollars: number;
  dishCount: number;
  payer: CardPayer;
  blockedReason?: string;
  onPaid: (order: Payment) => void;
  onCartChanged: () => void;
  /** The customer's saved cards, offered before a new one. */
  savedCards?: SavedCard[];
  /** How the shop takes orders and the cart's time slots; without them, a pickup as soon as possible. */
  shop?: Shop;
  slots?: SlotList;
  /** The instant the times are read at; now by default (stories fix it). */
  now?: Date;
  /** What happened to a payment that came back from its bank's page, when it was not paid. */
  notice?: string;
}

/** The checkout: how and when, the tip and a promo code, the bill, and the card form to pay it. */
export function CheckoutScreen({ shop, slots, now, notice, ...props }: CheckoutScreenProps) {
  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} mb={shop ? 'xs' : 'lg'}>
        <Trans>Checkout</Trans>
      </Title>
      {shop && (
        <Box mb="lg">
          <ShopStatus shop={shop} now={now} />
        </Box>
      )}
      {notice && (
        <Alert color="red" role="alert" mb="lg">
          {notice}
        </Alert>
      )}
      {shop && slots ? (
        <CheckoutChoicesSteps {...props} shop={shop} slots={slots} now={now} />
      ) : (
        <SimpleCheckout {...props} />
      )}
    </Container>
  );
}

type SimpleCheckoutProps = Omit<CheckoutScreenProps, 'shop' | 'slots' | 'now'>;

/** The checkout of a pickup as soon as possible, priced by the cart alone. */
function SimpleCheckout({ stripe, lines, dishCount, ...payment }: SimpleCheckoutProps) {
  const { i18n } = useLingui();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <OrderSummary lines={lines} totalDollars={payment.totalDollars} dishCount={dishCount} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card padding="lg">
          <Elements
            stripe={stripe}
            options={paymentElementsOptions(payment.totalDollars, i18n.locale)}
          >
            <CardPaymentForm {...payment} />
          </Elements>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
