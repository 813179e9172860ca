import { describe, expect, it } from 'vitest';
import { restaurantSchema } from './restaurant';

/** What the schema says of reservations, read as search engines read the JSON. */
const reservations = (facts: Parameters<typeof restaurantSchema>[0]) =>
  (JSON.parse(JSON.stringify(restaurantSchema(facts))) as { acceptsReservations?: unknown })
    .acceptsReservations;

const origin = 'https://shop.example';

describe('the restaurant as search engines read it', () => {
  it('points guests to the booking page while tables can be booked online', () => {
    expect(reservations({ origin, tableBooking: true })).toBe('https://shop.example/booking');
  });

  it('says it takes no reservations while online booking is off', () => {
    expect(reservations({ origin, tableBooking: false })).toBe(false);
  });

  it('claims nothing about reservations when the shop could not be read', () => {
    expect(reservations({ origin })).toBeUndefined();
  });
});
