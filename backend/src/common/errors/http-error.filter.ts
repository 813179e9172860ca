import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Inject, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { Prisma } from '../../generated/prisma/client';
import { answerLanguageOf, type ShopLanguage, shopLanguageOf } from '../i18n/languages';
import { inLanguage, Said, said } from '../i18n/said';
import { type ErrorBody, errorBody, sendError } from './error-body';

/** An HTTP error that carries the contract's `details`. */
export class ContractViolation extends HttpException {
  constructor(
    message: string | Said,
    readonly details: ErrorBody['details'],
    status = HttpStatus.BAD_REQUEST,
  ) {
    super(message, status);
  }
}

/** An HTTP error whose body carries more than the message, as its operation's contract describes it. */
export class ErrorWithFacts extends HttpException {
  constructor(
    message: string | Said,
    status: HttpStatus,
    readonly facts: Record<string, unknown>,
  ) {
    super(message, status);
  }
}

function messageOf(exception: HttpException): string | Said {
  const response = exception.getResponse();
  if (typeof response === 'string' || response instanceof Said) return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

const DEFAULT_MESSAGES: Record<number, Said> = {
  400: said('The request does not match the contract.'),
  401: said('Sign in to continue.'),
  403: said('You may not do this.'),
  404: said('Nothing here.'),
  413: said('The request is too large.'),
  500: said('Something went wrong on our side.'),
};

/**
 * Turns anything thrown while answering a request into the contract's error body, its message in the answer's
 * language where the answers' catalogue has it (the `details` stay as the contract's validator words them).
 */
export function toErrorBody(exception: unknown, language: ShopLanguage = 'en'): ErrorBody {
  const body = (status: number, message: string | Said, details?: ErrorBody['details']) =>
    errorBody(status, inLanguage(message, language), details);
  if (exception instanceof ContractViolation) {
    return body(exception.getStatus(), messageOf(exception), exception.details);
  }
  if (exception instanceof ErrorWithFacts) {
    return { ...body(exception.getStatus(), messageOf(exception)), ...exception.facts };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = messageOf(exception);
    // Nest's own texts, such as 'Cannot GET /api/x', say less than ours.
    if (status === 404 && typeof message === 'string' && /^Cannot [A-Z]+ /.test(message)) {
      return body(status, said('No such endpoint.'));
    }
    return body(status, message || DEFAULT_MESSAGES[status] || 'Error');
  }
  if (exception instanceof Prisma.PrismaClientKnownRequestError) {
    if (exception.code === 'P2025') return body(404, said('No such record.'));
    if (exception.code === 'P2002') return body(409, said('A record with these values exists already.'));
    if (exception.code === 'P2003') return body(409, said('The record is still in use.'));
  }
  const status = (exception as { status?: unknown; type?: unknown }).status;
  // Errors of the body parser carry their status and a type.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (exception as { type?: string }).type;
    if (type === 'entity.parse.failed') return body(400, said('The body is not valid JSON.'));
    if (type === 'entity.too.large') return body(413, DEFAULT_MESSAGES[413]!);
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return body(415, said('The body must be UTF-8 encoded JSON.'));
    }
    return body(status, DEFAULT_MESSAGES[status] ?? said('The request could not be read.'));
  }
  return body(500, DEFAULT_MESSAGES[500]!);
}

/** The language of an error answer, said in its headers like any other answer's. */
export function errorLanguage(request: Request, response: Response, own: ShopLanguage): ShopLanguage {
  const language = answerLanguageOf(request, own);
  if (!response.headersSent) {
    response.vary('Accept-Language');
    response.setHeader('Content-Language', language);
  }
  return language;
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');
  private readonly own: ShopLanguage;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.own = shopLanguageOf(config.SHOP_LOCALE);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const body = toErrorBody(exception, errorLanguage(http.getRequest<Request>(), response, this.own));
    if (body.statusCode >= 500) this.logger.error(exception);
    sendError(response, body);
  }
}
