import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import type { Problem } from '../contract/contract';

/** The contract's `Error` schema: the body of every error answer. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  details?: Problem[];
}

export function errorBody(statusCode: number, message: string, details?: Problem[]): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(details && details.length > 0 ? { details } : {}),
  };
}

export function sendError(res: Response, body: ErrorBody): void {
  if (res.headersSent) return;
  res.status(body.statusCode).type('application/json').send(JSON.stringify(body));
}
