import { describe, expect, it } from 'vitest';
import { servicesOf } from './our-services';

describe('the services the home page offers', () => {
  it('are those the shop offers now, and nothing it does not do', () => {
    const titles = (shop: Parameters<typeof servicesOf>[0]) =>
      servicesOf(shop).map((service) => service.title);
    expect(titles({ pickup: true, delivery: false, tableBooking: false })).toEqual([
      'Online Ordering',
      'Pickup',
    ]);
    expect(titles({ pickup: true, delivery: true, tableBooking: true })).toEqual([
      'Online Ordering',
      'Pickup',
      'Delivery',
      'Table Booking',
    ]);
    expect(titles(undefined)).toEqual(['Online Ordering']);
  });
});
