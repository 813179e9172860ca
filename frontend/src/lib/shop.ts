export const SHOP_NAME = 'Foodi';
export const SHOP_TAGLINE = 'Savor the artistry where every dish is a culinary masterpiece.';

/** How guests reach the restaurant. */
export const SHOP_CONTACT = {
  email: 'hello@foodi.example',
  phone: '+1 (555) 014-2024',
  phoneHref: '+15550142024',
  socialHandle: '@foodi.kitchen',
} as const;

/** How long a toast stays, as the spec times them (SPEC §9). */
export const TOAST_MS = 1500;
