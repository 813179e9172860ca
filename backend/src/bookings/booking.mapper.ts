import type { components } from '../generated/contract';
import type { Booking, BookingStatus } from '../generated/prisma/client';

type Schemas = components['schemas'];
export type BookingDto = Schemas['Booking'];
export type BookingStatusName = Schemas['BookingStatus'];

export type BookingWithTables = Booking & { tables: { table: { id: string; name: string } }[] };

/** The tables of a booking, as the queries here read them. */
export const WITH_TABLES = { tables: { select: { table: { select: { id: true, name: true } } } } } as const;

export const statusName = (status: BookingStatus): BookingStatusName => (status === 'no_show' ? 'no-show' : status);
export const statusOf = (name: BookingStatusName): BookingStatus => (name === 'no-show' ? 'no_show' : name);

/**
 * The statuses the host may give a booking in each status, the usual next step first: the one rule that
 * `setStatus` enforces and that every booking the host reads lists as `nextStatuses`.
 */
const NEXT_STATUSES: Record<BookingStatus, readonly BookingStatus[]> = {
  booked: ['seated', 'no_show', 'confirmed', 'cancelled'],
  confirmed: ['seated', 'no_show', 'cancelled'],
  seated: ['completed'],
  // A party marked a no-show that turns up after all.
  no_show: ['seated'],
  completed: [],
  cancelled: [],
};

export const nextStatusesOf = (status: BookingStatus): readonly BookingStatus[] => NEXT_STATUSES[status];

/** Bookings that hold their tables; the others have let them go. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['booked', 'confirmed', 'seated'];

/** Whether its guest may still change or cancel it: not yet begun, and neither seated, over nor cancelled. */
export const canChange = (booking: Pick<Booking, 'status' | 'startsAt'>, now = new Date()): boolean =>
  (booking.status === 'booked' || booking.status === 'confirmed') && booking.startsAt > now;

/** A booking as its guest sees it; administrators also see its tables and how it was made. */
export function toBookingDto(booking: BookingWithTables, forStaff: boolean): BookingDto {
  return {
    id: booking.id,
    reference: booking.reference,
    partySize: booking.partySize,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    notes: booking.notes,
    status: statusName(booking.status),
    confirmBy: booking.status === 'booked' && booking.confirmBy ? booking.confirmBy.toISOString() : null,
    canChange: canChange(booking),
    createdAt: booking.createdAt.toISOString(),
    ...(forStaff
      ? {
          tables: booking.tables.map(({ table }) => table).sort((a, b) => a.name.localeCompare(b.name)),
          source: booking.source,
          nextStatuses: nextStatusesOf(booking.status).map(
            (status) => statusName(status) as Schemas['BookingStatusChangeStatus'],
          ),
        }
      : {}),
  };
}
