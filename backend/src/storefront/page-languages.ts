import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';

/** The cookie that remembers the language a visitor chose in the switcher (frontend/src/lib/i18n). */
const LANGUAGE_COOKIE = 'shop-language';

/** The file the SPA's build writes beside index.html: the languages its interface ships in. */
const LANGUAGES_FILE = 'languages.json';

/**
 * The languages of the shop's pages (ADR 9): `/menu` is in the shop's own language (its locale's, if the interface
 * ships in it, else English), `/fr/menu` in French. The browser's router reads addresses the same way
 * (frontend/src/lib/i18n/addresses.ts).
 */
export class PageLanguages {
  readonly shopLanguage: string;

  constructor(
    readonly shipped: readonly string[],
    shopLocale: string,
  ) {
    const own = shopLocale.split('-')[0]!.toLowerCase();
    this.shopLanguage = shipped.includes(own) ? own : 'en';
  }

  /** The languages the built SPA ships in; English alone before it is built. */
  static ofBuild(spaDir: string, shopLocale: string): PageLanguages {
    const file = path.join(spaDir, LANGUAGES_FILE);
    const shipped = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : ['en'];
    return new PageLanguages(shipped, shopLocale);
  }

  /** A path's language, and the path without its language's prefix: `/fr/menu` is French `/menu`. */
  of(pathname: string): { language: string; pathname: string } {
    const [, first, ...rest] = pathname.split('/');
    if (first && first !== this.shopLanguage && this.shipped.includes(first)) {
      return { language: first, pathname: `/${rest.join('/')}` };
    }
    return { language: this.shopLanguage, pathname };
  }

  /**
   * Where a visitor who opens a page at the shop's own address goes instead: to the language they chose in the
   * switcher, else to their browser's first language the shop ships, if either is another. A prefixed address is
   * always the page asked for, and a request that says no language (a search engine's) stays where it is.
   */
  preferredAddress(req: Request): string | undefined {
    if (this.of(req.path).language !== this.shopLanguage) return undefined;
    const chosen = parseCookies(req.headers.cookie ?? '')[LANGUAGE_COOKIE];
    const preferred =
      chosen && this.shipped.includes(chosen)
        ? chosen
        : req.headers['accept-language']
          ? req.acceptsLanguages([this.shopLanguage, ...this.shipped.filter((l) => l !== this.shopLanguage)])
          : undefined;
    if (!preferred || preferred === this.shopLanguage) return undefined;
    return `/${preferred}${req.originalUrl === '/' ? '' : req.originalUrl}`;
  }
}
