import { buffer } from 'node:stream/consumers';
import express, { type RequestHandler, type Router } from 'express';
import { errorBody, sendError } from '../common/errors/error-body';
import { isPictureFormat, isPictureWidth, type PictureFormat, pictureVariantName } from './picture-sizes';
import type { PictureStore } from './picture-store';
import { resizedPicture } from './picture-variant';
import { isPictureFileName, type PictureCaching, sendStoredPicture } from './stored-pictures';

/** Where a folder's originals are kept, where their resized copies go, and how long a browser may keep those. */
interface PictureSource {
  originals: PictureStore;
  variants: PictureStore;
  caching: PictureCaching;
}

/** The pictures' folders by the address they are served at: `/menu-images/…` and `/uploads/…`. */
export type PictureSources = Record<'menu-images' | 'uploads', PictureSource>;

type Made = 'made' | 'no original' | 'no picture';

/**
 * GET /pictures/<width>/<avif|webp>/<menu-images|uploads>/<file>: the picture resized and re-encoded, made once and
 * then answered from its source's store of copies. Anything else under /pictures is 404 with the shop's error body.
 */
export function pictureVariants(sources: PictureSources): Router {
  const router = express.Router();
  const making = new Map<string, Promise<Made>>();

  /** Makes the copy and keeps it. */
  async function make(
    source: PictureSource,
    file: string,
    name: string,
    width: number,
    format: PictureFormat,
  ): Promise<Made> {
    const original = await source.originals.get(file);
    if (!original) return 'no original';
    const resized = await resizedPicture(await buffer(original), width, format).catch(() => undefined);
    if (!resized) return 'no picture';
    await source.variants.put(name, resized, `image/${format}`);
    return 'made';
  }

  const variant: RequestHandler<{ width: string; format: string; source: string; file: string }> = async (
    req,
    res,
    next,
  ) => {
    const { width: widthText, format, source: sourceName, file } = req.params;
    const width = Number(widthText);
    if (
      !/^\d+$/.test(widthText) ||
      !isPictureWidth(width) ||
      !isPictureFormat(format) ||
      !Object.hasOwn(sources, sourceName) ||
      !isPictureFileName(file)
    ) {
      return next();
    }
    const source = sources[sourceName as keyof PictureSources];
    try {
      const found = await source.originals.stat(file);
      if (!found) return next();
      // A picture that may change under its name has its size and time in its copies' names: never an old copy.
      const version = source.caching.immutable ? undefined : `${found.size}-${Math.trunc(found.modified.getTime())}`;
      const name = pictureVariantName(file, width, format, version);
      if (!(await source.variants.stat(name))) {
        const key = `${sourceName}/${name}`;
        const pending = making.get(key) ?? make(source, file, name, width, format).finally(() => making.delete(key));
        making.set(key, pending);
        const made = await pending;
        if (made === 'no original') return next();
        if (made === 'no picture') return sendError(res, errorBody(422, 'This picture could not be read.'));
      }
      await sendStoredPicture(req, res, source.variants, name, `image/${format}`, source.caching);
    } catch (error) {
      next(error);
    }
  };

  router.get('/:width/:format/:source/:file', variant);
  router.use(((_req, res) => sendError(res, errorBody(404, 'No such picture.'))) as RequestHandler);
  return router;
}
