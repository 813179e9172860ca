import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
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

function send(req: Request, res: Response, menu: CachedMenu, fixedHeaders: FixedHeaders): void {
  for (const [name, value] of fixedHeaders) res.setHeader(name, value);
  // The bytes were gzipped once when the menu was read; a Content-Encoding set here keeps the compression
  // middleware from gzipping them again on every request.
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
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
  res.end(body);
}

export interface MenuFromCacheOptions {
  /** Headers the middlewares skipped by an early answer would have set (the security headers). */
  fixedHeaders?: FixedHeaders;
  /** Leave requests that carry an Origin header to a later instance, placed after the CORS middleware. */
  sameOriginOnly?: boolean;
}

/**
 * Answers `GET /api/menu` (no query) from the cache before the rest of the pipeline: it is public, takes no input
 * and is the shop's busiest request. Anything else, or a failed read, goes on to the controller as usual.
 */
export function menuFromCache(
  cache: MenuCache,
  path: string,
  { fixedHeaders = [], sameOriginOnly = false }: MenuFromCacheOptions = {},
): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url !== path || !cache.enabled) return next();
    if (sameOriginOnly && req.headers.origin !== undefined) return next();
    const fresh = cache.fresh();
    if (fresh) return send(req, res, fresh, fixedHeaders);
    cache.current().then(
      (menu) => send(req, res, menu, fixedHeaders),
      () => next(),
    );
  };
}
