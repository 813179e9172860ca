export const SHOP_NAME = 'Foodi';
export const SHOP_TAGLINE = 'Savor the artistry where every dish is a culinary masterpiece.';

/** Where the restaurant is, in parts: the pages print it in one line, search engines read each part. */
export const SHOP_ADDRESS = {
  street: '27 Harvest Lane',
  locality: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
} as const;

/** How guests reach the restaurant. */
export const SHOP_CONTACT = {
  email: 'hello@foodi.example',
  phone: '+1 (555) 014-2024',
  phoneHref: '+15550142024',
  socialHandle: '@foodi.kitchen',
  address: `${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.locality}, ${SHOP_ADDRESS.region} ${SHOP_ADDRESS.postalCode}`,
} as const;

/** What the kitchen cooks and what a meal costs, as search engines describe a restaurant. */
export const SHOP_CUISINE = ['Pizza', 'Salads', 'Soups', 'Desserts'] as const;
export const SHOP_PRICE_RANGE = '$$';

/** How long a toast stays: 1,500 ms, as the shop has always timed them. */
export const TOAST_MS = 1500;
