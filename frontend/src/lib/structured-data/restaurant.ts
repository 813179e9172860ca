import { i18n as globalI18n, type I18n } from '@lingui/core';
import type { Restaurant, WithContext } from 'schema-dts';
import type { OpeningHours } from '@/api/generated/model';
import { SHARE_PICTURE } from '@/lib/share-picture';
import {
  SHOP_ADDRESS,
  SHOP_CONTACT,
  SHOP_CUISINE,
  SHOP_NAME,
  SHOP_PRICE_RANGE,
  SHOP_TAGLINE,
} from '@/lib/shop';
import { absoluteUrl } from '@/lib/site-url';
import { restaurantId } from './ids';
import { openingHoursSpecification } from './opening-hours';

interface RestaurantFacts {
  origin: string;
  /** The shop's opening-hours settings; left out when they could not be read. */
  hours?: OpeningHours;
  /** The shop's date (YYYY-MM-DD), asked for when there are special days: those before it are over. */
  today?: () => string;
  /** Whether tables can be booked online; left out when the shop could not be read. */
  tableBooking?: boolean;
  /** The page's language, which the description and the cuisine are written in. The interface's if left out. */
  i18n?: I18n;
}

/** The restaurant as schema.org describes one: the same name, address and phone as its pages show. */
export function restaurantSchema({
  origin,
  hours,
  today,
  tableBooking,
  i18n = globalI18n,
}: RestaurantFacts): WithContext<Restaurant> {
  const openingHours = hours ? openingHoursSpecification(hours, today) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': restaurantId(origin),
    name: SHOP_NAME,
    description: i18n._(SHOP_TAGLINE),
    url: absoluteUrl(origin, '/'),
    image: absoluteUrl(origin, SHARE_PICTURE.path),
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP_ADDRESS.street,
      addressLocality: SHOP_ADDRESS.locality,
      addressRegion: SHOP_ADDRESS.region,
      postalCode: SHOP_ADDRESS.postalCode,
      addressCountry: SHOP_ADDRESS.country,
    },
    telephone: SHOP_CONTACT.phoneHref,
    email: SHOP_CONTACT.email,
    servesCuisine: SHOP_CUISINE.map((cuisine) => i18n._(cuisine)),
    priceRange: SHOP_PRICE_RANGE,
    // Guests book on the booking page while the restaurant takes bookings online; unknown, nothing is claimed.
    ...(tableBooking === undefined
      ? {}
      : { acceptsReservations: tableBooking ? absoluteUrl(origin, '/booking') : false }),
    hasMenu: absoluteUrl(origin, '/menu'),
    ...(openingHours.length > 0 ? { openingHoursSpecification: openingHours } : {}),
  };
}
