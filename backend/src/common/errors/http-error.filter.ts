import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { Prisma } from '../../generated/prisma/client';
import { type ErrorBody, errorBody, sendError } from './error-body';

/** An HTTP error that carries the contract's `details`. */
export class ContractViolation extends HttpException {
  constructor(
    message: string,
    readonly details: ErrorBody['details'],
    status = HttpStatus.BAD_REQUEST,
  ) {
    super(message, status);
  }
}

/** An HTTP error whose body carries more than the message, as its operation's contract describes it. */
export class ErrorWithFacts extends HttpException {
  constructor(
    message: string,
    status: HttpStatus,
    readonly facts: Record<string, unknown>,
  ) {
    super(message, status);
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'The request does not match the contract.',
  401: 'Sign in to continue.',
  403: 'You may not do this.',
  404: 'Nothing here.',
  413: 'The request is too large.',
  500: 'Something went wrong on our side.',
};

/** Turns anything thrown while answering a request into the contract's error body. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof ContractViolation) {
    return errorBody(exception.getStatus(), messageOf(exception), exception.details);
  }
  if (exception instanceof ErrorWithFacts) {
    return { ...errorBody(exception.getStatus(), messageOf(exception)), ...exception.facts };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = messageOf(exception);
    // Nest's own texts, such as 'Cannot GET /api/x', say less than ours.
    const ownText = status === 404 && /^Cannot [A-Z]+ /.test(message) ? 'No such endpoint.' : message;
    return errorBody(status, ownText || DEFAULT_MESSAGES[status] || 'Error');
  }
  if (exception instanceof Prisma.PrismaClientKnownRequestError) {
    if (exception.code === 'P2025') return errorBody(404, 'No such record.');
    if (exception.code === 'P2002') return errorBody(409, 'A record with these values exists already.');
    if (exception.code === 'P2003') return errorBody(409, 'The record is still in use.');
  }
  const status = (exception as { status?: unknown; type?: unknown }).status;
  // Errors of the body parser carry their status and a type.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (exception as { type?: string }).type;
    if (type === 'entity.parse.failed') return errorBody(400, 'The body is not valid JSON.');
    if (type === 'entity.too.large') return errorBody(413, DEFAULT_MESSAGES[413]!);
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return errorBody(415, 'The body must be UTF-8 encoded JSON.');
    }
    return errorBody(status, DEFAULT_MESSAGES[status] ?? 'The request could not be read.');
  }
  return errorBody(500, DEFAULT_MESSAGES[500]!);
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception);
    sendError(host.switchToHttp().getResponse<Response>(), body);
  }
}
