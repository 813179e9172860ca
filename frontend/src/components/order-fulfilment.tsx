import { Stack, Text } from '@mantine/core';
import type { Order } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { addressInOneLine } from '@/lib/delivery-address';
import { formatPromisedTime, formatShopTime } from '@/lib/time/shop-time';

/**
 * How an order is handed over, where, and for when. The customer's own orders say the time as the day goes ("Delivery
 * around 20:15 tomorrow", given `now`); the staff's list, which spans days, says the date ("Delivery · delivered by
 * Nov 22, 2026, 21:15").
 */
export function OrderFulfilment({
  order,
  timeZone,
  now,
  size = 'sm',
  testId,
}: {
  order: Pick<Order, 'fulfilment' | 'address' | 'promisedAt'>;
  /** The shop's time zone; the browser's until it is known. */
  timeZone?: string;
  /** Says the promised time relative to this moment, as the customer reads it. */
  now?: Date;
  /** The address's size: the customer's list sets it smaller than the staff's. */
  size?: 'xs' | 'sm';
  testId?: string;
}) {
  const { address } = order;
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="sm" fw={600}>
        {promisedInWords(order, timeZone, now)}
      </Text>
      {address && <UserText size={size}>{addressInOneLine(address)}</UserText>}
      {address?.instructions && (
        <UserText size={size} c="dimmed">
          For the driver: {address.instructions}
        </UserText>
      )}
    </Stack>
  );
}

function promisedInWords(
  order: Pick<Order, 'fulfilment' | 'promisedAt'>,
  timeZone: string | undefined,
  now: Date | undefined,
): string {
  const how = order.fulfilment === 'delivery' ? 'Delivery' : 'Pickup';
  if (!order.promisedAt) return how;
  if (now && timeZone) return formatPromisedTime(order.fulfilment, order.promisedAt, now, timeZone);
  const when = timeZone
    ? formatShopTime(order.promisedAt, timeZone)
    : new Date(order.promisedAt).toLocaleString('en-US');
  return `${how} · ${order.fulfilment === 'delivery' ? 'delivered' : 'ready'} by ${when}`;
}
