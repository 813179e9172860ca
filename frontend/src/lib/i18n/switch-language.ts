import type { I18n } from '@lingui/core';
import type { ParsedLocation, RouterHistory } from '@tanstack/react-router';
import { addressInLanguage } from './addresses';
import { activateLanguage } from './catalogues';
import { type Language, markThePagesLanguage, shopLanguage } from './languages';

/** The cookie that remembers a visitor's choice: the server sends the shop's own addresses on to it (ADR 9). */
const LANGUAGE_COOKIE = 'shop-language';
const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** What of the router a switch reads and moves: where the visitor is, and the browser's history. */
interface ShopRouter {
  state: { location: ParsedLocation };
  history: RouterHistory;
}

/**
 * Speaks another language from now on, where the visitor is: the words are loaded and shown, the address becomes
 * the page's in that language (`/menu` → `/fr/menu`), with nothing typed on the page lost, and the choice is
 * remembered for the next visit.
 */
export async function switchLanguage(
  i18n: I18n,
  router: ShopRouter,
  language: Language,
): Promise<void> {
  const cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
  document.cookie = cookie;
  await activateLanguage(i18n, language);
  markThePagesLanguage(document.documentElement, language);
  const { pathname, searchStr, hash } = router.state.location;
  router.history.replace(
    `${addressInLanguage(pathname, language, shopLanguage())}${searchStr}${hash ? `#${hash}` : ''}`,
    router.history.location.state,
  );
}
