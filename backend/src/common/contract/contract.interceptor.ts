import { notTheContract, said } from '../i18n/said';
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  InternalServerErrorException,
  Logger,
  type NestInterceptor,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ContractViolation } from '../errors/http-error.filter';
import { Contract, contractPath } from './contract';
import { unstorableTextProblem } from './unstorable-text';

/**
 * Holds every request and response to openapi.yaml: a request that does not match is refused with 400 before
 * the handler runs; a response that does not match is a bug, refused with 500 outside production.
 */
@Injectable()
export class ContractInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Contract');

  constructor(
    private readonly contract: Contract,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const routePath = (req.route as { path?: string } | undefined)?.path ?? req.path;
    const operation = this.contract.find(req.method, contractPath(routePath));
    if (!operation) {
      throw new InternalServerErrorException(
        said('{method} {path} is not in the contract.', { method: req.method, path: routePath }),
      );
    }

    const body: unknown = req.body;
    const unstorable = [
      unstorableTextProblem(req.params, 'path'),
      unstorableTextProblem(req.query, 'query'),
      unstorableTextProblem(body, 'body'),
    ];
    const problems = [
      ...unstorable.filter((problem) => problem !== undefined),
      ...operation.checkParameters(req.params, req.query, req.headers),
    ];
    const hasBody = body !== undefined && !(typeof body === 'object' && Object.keys(body ?? {}).length === 0);
    if (operation.bodyMediaType === 'application/json') {
      if (!req.is('application/json') && (hasBody || operation.bodyRequired)) {
        if (req.headers['content-type'])
          throw new UnsupportedMediaTypeException('The body must be JSON (application/json).');
      }
      if (body === undefined && operation.bodyRequired) {
        problems.push({ path: '/body', message: 'a JSON body is required' });
      } else if (body !== undefined) {
        problems.push(...operation.checkJsonBody(body));
      }
    } else if (operation.bodyMediaType === 'multipart/form-data') {
      if (!req.is('multipart/form-data'))
        throw new UnsupportedMediaTypeException('Send the upload as multipart/form-data.');
    } else if (!operation.bodyMediaType && hasBody) {
      problems.push({ path: '/body', message: 'this operation takes no body' });
    }
    if (problems.length > 0) {
      throw new ContractViolation(notTheContract(problems[0]!), problems);
    }

    return next.handle().pipe(
      map((body: unknown) => {
        // A handler that sent ready bytes itself (the cached menu) held them to the contract when it made them.
        if (res.headersSent) return body;
        const wrong = operation.checkResponse(res.statusCode, body);
        if (wrong.length > 0) {
          this.logger.error({ operation: operation.operationId, problems: wrong }, 'response breaks the contract');
          if (this.config.NODE_ENV !== 'production') {
            throw new InternalServerErrorException(
              said('The answer of {operation} breaks the contract.', { operation: operation.operationId }),
            );
          }
        }
        return body;
      }),
    );
  }
}
