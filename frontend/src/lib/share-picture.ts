/** The picture a shared link of the shop shows (public/og-image.jpg): 1200×630, as link previews crop it. */
export const SHARE_PICTURE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: 'Foodi over pizza, salad, ramen, a burger, pasta, cheesecake, lemonade and a brownie: order online, collect at the counter',
} as const;
