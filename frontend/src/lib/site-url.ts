/**
 * The shop's own origin, for the absolute addresses that search engines and link previews need: the one the
 * server renders for (its SHOP_URL) when it gives one, else the browser's.
 */
export const siteOrigin = ({ siteUrl }: { siteUrl?: string }): string =>
  (siteUrl ?? globalThis.location?.origin ?? '').replace(/\/+$/, '');

/** A path or address of the shop made absolute on its origin; one that is absolute already stays as it is. */
export const absoluteUrl = (origin: string, pathOrUrl: string): string =>
  URL.canParse(pathOrUrl) || origin === '' ? pathOrUrl : new URL(pathOrUrl, `${origin}/`).href;
