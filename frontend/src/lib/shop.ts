import { msg } from '@lingui/core/macro';

export const SHOP_NAME = 'Foodi';
/** The shop's tagline, a message: shown with `i18n._(SHOP_TAGLINE)`. */
export const SHOP_TAGLINE = msg`Savor the artistry where every dish is a culinary masterpiece.`;

/** Where the restaurant is, in parts: the pages print it in one line, search engines read each part. */
/* eslint-disable lingui/no-unlocalized-strings -- the restaurant's postal address, written as the post reads it */
export const SHOP_ADDRESS = {
  street: '27 Harvest Lane',
  locality: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** How guests reach the restaurant. */
export const SHOP_CONTACT = {
  email: 'hello@foodi.example',
  phone: '+1 (555) 014-2024',
  phoneHref: '+15550142024',
  socialHandle: '@foodi.kitchen',
  address: `${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.locality}, ${SHOP_ADDRESS.region} ${SHOP_ADDRESS.postalCode}`,
} as const;

/** What the kitchen cooks and what a meal costs, as search engines describe a restaurant: messages. */
export const SHOP_CUISINE = [msg`Pizza`, msg`Salads`, msg`Soups`, msg`Desserts`] as const;
export const SHOP_PRICE_RANGE = '$$';

/** How long a toast stays: 1,500 ms, as the shop has always timed them. */
export const TOAST_MS = 1500;
