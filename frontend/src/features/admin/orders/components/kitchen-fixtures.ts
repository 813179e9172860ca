import type { KitchenPace, Order, OrderStatus } from '@/api/generated/model';
import {
  COELIAC_NOTE,
  inStatus,
  sampleOrders,
} from '@/features/admin/shared/components/admin-fixtures';

/** An order of the samples in a status, under an id and a number of its own. */
const kitchenOrder = (
  reference: string,
  number: number,
  from: Order,
  status: OrderStatus,
  extra: Partial<Order> = {},
): Order => ({
  ...inStatus(from, status),
  _id: `${reference}-0000-4000-8000-000000000001`,
  number,
  printedAt: status === 'order pending' ? null : from.createdAt,
  ...extra,
});

/** A delivery promised for 19:30 in Paris, far ahead so that the kitchen's default ready time is that one. */
export const newDelivery = kitchenOrder('a1b2c3d4', 1101, sampleOrders[0], 'order pending', {
  promisedAt: '2030-01-15T18:30:00.000Z',
  allergyNote: COELIAC_NOTE,
});

/** A pickup paid days ahead for an evening: the kitchen answers it when its preparation must start. */
const scheduledPickup = kitchenOrder('a7b8c9d0', 1107, sampleOrders[2], 'order pending', {
  promisedAt: '2030-01-16T18:30:00.000Z',
  answerBy: '2030-01-16T18:10:00.000Z',
});

/** What `GET /kitchen/orders` answers: two new orders, one for later, one cooking, one ready, two finished. */
export const kitchenOrders: Order[] = [
  newDelivery,
  kitchenOrder('b2c3d4e5', 1102, sampleOrders[3], 'order pending'),
  kitchenOrder('c3d4e5f6', 1103, sampleOrders[1], 'preparing'),
  kitchenOrder('d4e5f6a7', 1104, sampleOrders[2], 'ready'),
  kitchenOrder('e5f6a7b8', 1105, sampleOrders[3], 'completed'),
  kitchenOrder('f6a7b8c9', 1106, sampleOrders[4], 'cancelled'),
  scheduledPickup,
];

/** The kitchen taking orders as the hours say. */
export const calmKitchen: KitchenPace = {
  pause: null,
  extraMinutes: 0,
  extraUntil: null,
  autoAccept: false,
};

/** The kitchen at 19:40 in Paris, too busy: orders for now paused until 20:10, and 20 minutes added. */
export const busyKitchen: KitchenPace = {
  pause: { until: '2026-11-24T19:10:00.000Z', untilResumed: false },
  extraMinutes: 20,
  extraUntil: '2026-11-24T23:00:00.000Z',
  autoAccept: false,
};
