import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

type ServeStaticOptions = NonNullable<expressStaticGzip.ExpressStaticGzipOptions['serveStatic']>;

/**
 * The files of a folder, each sent as the Brotli (`.br`) or gzip (`.gz`) copy the build made beside it when the
 * browser accepts one, Brotli first; a file without copies goes out as express.static sends it (and the
 * compression middleware compresses it per request). The folder is read once, at start: a deploy brings a new start.
 */
export function precompressedFiles(root: string, options: ServeStaticOptions): RequestHandler {
  const serve = expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gz'], serveStatic: options });
  return (req, res, next) => {
    // Its own answer to an address it cannot decode would be plain text: the shop's error body says it instead.
    try {
      decodeURIComponent(req.path);
    } catch {
      next(Object.assign(new Error('The address is not well formed.'), { status: 400 }));
      return;
    }
    serve(req, res, next);
  };
}
