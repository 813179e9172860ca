import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { OrderStatus, Payment } from '@/api/generated/model';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { orderNumberOf } from '@/lib/order-number';
import { shopClock, shopDayAndClock } from '@/lib/time/shop-time';

const STEP_NAME: Record<OrderStatus, MessageDescriptor> = {
  'order pending': msg`Placed`,
  accepted: msg`Accepted`,
  preparing: msg`Preparing`,
  ready: msg`Ready`,
  completed: msg`Completed`,
  rejected: msg`Not accepted`,
  cancelled: msg`Cancelled`,
};

/** Where the order is, in the customer's words. */
function statusSentence(order: Payment, timeZone: string, now: Date, i18n: I18n): string {
  const at = order.readyAt ? shopClock(order.readyAt, timeZone) : undefined;
  const delivery = order.fulfilment === 'delivery';
  switch (order.status) {
    case 'order pending': {
      if (!order.answerBy)
        return i18n._(
          msg`Waiting for the kitchen to confirm. Your card is authorised, and charged only when it does.`,
        );
      const by = shopDayAndClock(order.answerBy, now, timeZone);
      return i18n._(
        msg`Waiting for the kitchen to confirm, by ${by} at the latest. Your card is authorised, and charged only when it does.`,
      );
    }
    case 'accepted':
      if (!at) return i18n._(msg`Accepted.`);
      return delivery
        ? i18n._(msg`Accepted: delivered at ${at}.`)
        : i18n._(msg`Accepted: ready at ${at}.`);
    case 'preparing':
      if (!at) return i18n._(msg`Being prepared.`);
      return delivery
        ? i18n._(msg`Being prepared: delivered at ${at}.`)
        : i18n._(msg`Being prepared: ready at ${at}.`);
    case 'ready':
      return delivery ? i18n._(msg`On its way to you.`) : i18n._(msg`Ready: come and collect it.`);
    case 'completed':
      return i18n._(msg`Completed. Enjoy your meal!`);
    case 'rejected':
      return i18n._(
        msg`The kitchen could not take this order. Nothing was charged: the hold on your card is released.`,
      );
    case 'cancelled': {
      if (order.payment.refunded <= 0) return i18n._(msg`Cancelled.`);
      const refunded = formatPrice(order.payment.refunded);
      return i18n._(msg`Cancelled. ${refunded} refunded to your card.`);
    }
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
  const { t, i18n } = useLingui();
  const reason = order.reason;
  const number = orderNumberOf(order);
  return (
    <Stack gap={4} maw={320} data-testid={`order-progress-${order.transactionId}`}>
      <Group gap="xs">
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text size="sm" fw={600}>
        {statusSentence(order, timeZone, now, i18n)}
      </Text>
      {reason && (order.status === 'rejected' || order.status === 'cancelled') && (
        <UserText size="sm">{t`Reason: ${reason}`}</UserText>
      )}
      <Group
        component="ol"
        gap={4}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Steps of order ${number}`}
      >
        {order.timeline.map((step, index) => (
          <Text component="li" key={`${step.status}-${index}`} size="xs" c="dimmed">
            {`${index > 0 ? '→ ' : ''}${i18n._(STEP_NAME[step.status])} ${shopClock(step.at, timeZone)}`}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
