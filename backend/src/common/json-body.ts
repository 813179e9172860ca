import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { sendError } from './errors/error-body';
import { errorLanguage, toErrorBody } from './errors/http-error.filter';
import type { ShopLanguage } from './i18n/languages';

/** Parses JSON bodies; a body it cannot read gets the contract's error body, like every other error. */
export function jsonBody(limit: string, keepRawFor: RegExp, shopLanguage: ShopLanguage): RequestHandler {
  const parse = express.json({
    limit,
    strict: true,
    // Signed webhooks are checked against the exact bytes that were signed.
    verify: (req: IncomingMessage & { rawBody?: Buffer; originalUrl?: string }, _res, buffer) => {
      if (keepRawFor.test(req.originalUrl ?? '')) req.rawBody = Buffer.from(buffer);
    },
  });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) =>
      error ? sendError(res, toErrorBody(error, errorLanguage(req, res, shopLanguage))) : next(),
    );
  };
}
