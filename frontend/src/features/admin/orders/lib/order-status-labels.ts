import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OrderStatus } from '@/api/generated/model';

/**
 * What the button that moves an order to a status says. Which moves an order may make is the server's rule:
 * each order it answers lists them in `nextStatuses`.
 */
export const MOVE_TO_STATUS_ACTION: Record<OrderStatus, MessageDescriptor> = {
  [OrderStatus.order_pending]: msg`Back to pending`,
  [OrderStatus.accepted]: msg`Accept`,
  [OrderStatus.preparing]: msg`Start preparing`,
  [OrderStatus.ready]: msg`Mark ready`,
  [OrderStatus.completed]: msg`Mark completed`,
  [OrderStatus.rejected]: msg`Reject`,
  [OrderStatus.cancelled]: msg`Cancel order`,
};

/** What the dashboard says once an order has moved: "Order A1B2C3 is now accepted". */
export const ORDER_NOW_IN_STATUS: Record<OrderStatus, (reference: string) => MessageDescriptor> = {
  [OrderStatus.order_pending]: (reference) => msg`Order ${reference} is now order pending`,
  [OrderStatus.accepted]: (reference) => msg`Order ${reference} is now accepted`,
  [OrderStatus.preparing]: (reference) => msg`Order ${reference} is now preparing`,
  [OrderStatus.ready]: (reference) => msg`Order ${reference} is now ready`,
  [OrderStatus.completed]: (reference) => msg`Order ${reference} is now completed`,
  [OrderStatus.rejected]: (reference) => msg`Order ${reference} is now rejected`,
  [OrderStatus.cancelled]: (reference) => msg`Order ${reference} is now cancelled`,
};

/** A status as the filters name it: the shop's own words for it. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  [OrderStatus.order_pending]: msg`order pending`,
  [OrderStatus.accepted]: msg`accepted`,
  [OrderStatus.preparing]: msg`preparing`,
  [OrderStatus.ready]: msg`ready`,
  [OrderStatus.completed]: msg`completed`,
  [OrderStatus.rejected]: msg`rejected`,
  [OrderStatus.cancelled]: msg`cancelled`,
};

export const ORDER_STATUSES = Object.values(OrderStatus);
