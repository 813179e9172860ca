import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDishCount } from '../../../lib/dish-count';
import { formatPrice } from '../../../lib/money';

interface OrderSummaryProps {
  totalDollars: number;
  dishCount: number;
}

/** What the customer is about to pay for. */
export function OrderSummary({ totalDollars, dishCount }: OrderSummaryProps) {
  return (
    <Card padding="lg" component="section" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="order-summary-title">
          Order summary
        </Title>
        <Group justify="space-between">
          <Text c="dimmed">Total price</Text>
          <Text fw={700}>{formatPrice(totalDollars)}</Text>
        </Group>
        <Group justify="space-between">
          <Text c="dimmed">Number of items</Text>
          <Text fw={700}>{formatDishCount(dishCount)}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
