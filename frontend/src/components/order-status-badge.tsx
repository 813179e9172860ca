import { Badge } from '@mantine/core';
import type { OrderStatus } from '@/api/generated/model';

/** Colours of the order statuses, dark enough that white text on them reads at WCAG AA. */
export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  'order pending': 'grape.9',
  accepted: 'indigo.9',
  preparing: 'blue.9',
  ready: 'leaf.9',
  completed: 'gray.7',
  // Mantine's darkest orange is too light for white text.
  rejected: '#9c3a0a',
  cancelled: 'red.9',
};

/** An order's status as the shop names it, in its colour: the same for customers and staff. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={ORDER_STATUS_COLOR[status]} tt="none" size="lg">
      {status}
    </Badge>
  );
}
