import { OrderStatus } from '../../../api/generated/model';

/** The contract's one step forward from each status; completed and cancelled orders go nowhere. */
const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  [OrderStatus.order_pending]: OrderStatus.preparing,
  [OrderStatus.preparing]: OrderStatus.ready,
  [OrderStatus.ready]: OrderStatus.completed,
};

export const nextStatusOf = (status: OrderStatus): OrderStatus | undefined => NEXT_STATUS[status];

export const canBeCancelled = (status: OrderStatus): boolean =>
  status !== OrderStatus.completed && status !== OrderStatus.cancelled;

/** What the button that moves an order on says. */
export const NEXT_STATUS_ACTION: Record<OrderStatus, string> = {
  [OrderStatus.order_pending]: '',
  [OrderStatus.preparing]: 'Start preparing',
  [OrderStatus.ready]: 'Mark ready',
  [OrderStatus.completed]: 'Mark completed',
  [OrderStatus.cancelled]: '',
};

export const ORDER_STATUSES = Object.values(OrderStatus);
