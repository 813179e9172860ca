import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import type { OrderStatus } from '@/api/generated/model';

/** Colours of the order statuses, dark enough that white text on them reads at WCAG AA. */
/** An orange dark enough for white text: Mantine's darkest orange is too light for it. */
export const DARK_ORANGE = '#9c3a0a';

export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  'order pending': 'grape.9',
  accepted: 'indigo.9',
  preparing: 'blue.9',
  ready: 'leaf.9',
  completed: 'gray.7',
  rejected: DARK_ORANGE,
  cancelled: 'red.9',
};

/** The statuses in the reader's words (the API's values are the seed's English). */
const ORDER_STATUS_WORDS: Record<OrderStatus, MessageDescriptor> = {
  'order pending': msg`order pending`,
  accepted: msg`accepted`,
  preparing: msg`preparing`,
  ready: msg`ready`,
  completed: msg`completed`,
  rejected: msg`rejected`,
  cancelled: msg`cancelled`,
};

/** An order's status as the shop names it, in its colour: the same for customers and staff. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={ORDER_STATUS_COLOR[status]} tt="none" size="lg">
      {i18n._(ORDER_STATUS_WORDS[status])}
    </Badge>
  );
}
