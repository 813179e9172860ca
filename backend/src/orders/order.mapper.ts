import { inAnnexOrder } from '../common/food-facts';
import type { components } from '../generated/contract';
import type { Order, OrderEvent, OrderLine, OrderStatus, PaymentStatus, Prisma } from '../generated/prisma/client';
import { toBillDto } from '../checkout/bill.mapper';
import { fromMinor } from '../common/money';
import { toChosenOption } from '../pricing/chosen-option';
import type { LineChoice } from '../pricing/selection';
import { nextStatuses } from './order-status';

type Schemas = components['schemas'];

export const STATUS_TEXT = {
  pending: 'order pending',
  accepted: 'accepted',
  preparing: 'preparing',
  ready: 'ready',
  completed: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const satisfies Record<OrderStatus, Schemas['OrderStatus']>;

const PAYMENT_STATUS_TEXT = {
  authorised: 'authorised',
  captured: 'captured',
  released: 'released',
  refunded: 'refunded',
  partly_refunded: 'partly refunded',
} as const satisfies Record<PaymentStatus, Schemas['OrderPayment']['status']>;

const STATUS_OF_TEXT = Object.fromEntries(
  Object.entries(STATUS_TEXT).map(([status, text]) => [text, status]),
) as Record<Schemas['OrderStatus'], OrderStatus>;

/** A status as the contract writes it (`order pending`). */
export const statusText = (status: OrderStatus): Schemas['OrderStatus'] => STATUS_TEXT[status];

export function fromStatusText(text: Schemas['OrderStatus']): OrderStatus {
  return STATUS_OF_TEXT[text];
}

/** An order with its lines, in the order of the cart it was paid from, and the steps of its timeline. */
export type OrderWithDetails = Order & { lines: OrderLine[]; events: OrderEvent[] };

export const ORDER_DETAILS = {
  lines: { orderBy: { position: 'asc' } },
  events: { where: { kind: { in: ['created', 'status'] } }, orderBy: { id: 'asc' } },
} as const satisfies Prisma.OrderInclude;

/** The order's bill part by part, in cents, as it was charged: `amountCents` is its total. */
export function billCentsOf(order: Order) {
  return {
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    serviceFeeCents: order.serviceFeeCents,
    deliveryFeeCents: order.deliveryFeeCents,
    tipCents: order.tipCents,
    taxCents: order.taxCents,
    totalCents: order.amountCents,
    taxIncluded: order.taxIncluded,
    giftCardCents: order.giftCardCents,
  };
}

/** An order as its customer sees it; its amounts are of the currency it was paid in. */
export function toPaymentDto(order: OrderWithDetails): Schemas['Payment'] {
  const amount = (minor: number) => fromMinor(minor, order.currency);
  return {
    _id: order.id,
    number: order.number,
    email: order.email,
    customerName: order.customerName,
    phone: order.phone,
    allergyNote: order.allergyNote,
    transactionId: order.transactionId,
    price: amount(order.amountCents),
    quantity: order.lines.length,
    status: STATUS_TEXT[order.status],
    itemName: order.lines.map((line) => line.name),
    cartItems: order.lines.map((line) => line.cartLineId),
    menuItems: order.lines.flatMap((line) => (line.menuItemId ? [line.menuItemId] : [])),
    createdAt: order.createdAt.toISOString(),
    lines: order.lines.map((line) => ({
      menuItemId: line.menuItemId,
      name: line.name,
      price: amount(line.priceCents),
      quantity: line.quantity,
      choices: (line.choices as unknown as LineChoice[]).map((choice) => toChosenOption(choice, order.currency)),
      allergens: inAnnexOrder(line.allergens),
      mayContain: inAnnexOrder(line.mayContain),
    })),
    fulfilment: order.fulfilment,
    address: (order.address as Schemas['DeliveryAddress'] | null) ?? null,
    promisedAt: order.promisedAt?.toISOString() ?? null,
    answerBy: order.status === 'pending' ? (order.answerBy?.toISOString() ?? null) : null,
    // Orders placed before bills had parts kept their subtotal as their total (the migration says so).
    bill: toBillDto(
      {
        ...billCentsOf(order),
        serviceFeeName: order.serviceFeeName,
        promoCode: order.promoCode,
        deliveryZone: order.deliveryZone,
      },
      order.currency,
    ),
    readyAt: order.readyAt?.toISOString() ?? null,
    reason: order.reason,
    payment: {
      status: PAYMENT_STATUS_TEXT[order.paymentStatus],
      captured: amount(order.capturedCents),
      refunded: amount(order.refundedCents),
      ...(order.giftCardCents > 0
        ? { giftCard: amount(order.giftCardCents), giftCardRefunded: amount(order.giftCardRefundedCents) }
        : {}),
    },
    timeline: order.events.map((event) => ({
      status: STATUS_TEXT[event.status],
      at: event.at.toISOString(),
      note: event.note,
    })),
  };
}

/** An order as the administrators see it: the customer's view of it and the statuses it may move to now. */
export function toOrderDto(order: OrderWithDetails): Schemas['Order'] {
  return {
    ...toPaymentDto(order),
    printedAt: order.printedAt?.toISOString() ?? null,
    nextStatuses: nextStatuses(order.status).map((status) => STATUS_TEXT[status]),
  };
}
