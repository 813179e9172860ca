/** The one row of booking rules, made by the migration that made its table: read by bookings and the shop's status. */
export const BOOKING_RULES_ROW = { id: 1 } as const;
