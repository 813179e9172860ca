import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { DeliveryArea, DeliveryZone, DeliveryZoneInput } from '@/api/generated/model';
import { createDeliveryZoneBody } from '@/api/generated/zod/delivery-zones-staff/delivery-zones-staff.zod';
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

export function deliveryZoneProblems(values: DeliveryZoneFormValues, i18n: I18n) {
  const postcodes = postcodesOf(values.postcodes);
  return contractProblems(
    createDeliveryZoneBody,
    deliveryZoneInput(values),
    deliveryZoneFieldOf(values),
    (issue) => {
      const [area, list, index] = issue.path;
      if (area !== 'area' || list !== 'postcodes') return undefined;
      if (index === undefined)
        return issue.code === 'too_small' ? i18n._(msg`Enter at least one postcode.`) : undefined;
      const postcode = postcodes[Number(index)];
      return i18n._(
        msg`${postcode} is not a postcode: letters, digits, spaces and dashes, 2 to 12.`,
      );
    },
  );
}

/** The area in a few words: "12 postcodes", "3 km around 48.8566, 2.3522". */
export function areaInWords(area: DeliveryArea, i18n: I18n): string {
  if ('postcodes' in area) {
    const [first] = area.postcodes;
    const count = area.postcodes.length;
    return count === 1
      ? i18n._(msg`Postcode ${first}`)
      : i18n._(msg`${plural(count, { one: '# postcode', other: '# postcodes' })}`);
  }
  const radius = area.radiusKm;
  const { latitude, longitude } = area.center;
  return i18n._(msg`${radius} km around ${latitude}, ${longitude}`);
}

export function feeInWords(zone: DeliveryZone, i18n: I18n): string {
  if (zone.fee === 0) return i18n._(msg`Free delivery`);
  const fee = formatPrice(zone.fee);
  return i18n._(msg`${fee} delivery`);
}

export function minimumInWords(zone: DeliveryZone, i18n: I18n): string {
  if (zone.minimumOrder === 0) return i18n._(msg`No minimum order`);
  const minimum = formatPrice(zone.minimumOrder);
  return i18n._(msg`Minimum order ${minimum}`);
}
