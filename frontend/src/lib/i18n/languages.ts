/** The languages the shop's interface ships in (lingui.config.ts has the same list), English the source. */
export const SHIPPED_LANGUAGES = ['en', 'fr', 'de'] as const;
export type Language = (typeof SHIPPED_LANGUAGES)[number];

/** Each language by its own name, as its speakers look for it in a switcher: the same in every language. */
export const LANGUAGE_NAMES: readonly { language: Language; endonym: string }[] = [
  { language: 'en', endonym: 'English' },
  { language: 'fr', endonym: 'Français' },
  { language: 'de', endonym: 'Deutsch' },
];

/** Which way a language's lines run: the page's `<html dir>`, and Mantine's. */
export type WritingDirection = 'ltr' | 'rtl';

/** The languages written from right to left among those a shop may one day speak: Arabic, Hebrew, Persian, Urdu. */
const RIGHT_TO_LEFT_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** The direction a language (a BCP 47 tag: `ar`, `ar-EG`) is written in. */
export const writingDirection = (language: string): WritingDirection =>
  RIGHT_TO_LEFT_LANGUAGES.has(language.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';

/**
 * Marks the page (its `<html>`) as written in `language`: `lang` and `dir`. What already says so, as the server's page
 * does, is left as it is: Chromium styles every element of the page again when `lang` is set, even to the value it
 * had (12 ms of a phone's main thread as `/menu` is taken over).
 */
export function markThePagesLanguage(page: HTMLElement, language: string): void {
  if (page.lang !== language) page.lang = language;
  const direction = writingDirection(language);
  if (page.dir !== direction) page.dir = direction;
}

export const isShippedLanguage = (value: string | undefined): value is Language =>
  (SHIPPED_LANGUAGES as readonly string[]).includes(value ?? '');

/** The shipped language of a BCP 47 tag (`fr-CA` → `fr`), if any. */
function shippedLanguageOf(tag: string | undefined): Language | undefined {
  const language = tag?.split('-')[0]?.toLowerCase();
  return isShippedLanguage(language) ? language : undefined;
}

/**
 * The shop's own language: its locale's (SHOP_LOCALE, on `<html data-locale>`), if the interface ships in it,
 * else English. Its addresses carry no prefix: `/menu`; the others' do: `/fr/menu`.
 */
export function shopLanguage(): Language {
  const locale =
    typeof document === 'undefined' ? serverShopLocale : document.documentElement.dataset.locale;
  return shippedLanguageOf(locale) ?? 'en';
}

let serverShopLocale: string | undefined;

/** The shop's locale where no page is there to read it from: the server rendering its pages. */
export function setShopLocale(locale: string): void {
  serverShopLocale = locale;
}
