import type { I18n } from '@lingui/core';
import type { LocationRewrite } from '@tanstack/react-router';
import { isShippedLanguage, type Language } from './languages';

/**
 * The language an address is in, and the address without its language: `/fr/menu?page=2` is French `/menu?page=2`;
 * an address without a prefix is in the shop's own language.
 */
export function languageOfAddress(
  pathname: string,
  shopLanguage: Language,
): { language: Language; pathname: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isShippedLanguage(first) && first !== shopLanguage) {
    return { language: first, pathname: `/${rest.join('/')}` };
  }
  return { language: shopLanguage, pathname };
}

/** The address of a page in a language: the shop's own language has no prefix. */
export function addressInLanguage(
  pathname: string,
  language: Language,
  shopLanguage: Language,
): string {
  if (language === shopLanguage) return pathname;
  return pathname === '/' ? `/${language}` : `/${language}${pathname}`;
}

/**
 * The router's view of addresses: it matches `/fr/menu` as `/menu`, and writes every link and navigation with the
 * prefix of the language the interface is in, so that a French visitor's links stay French.
 */
export function languageRewrite(i18n: I18n, shopLanguage: () => Language): LocationRewrite {
  return {
    input: ({ url }) => {
      url.pathname = languageOfAddress(url.pathname, shopLanguage()).pathname;
      return url;
    },
    output: ({ url }) => {
      url.pathname = addressInLanguage(url.pathname, i18n.locale as Language, shopLanguage());
      return url;
    },
  };
}
