import type { DeliveryArea, DeliveryZone, DeliveryZoneInput } from '@/api/generated/model';
import { createDeliveryZoneBody } from '@/api/generated/zod/delivery-zones/delivery-zones.zod';
import { formatPrice } from '@/lib/money';
import { contractProblems } from '@/features/admin/shared/lib/contract-rules';

/** A zone as the form keeps it: the postcodes as typed, the numbers empty ('') until they are. */
export interface DeliveryZoneFormValues {
  name: string;
  kind: 'postcodes' | 'radius';
  postcodes: string;
  latitude: number | string;
  longitude: number | string;
  radiusKm: number | string;
  fee: number | string;
  minimumOrder: number | string;
}

export const emptyDeliveryZone = (): DeliveryZoneFormValues => ({
  name: '',
  kind: 'postcodes',
  postcodes: '',
  latitude: '',
  longitude: '',
  radiusKm: '',
  fee: 0,
  minimumOrder: 0,
});

export const deliveryZoneFormValues = (zone: DeliveryZone): DeliveryZoneFormValues => ({
  ...emptyDeliveryZone(),
  name: zone.name,
  fee: zone.fee,
  minimumOrder: zone.minimumOrder,
  ...('postcodes' in zone.area
    ? { kind: 'postcodes', postcodes: zone.area.postcodes.join('\n') }
    : {
        kind: 'radius',
        latitude: zone.area.center.latitude,
        longitude: zone.area.center.longitude,
        radiusKm: zone.area.radiusKm,
      }),
});

/** Postcodes one a line, or separated by commas. */
const postcodesOf = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((postcode) => postcode.trim())
    .filter(Boolean);

/** A number as typed, or the text itself so that the contract's schema refuses it. */
const numberOf = (value: number | string) => (value === '' ? undefined : value);

export const deliveryZoneInput = (values: DeliveryZoneFormValues): DeliveryZoneInput =>
  ({
    name: values.name.trim(),
    area:
      values.kind === 'postcodes'
        ? { postcodes: postcodesOf(values.postcodes) }
        : {
            center: { latitude: numberOf(values.latitude), longitude: numberOf(values.longitude) },
            radiusKm: numberOf(values.radiusKm),
          },
    fee: numberOf(values.fee),
    minimumOrder: numberOf(values.minimumOrder),
  }) as DeliveryZoneInput;

/** The form's field for a path of the contract's body (`area.center.latitude` is `latitude`). */
export const deliveryZoneFieldOf =
  (values: DeliveryZoneFormValues) =>
  (path: string): string => {
    if (path.startsWith('area.postcodes')) return 'postcodes';
    if (path.startsWith('area.center.')) return path.slice('area.center.'.length);
    if (path === 'area.radiusKm') return 'radiusKm';
    if (path.startsWith('area')) return values.kind === 'postcodes' ? 'postcodes' : 'radiusKm';
    return path;
  };

export function deliveryZoneProblems(values: DeliveryZoneFormValues) {
  const postcodes = postcodesOf(values.postcodes);
  return contractProblems(
    createDeliveryZoneBody,
    deliveryZoneInput(values),
    deliveryZoneFieldOf(values),
    (issue) => {
      const [area, list, index] = issue.path;
      if (area !== 'area' || list !== 'postcodes') return undefined;
      if (index === undefined)
        return issue.code === 'too_small' ? 'Enter at least one postcode.' : undefined;
      return `${postcodes[Number(index)]} is not a postcode: letters, digits, spaces and dashes, 2 to 12.`;
    },
  );
}

/** The area in a few words: "12 postcodes", "3 km around 48.8566, 2.3522". */
export function areaInWords(area: DeliveryArea): string {
  if ('postcodes' in area) {
    const [first] = area.postcodes;
    return area.postcodes.length === 1 ? `Postcode ${first}` : `${area.postcodes.length} postcodes`;
  }
  return `${area.radiusKm} km around ${area.center.latitude}, ${area.center.longitude}`;
}

export const feeInWords = (zone: DeliveryZone) =>
  zone.fee === 0 ? 'Free delivery' : `${formatPrice(zone.fee)} delivery`;

export const minimumInWords = (zone: DeliveryZone) =>
  zone.minimumOrder === 0 ? 'No minimum order' : `Minimum order ${formatPrice(zone.minimumOrder)}`;
