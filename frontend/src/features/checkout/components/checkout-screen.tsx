import { Card, Container, Grid, Title } from '@mantine/core';
import type { Stripe } from '@stripe/stripe-js';
import { Elements } from '@stripe/react-stripe-js';
import type { CartLine, Payment } from '../../../api/generated/model';
import type { CardPayer } from '../hooks/use-card-payment';
import { CardPaymentForm } from './card-payment-form';
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
}

/** The checkout: what is being paid for, and the card form to pay it. */
export function CheckoutScreen({ stripe, lines, dishCount, ...payment }: CheckoutScreenProps) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Checkout
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummary lines={lines} totalDollars={payment.totalDollars} dishCount={dishCount} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card padding="lg">
            <Elements stripe={stripe}>
              <CardPaymentForm {...payment} />
            </Elements>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
