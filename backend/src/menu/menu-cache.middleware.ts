import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { CachedMenu, MenuCache } from './menu-cache';

/** If-None-Match compares weakly (RFC 9110): a tag the client holds as W/"x" still matches "x". */
function matches(header: IncomingHttpHeaders['if-none-match'], etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function send(res: Response, menu: CachedMenu, ifNoneMatch: string | undefined): void {
  res.setHeader('ETag', menu.etag);
  // Stored, but checked again every time: an administrator's change shows on the next visit.
  res.setHeader('Cache-Control', 'no-cache');
  if (matches(ifNoneMatch, menu.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', menu.body.length);
  res.end(menu.body);
}

/**
 * Answers `GET /api/menu` (no query) from the cache before the rest of the pipeline: it is public, takes no input
 * and is the shop's busiest request. Anything else, or a failed read, goes on to the controller as usual.
 */
export function menuFromCache(cache: MenuCache, path: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url !== path || !cache.enabled) return next();
    const fresh = cache.fresh();
    if (fresh) return send(res, fresh, req.headers['if-none-match']);
    cache.current().then(
      (menu) => send(res, menu, req.headers['if-none-match']),
      () => next(),
    );
  };
}
