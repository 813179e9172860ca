import { ShopMoney } from '../common/money';
import { minimumOrderRefusal, normalisePostcode, zoneFor, type Zone } from './delivery-zone';

const postcodes = (name: string, list: string[], feeCents: number): Zone => ({
  name,
  postcodes: list,
  centerLatitude: null,
  centerLongitude: null,
  radiusMeters: null,
  feeCents,
  minimumCents: 2_000,
});
const circle: Zone = {
  name: 'Town centre',
  postcodes: [],
  centerLatitude: 48.8566,
  centerLongitude: 2.3522,
  radiusMeters: 2_000,
  feeCents: 300,
  minimumCents: 2_000,
};

const dollars = new ShopMoney('USD', 'en-US');

describe('delivery zones', () => {
  it('match a postcode whatever its case, spaces or dashes', () => {
    expect(normalisePostcode(' sw1a-1aa ')).toBe('SW1A1AA');
    expect(zoneFor([postcodes('East', ['75011'], 250)], { postcode: '75 011' })).toMatchObject({
      zone: { name: 'East' },
    });
  });

  it('match a circle by distance, and take the cheapest of several', () => {
    const near = { postcode: '75004', location: { latitude: 48.857, longitude: 2.36 } };
    expect(zoneFor([circle, postcodes('Marais', ['75004'], 200)], near)).toMatchObject({ zone: { name: 'Marais' } });
    expect(zoneFor([circle], { postcode: '75004', location: { latitude: 48.9, longitude: 2.35 } })).toHaveProperty(
      'refusal',
    );
  });

  it('say why an address is not delivered to', () => {
    expect(zoneFor([postcodes('East', ['75011'], 250)], { postcode: '75020' })).toEqual({
      refusal: "We don't deliver to 75020. Choose pickup, or another address.",
    });
    expect(zoneFor([circle], { postcode: '75020' })).toEqual({
      refusal:
        "We don't deliver to 75020 by postcode. Share your location so we can check the distance, or choose pickup.",
    });
  });

  it('compare the minimum order with the subtotal', () => {
    expect(minimumOrderRefusal(circle, 1_450, dollars)).toEqual(
      'Delivery to Town centre needs an order of at least $20.00: add $5.50 more, or choose pickup.',
    );
    expect(minimumOrderRefusal(circle, 2_000, dollars)).toBeNull();
  });
});
