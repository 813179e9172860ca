import { type Said, said } from '../common/i18n/said';
import type { ShopMoney } from '../common/money';

/** A delivery zone as the shop keeps it: postcodes (normalised) or a circle, with its fee and minimum order. */
export interface Zone {
  name: string;
  postcodes: readonly string[];
  centerLatitude: number | null;
  centerLongitude: number | null;
  radiusMeters: number | null;
  feeCents: number;
  minimumCents: number;
}

export interface Address {
  postcode: string;
  location?: { latitude: number; longitude: number };
}

/** A postcode as zones keep it: upper case, without spaces or dashes. */
export const normalisePostcode = (postcode: string): string => postcode.toUpperCase().replace(/[\s-]/g, '');

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The distance between two points on the Earth, in metres (haversine, on a sphere of the Earth's mean radius). */
function distanceMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

const isCircle = (zone: Zone) =>
  zone.radiusMeters !== null && zone.centerLatitude !== null && zone.centerLongitude !== null;

function contains(zone: Zone, address: Address): boolean {
  if (isCircle(zone)) {
    if (!address.location) return false;
    return (
      distanceMeters({ latitude: zone.centerLatitude!, longitude: zone.centerLongitude! }, address.location) <=
      zone.radiusMeters!
    );
  }
  return zone.postcodes.includes(normalisePostcode(address.postcode));
}

/** The zone an address is delivered from, or the sentence that says why it is not. */
export type ZoneMatch<Z extends Zone> = { zone: Z } | { refusal: Said };

/** The zone that delivers to an address: of several, the cheapest (then the first by name). */
export function zoneFor<Z extends Zone>(zones: readonly Z[], address: Address): ZoneMatch<Z> {
  const matches = zones.filter((zone) => contains(zone, address));
  matches.sort((a, b) => a.feeCents - b.feeCents || a.name.localeCompare(b.name));
  const [cheapest] = matches;
  if (cheapest) return { zone: cheapest };
  if (!address.location && zones.some(isCircle)) {
    return {
      refusal: said(
        "We don't deliver to {postcode} by postcode. Share your location so we can check the distance, or choose pickup.",
        { postcode: address.postcode.trim() },
      ),
    };
  }
  return {
    refusal: said("We don't deliver to {postcode}. Choose pickup, or another address.", {
      postcode: address.postcode.trim(),
    }),
  };
}

/** The sentence refusing a delivery under its zone's minimum order (compared with the subtotal before discount), or null. */
export function minimumOrderRefusal(zone: Zone, subtotalCents: number, money: ShopMoney): Said | null {
  if (subtotalCents >= zone.minimumCents) return null;
  return said('Delivery to {zone} needs an order of at least {minimum}: add {more} more, or choose pickup.', {
    zone: zone.name,
    minimum: money.format(zone.minimumCents),
    more: money.format(zone.minimumCents - subtotalCents),
  });
}
