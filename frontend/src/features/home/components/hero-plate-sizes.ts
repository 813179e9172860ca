import carbonaraAvif from '@/assets/dishes/spaghetti-carbonara.webp?w=280;400;480&aspect=1:1&format=avif&as=srcset';

/**
 * How wide the home page's plate shows, less its border: 82 % of a circle of at most 340 px on a phone, 480 px from
 * 48em. The home page's head preloads the hero's picture with the same sizes, so the browser fetches one file.
 */
export const HERO_PLATE_SIZES =
  '(min-width: 48em) 374px, (min-width: 372px) 259px, calc(82vw - 46px)';

/** The hero's plate in the sizes the build made of it. */
export const HERO_PLATE_AVIF = carbonaraAvif;

/** The home page's largest picture, fetched with the HTML rather than after the page's script has run. */
export const HERO_PLATE_PRELOAD = {
  rel: 'preload',
  as: 'image',
  type: 'image/avif',
  imageSrcSet: HERO_PLATE_AVIF,
  imageSizes: HERO_PLATE_SIZES,
  fetchPriority: 'high',
} as const;
