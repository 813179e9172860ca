import { msg } from '@lingui/core/macro';
import { SHOP_NAME } from './shop';

const shopName = SHOP_NAME;

/**
 * The picture a shared link of the shop shows (public/og-image.jpg): 1200×630, as link previews crop it; its
 * `alt` a message, said with `i18n._(SHARE_PICTURE.alt)`.
 */
export const SHARE_PICTURE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: msg`${shopName} over pizza, salad, ramen, a burger, pasta, cheesecake, lemonade and a brownie: order online, collect at the counter`,
} as const;
