import type { components } from '../generated/contract';
import type { Order, OrderLine, OrderStatus } from '../generated/prisma/client';
import { toBillDto } from '../checkout/bill.mapper';
import { fromCents } from '../common/money';
import { toChosenOption } from '../pricing/chosen-option';
import type { LineChoice } from '../pricing/selection';
import { nextStatuses } from './order-status';

type Schemas = components['schemas'];

const STATUS_TEXT = {
  pending: 'order pending',
  preparing: 'preparing',
  ready: 'ready',
  completed: 'completed',
  cancelled: 'cancelled',
} as const satisfies Record<OrderStatus, Schemas['OrderStatus']>;

const STATUS_OF_TEXT = Object.fromEntries(Object.entries(STATUS_TEXT).map(([status, text]) => [text, status])) as Record<
  Schemas['OrderStatus'],
  OrderStatus
>;

export function fromStatusText(text: Schemas['OrderStatus']): OrderStatus {
  return STATUS_OF_TEXT[text];
}

/** An order with its lines, in the order of the cart it was paid from. */
export type OrderWithLines = Order & { lines: OrderLine[] };

export const WITH_LINES = { lines: { orderBy: { position: 'asc' } } } as const;

export function toPaymentDto(order: OrderWithLines): Schemas['Payment'] {
  return {
    _id: order.id,
    email: order.email,
    transactionId: order.transactionId,
    price: fromCents(order.amountCents),
    quantity: order.lines.length,
    status: STATUS_TEXT[order.status],
    itemName: order.lines.map((line) => line.name),
    cartItems: order.lines.map((line) => line.cartLineId),
    menuItems: order.lines.flatMap((line) => (line.menuItemId ? [line.menuItemId] : [])),
    createdAt: order.createdAt.toISOString(),
    lines: order.lines.map((line) => ({
      menuItemId: line.menuItemId,
      name: line.name,
      price: fromCents(line.priceCents),
      quantity: line.quantity,
      choices: (line.choices as unknown as LineChoice[]).map(toChosenOption),
    })),
    fulfilment: order.fulfilment,
    address: (order.address as Schemas['DeliveryAddress'] | null) ?? null,
    promisedAt: order.promisedAt?.toISOString() ?? null,
    // Orders placed before bills had parts kept their subtotal as their total (the migration says so).
    bill: toBillDto({
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      deliveryFeeCents: order.deliveryFeeCents,
      tipCents: order.tipCents,
      taxCents: order.taxCents,
      totalCents: order.amountCents,
      taxIncluded: order.taxIncluded,
      promoCode: order.promoCode,
      deliveryZone: order.deliveryZone,
    }),
  };
}

/** An order as the administrators see it: the customer's view of it and the statuses it may move to now. */
export function toOrderDto(order: OrderWithLines): Schemas['Order'] {
  return { ...toPaymentDto(order), nextStatuses: nextStatuses(order.status).map((status) => STATUS_TEXT[status]) };
}
