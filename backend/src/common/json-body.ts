import express, { type RequestHandler } from 'express';
import { sendError } from './errors/error-body';
import { toErrorBody } from './errors/http-error.filter';

/** Parses JSON bodies; a body it cannot read gets the contract's error body, like every other error. */
export function jsonBody(limit: string): RequestHandler {
  const parse = express.json({ limit, strict: true });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => (error ? sendError(res, toErrorBody(error)) : next()));
  };
}
