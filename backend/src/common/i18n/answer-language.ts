import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { answerLanguageOf, type ShopLanguage, shopLanguageOf } from './languages';

type RequestInLanguage = Request & { answerLanguage?: ShopLanguage };

/**
 * The language a public read answers in (`answerLanguageOf`). Answers say which (`Content-Language`) and that they depend on the
 * header (`Vary`), so that a shared cache keeps one answer per language.
 */
@Injectable()
class AnswerLanguageInterceptor implements NestInterceptor {
  private readonly own: ShopLanguage;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.own = shopLanguageOf(config.SHOP_LOCALE);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<RequestInLanguage>();
    const response = context.switchToHttp().getResponse<Response>();
    request.answerLanguage = answerLanguageOf(request, this.own);
    response.vary('Accept-Language');
    response.setHeader('Content-Language', request.answerLanguage);
    return next.handle();
  }
}

/** Marks a handler whose answer is in the language asked for (AnswerLanguageInterceptor). */
export const AnswersInLanguage = () => UseInterceptors(AnswerLanguageInterceptor);

/** The language the handler answers in, as AnswerLanguageInterceptor settled it. */
export const AnswerLanguage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ShopLanguage =>
    context.switchToHttp().getRequest<RequestInLanguage>().answerLanguage!,
);
