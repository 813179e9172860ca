import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The languages the shop speaks, in its interface (frontend/lingui.config.ts) and its e-mails alike (ADR 9). */
export const SHOP_LANGUAGES = ['en', 'fr', 'de'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

export const isShopLanguage = (value: string | undefined): value is ShopLanguage =>
  (SHOP_LANGUAGES as readonly string[]).includes(value ?? '');

/** The shop's own language: its locale's (SHOP_LOCALE), if the shop speaks it, else English. */
export function shopLanguageOf(shopLocale: string): ShopLanguage {
  const language = shopLocale.split('-')[0]?.toLowerCase();
  return isShopLanguage(language) ? language : 'en';
}

/**
 * The language a request asks for (`Accept-Language`, which the shop's pages set to the language they show), if the
 * shop speaks it: an order or a booking keeps it, and its e-mails are written in it.
 */
export const RequestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Request>();
  if (!request.headers['accept-language']) return undefined;
  const language = request.acceptsLanguages([...SHOP_LANGUAGES]);
  return language && isShopLanguage(language) ? language : undefined;
});

/**
 * The language an answer is in: the `language` parameter if the shop speaks it, else the first language of
 * `Accept-Language` it speaks, else its own.
 */
export function answerLanguageOf(request: Request, own: ShopLanguage): ShopLanguage {
  const asked = request.query?.language;
  if (typeof asked === 'string' && isShopLanguage(asked)) return asked;
  const accepted = request.headers['accept-language'] ? request.acceptsLanguages([...SHOP_LANGUAGES]) : false;
  return accepted && isShopLanguage(accepted) ? accepted : own;
}

/** A language the shop keeps for an order or a booking, as the shop speaks it now (else its own). */
export const spokenLanguage = (kept: string, shopLocale: string): ShopLanguage =>
  isShopLanguage(kept) ? kept : shopLanguageOf(shopLocale);

/** The address of a page of the shop in a language: `/order` in the shop's own, `/fr/order` in French. */
export function pageInLanguage(siteUrl: string, pathname: string, language: ShopLanguage, shopLocale: string): string {
  return language === shopLanguageOf(shopLocale) ? `${siteUrl}${pathname}` : `${siteUrl}/${language}${pathname}`;
}
