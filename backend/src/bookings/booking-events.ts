import type { BookingEventKind, BookingStatus, Prisma } from '../generated/prisma/client';
import { LIVE_EVENTS_CHANNEL, LIVE_EVENTS_LOCK } from '../common/live-events';
import { statusName } from './booking.mapper';

export interface NewBookingEvent {
  bookingId: string;
  kind: BookingEventKind;
  status: BookingStatus;
  startsAt: Date;
}

/**
 * Records a change to a booking in the caller's transaction, for the staff's live views. It takes the orders'
 * events lock and their sequence (see order-events.ts), so that the one stream numbers both in commit order; call it
 * last in the transaction, after every row lock.
 */
export async function recordBookingEvent(tx: Prisma.TransactionClient, event: NewBookingEvent): Promise<void> {
  await tx.$executeRaw`
    WITH events_lock AS (SELECT pg_advisory_xact_lock(hashtext(${LIVE_EVENTS_LOCK}))),
    inserted AS (
      INSERT INTO booking_events (booking_id, kind, status, starts_at)
      SELECT ${event.bookingId}::uuid, ${event.kind}::"BookingEventKind", ${statusName(event.status)}::"BookingStatus", ${event.startsAt}
      FROM events_lock
      RETURNING id)
    SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, inserted.id::text) FROM inserted`;
}
