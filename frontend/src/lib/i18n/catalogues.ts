import type { I18n, Messages } from '@lingui/core';
import type { Language } from './languages';

/** A catalogue's words: the customer's pages' (`shop`) or the dashboard's, which a customer's page never loads. */
export type CatalogueArea = 'shop' | 'dashboard';

type CatalogueModule = { messages: Messages };

// Each language's catalogue is a chunk of its own, compiled from its .po file at build time (ADR 9).
const catalogues: Record<CatalogueArea, Record<string, () => Promise<CatalogueModule>>> = {
  shop: import.meta.glob<CatalogueModule>('../../locales/*/shop.po'),
  dashboard: import.meta.glob<CatalogueModule>('../../locales/*/dashboard.po'),
};

/** The compiled words of one area in one language. */
async function catalogue(area: CatalogueArea, language: Language): Promise<Messages> {
  const load = catalogues[area][`../../locales/${language}/${area}.po`];
  if (!load) throw new Error(`The shop has no ${area} catalogue for ${language}.`);
  return (await load()).messages;
}

/** Per i18n instance: the areas its screens use, and which area's words it holds in which language. */
const held = new WeakMap<I18n, { areas: Set<CatalogueArea>; loaded: Set<string> }>();

function holdingsOf(i18n: I18n) {
  const holdings = held.get(i18n) ?? {
    areas: new Set<CatalogueArea>(['shop']),
    loaded: new Set<string>(),
  };
  held.set(i18n, holdings);
  return holdings;
}

async function load(i18n: I18n, area: CatalogueArea, language: Language): Promise<void> {
  const { loaded } = holdingsOf(i18n);
  if (loaded.has(`${area}:${language}`)) return;
  i18n.load(language, await catalogue(area, language));
  loaded.add(`${area}:${language}`);
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
