import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { errorBody, sendError } from '../common/errors/error-body';
import type { ByteRange, PictureStore } from './picture-store';

/** How long a browser or a proxy may keep a picture, and whether it may keep it without asking again. */
export interface PictureCaching {
  maxAgeSeconds: number;
  immutable: boolean;
}

// An upload never changes under its name.
export const UPLOADS_CACHING: PictureCaching = { maxAgeSeconds: 365 * 24 * 3600, immutable: true };

// A stored file's own name: no folder, no leading dot.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export const isPictureFileName = (name: string): boolean => FILE_NAME.test(name);

/**
 * Answers a GET or HEAD of the picture `name` of `store` as express.static answers a file, whichever the store:
 * its type (a file extension such as `.webp`, or a media type), Cache-Control, a weak ETag and Last-Modified, 304
 * to a browser that holds it, and one byte range when asked. The bytes stream from the store as they come.
 */
export async function sendStoredPicture(
  req: Request,
  res: Response,
  store: PictureStore,
  name: string,
  type: string,
  caching: PictureCaching,
): Promise<void> {
  const found = await store.stat(name);
  if (!found) return sendError(res, errorBody(404, 'No such file.'));
  const etag = `W/"${found.size.toString(16)}-${found.modified.getTime().toString(16)}"`;
  const lastModified = found.modified.toUTCString();
  const validators = {
    'Accept-Ranges': 'bytes',
    'Cache-Control': `public, max-age=${caching.maxAgeSeconds}${caching.immutable ? ', immutable' : ''}`,
    'Last-Modified': lastModified,
    ETag: etag,
  };
  res.set(validators);
  if (req.fresh) return void res.status(304).end();
  const ranges = req.range(found.size, { combine: true });
  if (ranges === -1) {
    res.setHeader('Content-Range', `bytes */${found.size}`);
    return sendError(res, errorBody(416, 'The range asked for is outside the picture.'));
  }
  const ifRange = req.get('If-Range');
  const rangeHolds = !ifRange || ifRange === etag || ifRange === lastModified;
  const range: ByteRange | undefined =
    Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 && rangeHolds ? ranges[0] : undefined;
  const body = req.method === 'HEAD' ? undefined : await store.get(name, range);
  if (req.method !== 'HEAD' && !body) {
    // Removed since it was looked at: nothing of it may be kept.
    for (const header of Object.keys(validators)) res.removeHeader(header);
    return sendError(res, errorBody(404, 'No such file.'));
  }
  res.type(type);
  if (range) res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`);
  res.setHeader('Content-Length', range ? range.end - range.start + 1 : found.size);
  if (!body) return void res.end();
  // A client gone before the end, or a store failing mid-picture: the connection is closed either way.
  await pipeline(body, res).catch(() => undefined);
}

/** GET /uploads/<file>: an uploaded picture from its store; anything else under /uploads is a 404 or 405. */
export function storedPictures(store: PictureStore): Router {
  const router = express.Router();
  const picture: RequestHandler<{ file: string }> = (req, res, next) => {
    const { file } = req.params;
    if (!isPictureFileName(file)) return next();
    sendStoredPicture(req, res, store, file, path.extname(file), UPLOADS_CACHING).catch(next);
  };
  // A climb out of the folder, or an address that cannot be decoded, is refused as express.static refuses it.
  router.use(((req, res, next) => {
    const refused = safelyDecoded(req.path)?.split(/[\\/]/).includes('..') ?? true;
    if (refused) return sendError(res, errorBody(403, 'The file could not be sent.'));
    next();
  }) as RequestHandler);
  router.get('/:file', picture);
  router.use(((req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD') return sendError(res, errorBody(404, 'No such file.'));
    res.setHeader('Allow', 'GET, HEAD');
    sendError(res, errorBody(405, 'A picture can only be read.'));
  }) as RequestHandler);
  return router;
}

function safelyDecoded(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
