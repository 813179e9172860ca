import type { DeliveryZone } from '../generated/prisma/client';
import { normalisePostcode } from '../ordering/delivery-zone';
import { deliveryZoneData, toDeliveryZoneDto } from './delivery-zone.mapper';

const asRow = (data: ReturnType<typeof deliveryZoneData>): DeliveryZone => ({
  ...data,
  id: 'zone',
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('a delivery zone as the shop keeps it', () => {
  it('compares postcodes without regard to case, spaces or dashes', () => {
    expect(normalisePostcode('ec1a 1bb')).toBe('EC1A1BB');
    expect(normalisePostcode('10001-1234')).toBe('100011234');
  });

  it('keeps each postcode once, and money in minor units of the currency', () => {
    const data = deliveryZoneData(
      {
        name: ' Town centre ',
        area: { postcodes: ['sw1a 1aa', 'SW1A-1AA', '10001'] },
        fee: 2.5,
        minimumOrder: 15,
      },
      'USD',
    );
    expect(data).toMatchObject({
      name: 'Town centre',
      postcodes: ['SW1A1AA', '10001'],
      radiusMeters: null,
      feeCents: 250,
      minimumCents: 1500,
    });
    expect(toDeliveryZoneDto(asRow(data), 'USD')).toEqual({
      _id: 'zone',
      name: 'Town centre',
      area: { postcodes: ['SW1A1AA', '10001'] },
      fee: 2.5,
      minimumOrder: 15,
    });
  });

  it('keeps yen as yen: a zero-decimal currency has no minor unit', () => {
    const data = deliveryZoneData(
      { name: 'Shibuya', area: { postcodes: ['150-0002'] }, fee: 300, minimumOrder: 1500 },
      'JPY',
    );
    expect(data).toMatchObject({ feeCents: 300, minimumCents: 1500 });
    expect(toDeliveryZoneDto(asRow(data), 'JPY')).toMatchObject({ fee: 300, minimumOrder: 1500 });
  });

  it('keeps a circle in metres and reads it back in kilometres', () => {
    const area = { center: { latitude: 40.7128, longitude: -74.006 }, radiusKm: 2.3 };
    const data = deliveryZoneData({ name: 'Around', area, fee: 0, minimumOrder: 0 }, 'USD');
    expect(data).toMatchObject({ postcodes: [], radiusMeters: 2300 });
    expect(toDeliveryZoneDto(asRow(data), 'USD').area).toEqual(area);
  });
});
