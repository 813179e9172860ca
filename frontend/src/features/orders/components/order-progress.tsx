import { Group, Stack, Text } from '@mantine/core';
import type { OrderStatus, Payment } from '@/api/generated/model';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { orderNumberOf } from '@/lib/order-number';
import { shopClock, shopDayAndClock } from '@/lib/time/shop-time';

const STEP_NAME: Record<OrderStatus, string> = {
  'order pending': 'Placed',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  completed: 'Completed',
  rejected: 'Not accepted',
  cancelled: 'Cancelled',
};

/** Where the order is, in the customer's words. */
function statusSentence(order: Payment, timeZone: string, now: Date): string {
  const at = order.readyAt ? shopClock(order.readyAt, timeZone) : undefined;
  const due = order.fulfilment === 'delivery' ? `delivered at ${at}` : `ready at ${at}`;
  switch (order.status) {
    case 'order pending':
      return order.answerBy
        ? `Waiting for the kitchen to confirm, by ${shopDayAndClock(order.answerBy, now, timeZone)} at the latest. Your card is authorised, and charged only when it does.`
        : 'Waiting for the kitchen to confirm. Your card is authorised, and charged only when it does.';
    case 'accepted':
      return at ? `Accepted: ${due}.` : 'Accepted.';
    case 'preparing':
      return at ? `Being prepared: ${due}.` : 'Being prepared.';
    case 'ready':
      return order.fulfilment === 'delivery' ? 'On its way to you.' : 'Ready: come and collect it.';
    case 'completed':
      return 'Completed. Enjoy your meal!';
    case 'rejected':
      return 'The kitchen could not take this order. Nothing was charged: the hold on your card is released.';
    case 'cancelled':
      return order.payment.refunded > 0
        ? `Cancelled. ${formatPrice(order.payment.refunded)} refunded to your card.`
        : 'Cancelled.';
  }
}

/** The order's status with what it means now, why it was refused, and the steps it took, on the shop's clock. */
export function OrderProgress({
  order,
  timeZone,
  now,
}: {
  order: Payment;
  timeZone: string;
  now: Date;
}) {
  return (
    <Stack gap={4} maw={320} data-testid={`order-progress-${order.transactionId}`}>
      <Group gap="xs">
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text size="sm" fw={600}>
        {statusSentence(order, timeZone, now)}
      </Text>
      {order.reason && (order.status === 'rejected' || order.status === 'cancelled') && (
        <UserText size="sm">{`Reason: ${order.reason}`}</UserText>
      )}
      <Group
        component="ol"
        gap={4}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={`Steps of order ${orderNumberOf(order)}`}
      >
        {order.timeline.map((step, index) => (
          <Text component="li" key={`${step.status}-${index}`} size="xs" c="dimmed">
            {`${index > 0 ? '→ ' : ''}${STEP_NAME[step.status]} ${shopClock(step.at, timeZone)}`}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
