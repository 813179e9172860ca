import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../../components/link';
import { UserText } from '../../../components/user-text';
import { formatPrice } from '../../../lib/money';
import { centsToDollars } from '../lib/cart-totals';

export interface CartCustomer {
  name: string;
  email: string;
  userId: string;
}

interface CartSummaryProps {
  customer: CartCustomer;
  lineCount: number;
  totalCents: number;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text c="dimmed">{label}</Text>
      <UserText fw={500} ta="right">
        {value}
      </UserText>
    </Group>
  );
}

/** Who is ordering, what the cart comes to, and the way on to paying. */
export function CartSummary({ customer, lineCount, totalCents }: CartSummaryProps) {
  const empty = lineCount === 0;
  return (
    <Card padding="lg" component="section" aria-labelledby="cart-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="cart-summary-title">
          Customer details
        </Title>
        <Detail label="Name" value={customer.name} />
        <Detail label="Email" value={customer.email} />
        <Detail label="User id" value={customer.userId} />
        <Divider my="xs" />
        <Detail label="Total items" value={String(lineCount)} />
        <Detail label="Total price" value={formatPrice(centsToDollars(totalCents))} />
        {empty ? (
          <>
            <Button disabled fullWidth mt="sm" aria-describedby="cart-empty-reason">
              Proceed Checkout
            </Button>
            <Text size="sm" c="dimmed" id="cart-empty-reason">
              Your cart is empty: add a dish from the menu first.
            </Text>
          </>
        ) : (
          <ButtonLink to="/process-checkout" fullWidth mt="sm">
            Proceed Checkout
          </ButtonLink>
        )}
      </Stack>
    </Card>
  );
}
