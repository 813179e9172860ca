import type { Order, OrderStatus } from '../../../api/generated/model';
import { inStatus, sampleOrders } from './admin-fixtures';

/** An order of the samples in a status, under an id of its own: the kitchen calls orders by its first 8 characters. */
const kitchenOrder = (
  reference: string,
  from: Order,
  status: OrderStatus,
  extra: Partial<Order> = {},
): Order => ({
  ...inStatus(from, status),
  _id: `${reference}-0000-4000-8000-000000000001`,
  printedAt: status === 'order pending' ? null : from.createdAt,
  ...extra,
});

/** A delivery promised for 19:30 in Paris, far ahead so that the kitchen's default ready time is that one. */
export const newDelivery = kitchenOrder('a1b2c3d4', sampleOrders[0], 'order pending', {
  promisedAt: '2030-01-15T18:30:00.000Z',
});

/** What `GET /kitchen/orders` answers: two new orders, one cooking, one ready, two finished. */
export const kitchenOrders: Order[] = [
  newDelivery,
  kitchenOrder('b2c3d4e5', sampleOrders[3], 'order pending'),
  kitchenOrder('c3d4e5f6', sampleOrders[1], 'preparing'),
  kitchenOrder('d4e5f6a7', sampleOrders[2], 'ready'),
  kitchenOrder('e5f6a7b8', sampleOrders[3], 'completed'),
  kitchenOrder('f6a7b8c9', sampleOrders[4], 'cancelled'),
];
