/**
 * Shown in place of a dish picture that cannot be loaded: an empty plate in the shop's greens. A file of its own
 * (public/empty-plate.svg, in the service worker's precache for a picture lost offline), not a data address that
 * every first visit's script would carry.
 */
export const dishPictureFallback = '/empty-plate.svg';
