import type { OrderEventKind, OrderStatus, Prisma } from '../generated/prisma/client';

/** The PostgreSQL channel on which every instance hears that order events were committed. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

export interface NewOrderEvent {
  orderId: string;
  userId: string | null;
  kind: OrderEventKind;
  status: OrderStatus;
  /** The ready time, the reason or the refund, in words. */
  note?: string | null;
}

/**
 * Records changes to orders in the caller's transaction, and tells every instance at its commit. Call it last in
 * the transaction: the events' lock is held until the commit, so that ids become visible in the order they were
 * given out, and a reader that has seen id n has seen every id below it. The lock is taken after every row lock
 * of the transaction, so it can never be part of a deadlock.
 */
export async function recordOrderEvents(tx: Prisma.TransactionClient, events: readonly NewOrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('order events'))`;
  for (const event of events) {
    const [row] = await tx.$queryRaw<{ id: bigint }[]>`
      INSERT INTO order_events (order_id, user_id, kind, status, note)
      VALUES (${event.orderId}::uuid, ${event.userId}::uuid, ${event.kind}::"OrderEventKind", ${event.status}::"OrderStatus", ${event.note ?? null})
      RETURNING id`;
    await tx.$executeRaw`SELECT pg_notify(${ORDER_EVENTS_CHANNEL}, ${row!.id.toString()})`;
  }
}
