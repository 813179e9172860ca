/** The widths a picture is served at: a small fixed set, so the disk cache stays bounded and every layout finds one near its size. */
const PICTURE_WIDTHS = [160, 320, 480, 640, 960] as const;

/** The encodings a browser may ask for; every browser the shop supports decodes WebP, most AVIF. */
const PICTURE_FORMATS = ['avif', 'webp'] as const;

export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const isPictureWidth = (width: number): boolean => (PICTURE_WIDTHS as readonly number[]).includes(width);

export const isPictureFormat = (format: string): format is PictureFormat =>
  (PICTURE_FORMATS as readonly string[]).includes(format);

/**
 * The name a resized copy is kept under: its original's, then the original's version where the original may change
 * under its name (a seed picture in a new version of the shop), then its width and format.
 */
export const pictureVariantName = (file: string, width: number, format: PictureFormat, version?: string): string =>
  `${file}${version ? `.${version}` : ''}.${width}.${format}`;

/** Every resized copy that may be made of an upload, which never changes under its name. */
export const uploadVariantNames = (file: string): string[] =>
  PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map((format) => pictureVariantName(file, width, format)));
