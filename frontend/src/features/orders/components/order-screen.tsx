import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { Payment } from '@/api/generated/model';
import { ButtonLink } from '@/components/link';
import type { LiveState } from '@/lib/use-order-events';
import { OrderList, type OrderListProps } from './order-list';

const LIVE_TEXT: Record<LiveState, MessageDescriptor> = {
  connecting: msg`Connecting for live updates…`,
  live: msg`Updates live`,
  reconnecting: msg`Reconnecting for live updates…`,
};

/** While an order is ready for the customer, the browser tab says so, even from another tab. */
function useReadyTitle(orders: Payment[] | undefined) {
  const { t } = useLingui();
  const ready = orders?.some((order) => order.status === 'ready') ?? false;
  useEffect(() => {
    if (!ready) return;
    const title = document.title;
    document.title = t`Your order is ready! · ${title}`;
    return () => {
      document.title = title;
    };
  }, [ready, t]);
}

/** Order tracking: what the customer has paid for, newest first, as the kitchen moves it along. */
export function OrderScreen({
  orders,
  timeZone,
  now,
  live,
  ...actions
}: Pick<OrderListProps, 'onCancel' | 'cancellingId' | 'onReorder' | 'reorderingId'> & {
  orders: Payment[] | undefined;
  /** The shop's time zone, which promised times are told in. */
  timeZone?: string;
  now?: Date;
  /** Whether the screen hears the kitchen's changes as they happen; not said when undefined. */
  live?: LiveState;
}) {
  const { i18n } = useLingui();
  useReadyTitle(orders);
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={1}>
          <Trans>Your orders</Trans>
        </Title>
        {live && (
          <Text size="sm" c="dimmed" role="status">
            {i18n._(LIVE_TEXT[live])}
          </Text>
        )}
      </Group>
      {orders === undefined ? (
        <Text c="dimmed">
          <Trans>Loading your orders…</Trans>
        </Text>
      ) : orders.length === 0 ? (
        <Stack align="center" ta="center" gap="md" py="xl">
          <Text size="lg">
            <Trans>Cart is empty. Please add products.</Trans>
          </Text>
          <ButtonLink to="/menu">
            <Trans>Back to Menu</Trans>
          </ButtonLink>
        </Stack>
      ) : (
        <OrderList orders={orders} timeZone={timeZone} now={now} {...actions} />
      )}
    </Container>
  );
}
