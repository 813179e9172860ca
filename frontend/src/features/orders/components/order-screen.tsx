import { Container, Stack, Text, Title } from '@mantine/core';
import type { Payment } from '../../../api/generated/model';
import { ButtonLink } from '../../../components/link';
import { OrderList } from './order-list';

const NO_ORDERS_MESSAGE = 'Cart is empty. Please add products.';

/** Order tracking: what the customer has paid for, newest first. */
export function OrderScreen({
  orders,
  timeZone,
  now,
}: {
  orders: Payment[] | undefined;
  /** The shop's time zone, which promised times are told in. */
  timeZone?: string;
  now?: Date;
}) {
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Your orders
      </Title>
      {orders === undefined ? (
        <Text c="dimmed">Loading your orders…</Text>
      ) : orders.length === 0 ? (
        <Stack align="center" ta="center" gap="md" py="xl">
          <Text size="lg">{NO_ORDERS_MESSAGE}</Text>
          <ButtonLink to="/menu">Back to Menu</ButtonLink>
        </Stack>
      ) : (
        <OrderList orders={orders} timeZone={timeZone} now={now} />
      )}
    </Container>
  );
}
