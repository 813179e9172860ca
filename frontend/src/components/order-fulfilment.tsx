import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { Order } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { addressInOneLine } from '@/lib/delivery-address';
import { formatPromisedTime } from '@/lib/time/promised-times';
import { formatShopTime } from '@/lib/time/shop-wall-time';

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
  const { i18n } = useLingui();
  const { address } = order;
  const instructions = address?.instructions;
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="sm" fw={600}>
        {promisedInWords(order, timeZone, now, i18n)}
      </Text>
      {address && <UserText size={size}>{addressInOneLine(address)}</UserText>}
      {instructions && (
        <UserText size={size} c="dimmed">
          <Trans>For the driver: {instructions}</Trans>
        </UserText>
      )}
    </Stack>
  );
}

function promisedInWords(
  order: Pick<Order, 'fulfilment' | 'promisedAt'>,
  timeZone: string | undefined,
  now: Date | undefined,
  i18n: I18n,
): string {
  const delivery = order.fulfilment === 'delivery';
  if (!order.promisedAt) return i18n._(delivery ? msg`Delivery` : msg`Pickup`);
  if (now && timeZone)
    return formatPromisedTime(order.fulfilment, order.promisedAt, now, timeZone, i18n);
  const when = timeZone
    ? formatShopTime(order.promisedAt, timeZone, i18n.locale)
    : new Date(order.promisedAt).toLocaleString(i18n.locale);
  return delivery
    ? i18n._(msg`Delivery · delivered by ${when}`)
    : i18n._(msg`Pickup · ready by ${when}`);
}
