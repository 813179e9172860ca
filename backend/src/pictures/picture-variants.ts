import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { errorBody, sendError } from '../common/errors/error-body';
import { sendFileAt } from '../common/http/send-file';
import { isPictureFormat, isPictureWidth } from './picture-sizes';
import { writePictureVariant } from './picture-variant';

/** Where the originals live, by the address they are served at: `/menu-images/…` and `/uploads/…`. */
export interface PictureOriginals {
  'menu-images': string;
  uploads: string;
}

// Uploads never change under their name; seed pictures may change with a new version of the shop.
const MAX_AGE_SECONDS: Record<keyof PictureOriginals, number> = { 'menu-images': 24 * 3600, uploads: 365 * 24 * 3600 };

// A stored file's own name: no folder, no leading dot.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/**
 * GET /pictures/<width>/<avif|webp>/<menu-images|uploads>/<file>: the picture resized and re-encoded, made once and
 * then answered from `cacheDir`. Anything else under /pictures is 404 with the shop's error body.
 */
export function pictureVariants(originals: PictureOriginals, cacheDir: string): Router {
  const router = express.Router();
  const making = new Map<string, Promise<void>>();

  const variant: RequestHandler<{ width: string; format: string; source: string; file: string }> = async (
    req,
    res,
    next,
  ) => {
    const { width: widthText, format, source, file } = req.params;
    const width = Number(widthText);
    if (
      !/^\d+$/.test(widthText) ||
      !isPictureWidth(width) ||
      !isPictureFormat(format) ||
      !Object.hasOwn(originals, source) ||
      !FILE_NAME.test(file)
    ) {
      return next();
    }
    const folder = originals[source as keyof PictureOriginals];
    const original = path.join(folder, file);
    const found = await stat(original).catch(() => undefined);
    if (!found?.isFile()) return next();
    // The original's size and time in the name: a changed seed picture gets new variants, never an old one.
    const cached = path.join(cacheDir, source, `${file}.${found.size}-${Math.trunc(found.mtimeMs)}.${width}.${format}`);
    try {
      if (!(await stat(cached).catch(() => undefined))) {
        const pending =
          making.get(cached) ??
          writePictureVariant(original, width, format, cached).finally(() => making.delete(cached));
        making.set(cached, pending);
        await pending;
      }
    } catch {
      return sendError(res, errorBody(422, 'This picture could not be read.'));
    }
    sendFileAt(res, cached, {
      headers: { 'Content-Type': `image/${format}` },
      maxAge: MAX_AGE_SECONDS[source as keyof PictureOriginals] * 1000,
      immutable: source === 'uploads',
    });
  };

  router.get('/:width/:format/:source/:file', variant);
  router.use(((_req, res) => sendError(res, errorBody(404, 'No such picture.'))) as RequestHandler);
  return router;
}
