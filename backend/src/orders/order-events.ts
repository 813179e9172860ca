import { LIVE_EVENTS_CHANNEL, LIVE_EVENTS_LOCK } from '../common/live-events';
import type { OrderEvent, OrderEventKind, OrderStatus, Prisma } from '../generated/prisma/client';

export interface NewOrderEvent {
  orderId: string;
  userId: string | null;
  kind: OrderEventKind;
  status: OrderStatus;
  /** The ready time, the reason or the refund, in words. */
  note?: string | null;
}

/**
 * Records changes to orders in the caller's transaction, tells every instance at its commit, and answers the events
 * as stored. Call it last in the transaction: the events' lock is held until the commit, so that ids become visible
 * in the order they were given out, and a reader that has seen id n has seen every id below it. The lock is taken
 * after every row lock of the transaction, so it can never be part of a deadlock.
 */
export async function recordOrderEvents(
  tx: Prisma.TransactionClient,
  events: readonly NewOrderEvent[],
): Promise<OrderEvent[]> {
  if (events.length === 0) return [];
  // One statement, so that the lock is held for as short a time as can be: the ids are given out after the lock
  // (the rows cannot exist before it is taken), in the events' order, and each one is told at the commit.
  const recorded = await tx.$queryRaw<Pick<OrderEvent, 'id' | 'at'>[]>`
    WITH events_lock AS (SELECT pg_advisory_xact_lock(hashtext(${LIVE_EVENTS_LOCK}))),
    inserted AS (
      INSERT INTO order_events (order_id, user_id, kind, status, note)
      SELECT event.order_id, event.user_id, event.kind::"OrderEventKind", event.status::"OrderStatus", event.note
      FROM events_lock, unnest(
        ${events.map((event) => event.orderId)}::uuid[],
        ${events.map((event) => event.userId)}::uuid[],
        ${events.map((event) => event.kind)}::text[],
        ${events.map((event) => event.status)}::text[],
        ${events.map((event) => event.note ?? null)}::text[]
      ) WITH ORDINALITY AS event(order_id, user_id, kind, status, note, position)
      ORDER BY event.position
      RETURNING id, at)
    SELECT inserted.id, inserted.at FROM inserted CROSS JOIN LATERAL (SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, inserted.id::text)) AS told`;
  // Ids were given out in the events' order.
  const inOrder = recorded.sort((a, b) => (a.id < b.id ? -1 : 1));
  return inOrder.map(({ id, at }, index) => ({ ...events[index]!, id, at, note: events[index]!.note ?? null }));
}
