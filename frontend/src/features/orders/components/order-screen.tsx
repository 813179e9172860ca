import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { Payment } from '@/api/generated/model';
import { ButtonLink } from '@/components/link';
import type { LiveState } from '@/lib/use-order-events';
import { OrderList, type OrderListProps } from './order-list';

const NO_ORDERS_MESSAGE = 'Cart is empty. Please add products.';

const LIVE_TEXT: Record<LiveState, string> = {
  connecting: 'Connecting for live updates…',
  live: 'Updates live',
  reconnecting: 'Reconnecting for live updates…',
};

/** While an order is ready for the customer, the browser tab says so, even from another tab. */
function useReadyTitle(orders: Payment[] | undefined) {
  const ready = orders?.some((order) => order.status === 'ready') ?? false;
  useEffect(() => {
    if (!ready) return;
    const title = document.title;
    document.title = `Your order is ready! · ${title}`;
    return () => {
      document.title = title;
    };
  }, [ready]);
}

/** Order tracking: what the customer has paid for, newest first, as the kitchen moves it along. */
export function OrderScreen({
  orders,
  timeZone,
  now,
  live,
  ...cancel
}: Pick<OrderListProps, 'onCancel' | 'cancellingId'> & {
  orders: Payment[] | undefined;
  /** The shop's time zone, which promised times are told in. */
  timeZone?: string;
  now?: Date;
  /** Whether the screen hears the kitchen's changes as they happen; not said when undefined. */
  live?: LiveState;
}) {
  useReadyTitle(orders);
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={1}>Your orders</Title>
        {live && (
          <Text size="sm" c="dimmed" role="status">
            {LIVE_TEXT[live]}
          </Text>
        )}
      </Group>
      {orders === undefined ? (
        <Text c="dimmed">Loading your orders…</Text>
      ) : orders.length === 0 ? (
        <Stack align="center" ta="center" gap="md" py="xl">
          <Text size="lg">{NO_ORDERS_MESSAGE}</Text>
          <ButtonLink to="/menu">Back to Menu</ButtonLink>
        </Stack>
      ) : (
        <OrderList orders={orders} timeZone={timeZone} now={now} {...cancel} />
      )}
    </Container>
  );
}
