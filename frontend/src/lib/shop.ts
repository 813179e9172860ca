export const SHOP_NAME = 'Foodi';
export const SHOP_TAGLINE = 'Savor the artistry where every dish is a culinary masterpiece.';

/** How guests reach the restaurant. */
export const SHOP_CONTACT = {
  email: 'hello@foodi.example',
  phone: '+1 (555) 014-2024',
  phoneHref: '+15550142024',
  socialHandle: '@foodi.kitchen',
  address: '27 Harvest Lane, Springfield, IL 62701',
} as const;

/** When the kitchen cooks and the counter hands over orders, as guests read it. */
export const SHOP_OPENING_HOURS = [
  { days: 'Monday to Friday', hours: '11:30 am to 10 pm' },
  { days: 'Saturday and Sunday', hours: '10 am to 11 pm' },
] as const;

/** How long a toast stays, as the spec times them (SPEC §9). */
export const TOAST_MS = 1500;
