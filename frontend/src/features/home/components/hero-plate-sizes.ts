/**
 * How wide the home page's plate shows, less its border: 82 % of a circle of at most 340 px on a phone, 480 px from
 * 48em. The build preloads the hero's picture with the same sizes (vite.config.ts), so the browser fetches one file.
 */
export const HERO_PLATE_SIZES =
  '(min-width: 48em) 374px, (min-width: 372px) 259px, calc(82vw - 46px)';
