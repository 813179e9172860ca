import { fromMinor, toMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { DeliveryZone, Prisma } from '../generated/prisma/client';
import { normalisePostcode } from '../ordering/delivery-zone';

type Schemas = components['schemas'];

/** The zone's columns for a zone as written: postcodes normalised once each, or a circle in metres. */
export function deliveryZoneData({ name, area, fee, minimumOrder }: Schemas['DeliveryZoneInput'], currency: string) {
  const place =
    'postcodes' in area
      ? {
          postcodes: [...new Set(area.postcodes.map(normalisePostcode))],
          centerLatitude: null,
          centerLongitude: null,
          radiusMeters: null,
        }
      : {
          postcodes: [],
          centerLatitude: area.center.latitude,
          centerLongitude: area.center.longitude,
          radiusMeters: Math.round(area.radiusKm * 1000),
        };
  return {
    name: name.trim(),
    ...place,
    feeCents: toMinor(fee, currency),
    minimumCents: toMinor(minimumOrder, currency),
  } satisfies Prisma.DeliveryZoneUncheckedCreateInput;
}

export function toDeliveryZoneDto(zone: DeliveryZone, currency: string): Schemas['DeliveryZone'] {
  const area: Schemas['DeliveryArea'] =
    zone.radiusMeters !== null && zone.centerLatitude !== null && zone.centerLongitude !== null
      ? {
          center: { latitude: zone.centerLatitude, longitude: zone.centerLongitude },
          radiusKm: zone.radiusMeters / 1000,
        }
      : { postcodes: zone.postcodes };
  return {
    _id: zone.id,
    name: zone.name,
    area,
    fee: fromMinor(zone.feeCents, currency),
    minimumOrder: fromMinor(zone.minimumCents, currency),
  };
}
