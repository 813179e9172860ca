import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

const compressWithBrotli = promisify(brotliCompress);

/**
 * An answer made once and sent many times: its bytes, the same bytes gzipped (and in Brotli, for answers made with
 * `withBrotli`), a strong ETag for each encoding, and how caches may keep it.
 */
export class ReadyAnswer {
  readonly gzipped: Buffer;
  readonly etag: string;
  readonly gzippedEtag: string;
  readonly brotliEtag: string;

  constructor(
    readonly bytes: Buffer,
    readonly contentType: string,
    readonly cacheControl: string,
    readonly brotli?: Buffer,
  ) {
    this.gzipped = gzipSync(bytes);
    // The same body has the same tag on every instance and after every restart.
    const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
    this.etag = `"${hash}"`;
    this.gzippedEtag = `"${hash}-gzip"`;
    this.brotliEtag = `"${hash}-br"`;
  }

  /** A JSON body, which was held to the contract when it was made. */
  static json(body: unknown, cacheControl: string): ReadyAnswer {
    return new ReadyAnswer(Buffer.from(JSON.stringify(body)), 'application/json; charset=utf-8', cacheControl);
  }

  /**
   * With a Brotli copy at its best quality too: worth its time (about 150 ms for a 190 KB page, on libuv's threads,
   * not the event loop) for a body sent many times, where Brotli's per-request quality would send a fifth more.
   */
  static async withBrotli(bytes: Buffer, contentType: string, cacheControl: string): Promise<ReadyAnswer> {
    const brotli = await compressWithBrotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    return new ReadyAnswer(bytes, contentType, cacheControl, brotli);
  }
}

/**
 * If-None-Match compares weakly (RFC 9110): a tag the client holds as W/"x" still matches "x", and any encoding's tag
 * names the same answer.
 */
function matches(header: IncomingHttpHeaders['if-none-match'], answer: ReadyAnswer): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return (
      trimmed === '*' || trimmed === answer.etag || trimmed === answer.gzippedEtag || trimmed === answer.brotliEtag
    );
  });
}

/** The encoding to send: Brotli when the answer has it and the client takes it, else gzip if taken, else none. */
function encodingFor(req: Request, answer: ReadyAnswer): 'br' | 'gzip' | undefined {
  if (answer.brotli && req.acceptsEncodings('br') === 'br') return 'br';
  return req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
}

/**
 * Sends a ready answer: 304 to a client that holds it, else its bytes in the encoding the client takes. A
 * Content-Encoding set here keeps the compression middleware from compressing them again. An answer sent with
 * another status than 200 (a not-found page) carries no tag and is always sent whole.
 */
export function sendReadyAnswer(req: Request, res: Response, answer: ReadyAnswer, status = 200): void {
  const encoding = encodingFor(req, answer);
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', answer.cacheControl);
  if (status === 200) {
    res.setHeader(
      'ETag',
      encoding === 'br' ? answer.brotliEtag : encoding === 'gzip' ? answer.gzippedEtag : answer.etag,
    );
    if (matches(req.headers['if-none-match'], answer)) {
      res.status(304).end();
      return;
    }
  }
  const body = encoding === 'br' ? answer.brotli! : encoding === 'gzip' ? answer.gzipped : answer.bytes;
  res.status(status).setHeader('Content-Type', answer.contentType);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
