import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * A JSON answer made once and sent many times: its bytes, the same bytes gzipped, a strong ETag for each, and how
 * caches may keep it. Its body was held to the contract when it was made.
 */
export class ReadyAnswer {
  readonly json: Buffer;
  readonly gzipped: Buffer;
  readonly etag: string;
  readonly gzippedEtag: string;

  constructor(
    body: unknown,
    readonly cacheControl: string,
  ) {
    this.json = Buffer.from(JSON.stringify(body));
    this.gzipped = gzipSync(this.json);
    // The same body has the same tag on every instance and after every restart.
    const hash = createHash('sha256').update(this.json).digest('base64url').slice(0, 32);
    this.etag = `"${hash}"`;
    this.gzippedEtag = `"${hash}-gzip"`;
  }
}

/**
 * If-None-Match compares weakly (RFC 9110): a tag the client holds as W/"x" still matches "x", and either
 * encoding's tag names the same answer.
 */
function matches(header: IncomingHttpHeaders['if-none-match'], answer: ReadyAnswer): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === '*' || trimmed === answer.etag || trimmed === answer.gzippedEtag;
  });
}

/**
 * Sends a ready answer: 304 to a client that holds it, else its gzipped bytes to a client that accepts them (a
 * Content-Encoding set here keeps the compression middleware from gzipping them again) or its plain bytes.
 */
export function sendReadyAnswer(req: Request, res: Response, answer: ReadyAnswer): void {
  const gzip = req.acceptsEncodings('gzip') === 'gzip';
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', gzip ? answer.gzippedEtag : answer.etag);
  res.setHeader('Cache-Control', answer.cacheControl);
  if (matches(req.headers['if-none-match'], answer)) {
    res.status(304).end();
    return;
  }
  const body = gzip ? answer.gzipped : answer.json;
  res.status(200).setHeader('Content-Type', 'application/json; charset=utf-8');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
