import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  areaInWords,
  deliveryZoneFormValues,
  deliveryZoneInput,
  deliveryZoneProblems,
  emptyDeliveryZone,
} from './delivery-zone-form';

describe('a delivery zone as the dashboard edits it', () => {
  it('takes postcodes one a line or separated by commas', () => {
    const values = {
      ...emptyDeliveryZone(),
      name: ' Paris 11e ',
      postcodes: '75011, 75012\n\n75020 ',
    };
    expect(deliveryZoneProblems(values, i18n)).toEqual({});
    expect(deliveryZoneInput(values)).toEqual({
      name: 'Paris 11e',
      area: { postcodes: ['75011', '75012', '75020'] },
      fee: 0,
      minimumOrder: 0,
    });
  });

  it('says which postcode is not one, and asks for the circle’s centre and radius', () => {
    const values = { ...emptyDeliveryZone(), name: 'Centre', postcodes: '75011\nX!' };
    expect(deliveryZoneProblems(values, i18n)).toEqual({
      postcodes: 'X! is not a postcode: letters, digits, spaces and dashes, 2 to 12.',
    });
    const circle = { ...values, kind: 'radius' as const, latitude: 48.85, radiusKm: 0.05 };
    expect(deliveryZoneProblems(circle, i18n)).toEqual({
      longitude: 'Enter a value.',
      radiusKm: 'Enter 0.1 or more.',
    });
  });

  it('gives back the zone it was given, and sums its area up', () => {
    const zone = {
      _id: '7a3e0c1d-0000-4000-8000-000000000001',
      name: 'Around the shop',
      area: { center: { latitude: 48.8566, longitude: 2.3522 }, radiusKm: 3 },
      fee: 2.5,
      minimumOrder: 15,
    };
    const { _id, ...input } = zone;
    expect(deliveryZoneInput(deliveryZoneFormValues(zone))).toEqual(input);
    expect(areaInWords(zone.area, i18n)).toBe('3 km around 48.8566, 2.3522');
    expect(areaInWords({ postcodes: ['75011', '75012'] }, i18n)).toBe('2 postcodes');
  });
});
