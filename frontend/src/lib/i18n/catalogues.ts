import { i18n as browserI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from './languages';

/**
 * A catalogue's words (frontend/lingui.config.ts): the public pages' (`shop`), their parts that come after the first
 * screen (`parts`: the footer, the home page's sections below the hero, the dialogs a visitor opens), the restaurant's
 * own pages' (`restaurant`: about us, the questions, contact), the customer's own screens' (`account`: signing in, the
 * cart, checkout, orders, booking) and the dashboard's, which a customer never loads.
 */
export type CatalogueArea = 'shop' | 'parts' | 'restaurant' | 'account' | 'dashboard';

type CatalogueModule = { messages: Messages };

// Each language's catalogue is a chunk of its own, compiled from its .po file at build time (ADR 9).
const catalogues: Record<CatalogueArea, Record<string, () => Promise<CatalogueModule>>> = {
  shop: import.meta.glob<CatalogueModule>('../../locales/*/shop.po'),
  parts: import.meta.glob<CatalogueModule>('../../locales/*/parts.po'),
  restaurant: import.meta.glob<CatalogueModule>('../../locales/*/restaurant.po'),
  account: import.meta.glob<CatalogueModule>('../../locales/*/account.po'),
  dashboard: import.meta.glob<CatalogueModule>('../../locales/*/dashboard.po'),
};

/** The compiled words of one area in one language. */
async function catalogue(area: CatalogueArea, language: Language): Promise<Messages> {
  const load = catalogues[area][`../../locales/${language}/${area}.po`];
  if (!load) throw new Error(`The shop has no ${area} catalogue for ${language}.`);
  return (await load()).messages;
}

/**
 * Per i18n instance: the areas its screens use, and each area's words in each language, loaded or on their way (one
 * load shared by every screen that asks meanwhile).
 */
const held = new WeakMap<I18n, { areas: Set<CatalogueArea>; loads: Map<string, Promise<void>> }>();

function holdingsOf(i18n: I18n) {
  const holdings = held.get(i18n) ?? {
    areas: new Set<CatalogueArea>(['shop']),
    loads: new Map<string, Promise<void>>(),
  };
  held.set(i18n, holdings);
  return holdings;
}

function load(i18n: I18n, area: CatalogueArea, language: Language): Promise<void> {
  const { loads } = holdingsOf(i18n);
  const key = `${area}:${language}`;
  let loaded = loads.get(key);
  if (!loaded) {
    loaded = catalogue(area, language).then((messages) => i18n.load(language, messages));
    // A load that failed is tried again by the next screen that asks.
    loaded.catch(() => loads.delete(key));
    loads.set(key, loaded);
  }
  return loaded;
}

/** Switches an i18n instance to a language once the words of every area it uses are there. */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  for (const area of holdingsOf(i18n).areas) await load(i18n, area, language);
  i18n.activate(language);
}

/** Makes an area's words ready in the active language, and in any language the instance switches to later. */
export async function loadArea(i18n: I18n, area: CatalogueArea): Promise<void> {
  holdingsOf(i18n).areas.add(area);
  await load(i18n, area, i18n.locale as Language);
}

/** The areas of the screens a customer may reach past the public pages' first screens. */
const CUSTOMERS_AREAS: readonly CatalogueArea[] = ['parts', 'restaurant', 'account'];

/**
 * From now on, a message a screen asks for that the instance lacks has the words of every area a customer's screens
 * use loaded, in its language and any it switches to: a screen that came by a way no route or lazy import foresaw
 * says its words once they are here (the words provider renders it again), whichever area they are in. Returns what
 * stops it.
 */
export function loadCustomersWordsWhenMissing(i18n: I18n): () => void {
  return i18n.on('missing', () => {
    for (const area of CUSTOMERS_AREAS) void loadArea(i18n, area);
  });
}

/** The catalogues an i18n instance holds in its language, as the build names their sources (`src/locales/fr/shop.po`). */
export function cataloguesOf(i18n: I18n): string[] {
  return [...holdingsOf(i18n).areas].map((area) => `src/locales/${i18n.locale}/${area}.po`);
}

/**
 * A lazily loaded component's code whose words are in another area's catalogue: both come before it renders, so
 * that it never shows a message the page has not loaded. On the server, each page renders with an i18n instance of
 * its own, which the server gives the words of the parts it renders (src/server/render-page.tsx): only the code loads.
 */
export const withWordsOf =
  <T>(area: CatalogueArea, load: () => Promise<T>, i18n: I18n = browserI18n) =>
  (): Promise<T> =>
    import.meta.env.SSR
      ? load()
      : Promise.all([load(), loadArea(i18n, area)]).then(([module]) => module);

/**
 * The pages whose words are all in the `shop` catalogue, and those whose words are in the `restaurant` one too: any
 * other page loads the `account` one first.
 */
const PUBLIC_PAGES = new Set(['/', '/menu']);
const RESTAURANT_PAGES = new Set(['/about', '/contact', '/faq']);

/** The catalogues a page at this (unprefixed) address needs before it renders. */
export const wordsForPage = (i18n: I18n, pathname: string): Promise<void> => {
  const page = pathname.replace(/(.)\/+$/, '$1');
  if (PUBLIC_PAGES.has(page)) return Promise.resolve();
  return loadArea(i18n, RESTAURANT_PAGES.has(page) ? 'restaurant' : 'account');
};
