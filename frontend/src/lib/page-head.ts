import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { JSX } from 'react';
import { addressInLanguage } from './i18n/addresses';
import { type Language, LANGUAGE_NAMES, shopLanguage } from './i18n/languages';
import { SHARE_PICTURE } from './share-picture';
import { SHOP_NAME } from './shop';
import { absoluteUrl, siteOrigin } from './site-url';

/** What a route's `head` answers: the tags its page adds to (or changes in) the document's head. */
export interface PageHead {
  meta: JSX.IntrinsicElements['meta'][];
  links?: JSX.IntrinsicElements['link'][];
  scripts?: JSX.IntrinsicElements['script'][];
}

/**
 * What the server or the browser says about where the shop lives, and the words of the page's language: the routes'
 * context.
 */
type SiteContext = { siteUrl?: string; i18n: I18n };

/** "Menu · Foodi": a page's name first, so that a row of tabs still tells them apart. */
export const pageTitle = (name: string) => `${name} · ${SHOP_NAME}`;

const shopName = SHOP_NAME;

const SHOP_DESCRIPTION = msg`${shopName} is a neighbourhood restaurant: order salads, soups, pizza, desserts and drinks online, pay by card and collect your food at the counter.`;

const NOINDEX = { name: 'robots', content: 'noindex' };

/** What the page an unknown address shows says: it answers 404 and is never indexed. */
const notFound = (i18n: I18n) => [
  { title: pageTitle(i18n._(msg`Page not found`)) },
  {
    name: 'description',
    content: i18n._(
      msg`This page is not on the menu: the address may be mistyped, or the page has moved. The home page leads to everything ${shopName} cooks.`,
    ),
  },
  NOINDEX,
];

/** The Open Graph locale of each language the interface speaks. */
const OG_LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', de: 'de_DE' };

/**
 * The site's own tags, under every page's: its name, what it is, and the picture and card a shared link shows;
 * or, at an address no route knows, the not-found page's.
 */
export function siteHead(context: SiteContext, { notFound: unknown = false } = {}): PageHead {
  const { i18n } = context;
  const picture = absoluteUrl(siteOrigin(context), SHARE_PICTURE.path);
  const pictureAlt = i18n._(SHARE_PICTURE.alt);
  return {
    meta: [
      ...(unknown
        ? notFound(i18n)
        : [{ title: SHOP_NAME }, { name: 'description', content: i18n._(SHOP_DESCRIPTION) }]),
      { property: 'og:site_name', content: SHOP_NAME },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: OG_LOCALES[i18n.locale] ?? OG_LOCALES.en },
      { property: 'og:image', content: picture },
      { property: 'og:image:type', content: SHARE_PICTURE.type },
      { property: 'og:image:width', content: String(SHARE_PICTURE.width) },
      { property: 'og:image:height', content: String(SHARE_PICTURE.height) },
      { property: 'og:image:alt', content: pictureAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: picture },
      { name: 'twitter:image:alt', content: pictureAlt },
    ],
  };
}

/** JSON that cannot end its script element early: `<`, `>` and `&` written as JSON escapes, which read the same. */
const jsonForScript = (data: object) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

interface PublicPage {
  /** The page's one address, search params included when they choose what it shows: `/menu?category=pizza`. */
  path: string;
  title: string;
  /** Unique to the page, 50 to 160 characters: what a search result shows under the title. */
  description: string;
  /** schema.org objects the page describes, each written as a JSON-LD script: in the server's page only. */
  structuredData?: object[];
}

/**
 * A page search engines should find: its title, description and canonical address, as results and previews show,
 * and the same page in each other language the shop speaks (`hreflang`), the shop's own language by default.
 */
export function publicPageHead(
  context: SiteContext,
  { path, title, description, structuredData = [] }: PublicPage,
): PageHead {
  const origin = siteOrigin(context);
  const own = shopLanguage();
  const inLanguage = (language: Language) =>
    absoluteUrl(origin, addressInLanguage(path, language, own));
  const url = inLanguage(context.i18n.locale as Language);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...LANGUAGE_NAMES.map(({ language }) => ({
        rel: 'alternate',
        hrefLang: language,
        href: inLanguage(language),
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: inLanguage(own) },
    ],
    scripts: structuredData.map((data) => ({
      type: 'application/ld+json',
      children: jsonForScript(data),
    })),
  };
}

/** A customer's or the staff's own page: named in the tab, kept out of search results. */
export const privatePageHead = (name: string): PageHead => ({
  meta: [{ title: pageTitle(name) }, NOINDEX],
});
