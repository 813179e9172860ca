import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PictureFormat } from './picture-sizes';

// AVIF's effort 2 makes a 640 px dish picture in a tenth of the time of its default, for a file about 10 % larger:
// the first visitor to ask for a size waits for it.
const ENCODERS: Record<PictureFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/**
 * Writes `original` at `width` (never wider than it is) in `format` to `target`. The file appears whole or not at
 * all: it is written under a name of its own and renamed, so a request racing this one never reads half a picture.
 */
export async function writePictureVariant(
  original: string,
  width: number,
  format: PictureFormat,
  target: string,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const draft = `${target}.${randomUUID()}.part`;
  try {
    await ENCODERS[format](sharp(original).rotate().resize({ width, withoutEnlargement: true })).toFile(draft);
    await rename(draft, target);
  } finally {
    await rm(draft, { force: true });
  }
}
