import { type Order, OrderStatus, type Permission } from '@/api/generated/model';

/**
 * The moves of an order's `nextStatuses` the person's role allows: cancelling an order the kitchen accepted refunds
 * it, which needs `orders.refund` (the server refuses it otherwise); every other move needs no more than the screen.
 */
export function allowedMoves(order: Order, permissions: ReadonlySet<Permission>): OrderStatus[] {
  const refunds = order.status !== OrderStatus.order_pending;
  return order.nextStatuses.filter(
    (status) => status !== OrderStatus.cancelled || !refunds || permissions.has('orders.refund'),
  );
}
