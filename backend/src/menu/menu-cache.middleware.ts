import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { FixedHeaders } from '../common/http/fixed-headers';
import type { CachedMenu, MenuCache } from './menu-cache';

/**
 * If-None-Match compares weakly (RFC 9110): a tag the client holds as W/"x" still matches "x", and either
 * encoding's tag names the same menu.
 */
function matches(header: IncomingHttpHeaders['if-none-match'], menu: CachedMenu): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === '*' || trimmed === menu.etag || trimmed === menu.gzippedEtag;
  });
}

/** Whether Accept-Encoding gives gzip (or `*`) a weight above zero. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map(
    header.split(',').map((part) => {
      const [coding = '', ...parameters] = part
        .toLowerCase()
        .split(';')
        .map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return [coding, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

function send(req: IncomingMessage, res: ServerResponse, menu: CachedMenu, fixedHeaders: FixedHeaders): void {
  for (const [name, value] of fixedHeaders) res.setHeader(name, value);
  // The bytes were gzipped once when the menu was read; a Content-Encoding set here keeps the compression
  // middleware from gzipping them again on every request.
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', gzip ? menu.gzippedEtag : menu.etag);
  // Stored, but checked again every time: an administrator's change shows on the next visit.
  res.setHeader('Cache-Control', 'no-cache');
  if (matches(req.headers['if-none-match'], menu)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const body = gzip ? menu.gzipped : menu.body;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const isMenuRequest = (req: IncomingMessage, path: string) =>
  (req.method === 'GET' || req.method === 'HEAD') && req.url === path;

/**
 * Answers `GET /api/menu` (no query) from the cache inside the pipeline, after CORS: it is public, takes no input
 * and is the shop's busiest request. Anything else, or a failed read, goes on to the controller as usual.
 */
export function menuFromCache(cache: MenuCache, path: string): RequestHandler {
  return (req, res, next) => {
    if (!isMenuRequest(req, path) || !cache.enabled) return next();
    const fresh = cache.fresh();
    if (fresh) return send(req, res, fresh, []);
    cache.current().then(
      (menu) => send(req, res, menu, []),
      () => next(),
    );
  };
}

/**
 * Puts the cached menu in front of the whole framework on the HTTP server itself, for same-origin requests while
 * the cache is fresh, with the security headers the skipped middleware would have set: Express's and helmet's
 * work per request cost more than half of the menu's pace. Everything else (cross-origin requests that need CORS,
 * a cache to refill) goes to the app as before.
 */
export function serveMenuFirst(server: Server, cache: MenuCache, path: string, fixedHeaders: FixedHeaders): void {
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const fresh = isMenuRequest(req, path) && req.headers.origin === undefined ? cache.fresh() : undefined;
    if (fresh) return send(req, res, fresh, fixedHeaders);
    for (const listener of listeners) listener(req, res);
  });
}
