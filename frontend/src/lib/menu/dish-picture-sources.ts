/** The widths the shop serves its pictures at (GET /pictures/<width>/<format>/…); never wider than the original. */
const PICTURE_WIDTHS = [160, 320, 480, 640, 960];

// A picture the shop keeps itself: a seed picture or an upload, under a plain file name.
const KEPT_HERE = /^\/(menu-images|uploads)\/[\w.-]+$/;

export interface PictureSources {
  avif: string;
  webp: string;
}

/**
 * The `srcset` of a dish picture in AVIF and in WebP, for the pictures the shop serves resized; none for a picture
 * kept elsewhere (a client written against the seed may give an image host's address), which is shown as it is.
 */
export function dishPictureSources(src: string): PictureSources | undefined {
  if (!KEPT_HERE.test(src)) return undefined;
  const srcset = (format: keyof PictureSources) =>
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a srcset candidate: an address and a width
    PICTURE_WIDTHS.map((width) => `/pictures/${width}/${format}${src} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}
