import { OrderStatus } from '@/api/generated/model';

/**
 * What the button that moves an order to a status says. Which moves an order may make is the server's rule:
 * each order it answers lists them in `nextStatuses`.
 */
export const MOVE_TO_STATUS_ACTION: Record<OrderStatus, string> = {
  [OrderStatus.order_pending]: 'Back to pending',
  [OrderStatus.accepted]: 'Accept',
  [OrderStatus.preparing]: 'Start preparing',
  [OrderStatus.ready]: 'Mark ready',
  [OrderStatus.completed]: 'Mark completed',
  [OrderStatus.rejected]: 'Reject',
  [OrderStatus.cancelled]: 'Cancel order',
};

export const ORDER_STATUSES = Object.values(OrderStatus);
