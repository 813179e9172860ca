import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import { splitStyles } from './page-styles';

/** Where a page's later styles are served (app.ts), by the hash of their text. */
export const LATER_STYLES_PATH = '/page-styles';

/**
 * Between two parts of a page's later styles, in the file the loader fetches (frontend/src/app-loader.ts splits it
 * so). A comment, so that the file is CSS as it stands.
 */
const LATER_PARTS_SEPARATOR = '\n/*@part*/\n';

/** The rest of a page's styles, which its loader asks for after the paint, named by their text's hash. */
export interface LaterStyles {
  name: string;
  css: Buffer;
}

/** A page's HTML with its critical CSS inlined, and the rest of its styles. */
export interface PageWithStyles {
  html: string;
  laterStyles?: LaterStyles;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g;
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;
const LOADER = '<script src="/app-loader.js"';

/**
 * The CSS a rendered page needs for its first paint, inlined in its head (beasties), and the rest of its stylesheets,
 * for the loader to put after them once the page has painted (splitStyles): the page's styles then decide every tie as
 * the stylesheets do, and the browser works out again only the styles of the elements the rest names. A browser
 * without scripts finds the whole stylesheets in a `<noscript>`; the loader enables them if the later styles cannot
 * be had (another instance of the shop rendered the page, or this one has restarted since).
 */
export class CriticalCss {
  private readonly beasties: Beasties;
  private readonly stylesheets = new Map<string, Promise<string>>();

  constructor(private readonly spaDir: string) {
    this.beasties = new Beasties({
      path: spaDir,
      publicPath: '/',
      preload: 'body',
      // The stylesheet is shared by every page: nothing is taken out of it (splitStyles cuts it per page).
      pruneSource: false,
      // The page's own <style> elements (Mantine's global classes, its responsive style props) stay as written.
      reduceInlineStyles: false,
      // The theme's variables (frontend/src/app/theme-css-variables.ts): on the page's root, which beasties would not
      // match, as it looks for elements inside the root. The light scheme's only: the shop is always light
      // (AppProviders), and the dark scheme's 8 KB come with the later styles.
      allowRules: [/^html:root(\[data-mantine-color-scheme="?light"?\])?$/],
      // The fonts' faces come inline too, so that the text's font is fetched at once, not after the stylesheet.
      inlineFonts: true,
      preloadFonts: false,
      keyframes: 'critical',
      logLevel: 'silent',
    });
  }

  async inline(html: string): Promise<PageWithStyles> {
    const processed = await this.beasties.process(html);
    const inlined = [...processed.matchAll(INLINE_STYLE)].filter((style) => !html.includes(style[0]));
    const body = processed.indexOf('<body');
    const links = [...processed.slice(body).matchAll(STYLESHEET_LINK)];
    if (inlined.length !== 1 || links.length === 0 || !processed.slice(0, body).includes(LOADER))
      return { html: processed };

    const whole = (await Promise.all(links.map((link) => this.stylesheet(link[1]!)))).join('\n');
    const split = splitStyles(whole, inlined[0]![1]!);
    if (!split) return { html: processed };

    const css = split.later.join(LATER_PARTS_SEPARATOR);
    const name = `${createHash('sha256').update(css).digest('hex').slice(0, 20)}.css`;
    const critical = `<style data-critical>${split.critical.replaceAll('</style', '<\\/style')}</style>`;
    const head = processed
      .slice(0, body)
      .replace(inlined[0]![0], () => critical)
      .replace(LOADER, () => `${LOADER} data-later-styles="${LATER_STYLES_PATH}/${name}"`);
    // The whole stylesheets stay linked, disabled, which the browser does not fetch: the app's code, which links a
    // route's stylesheets as it loads the route, sees them there, and the loader enables them if it must. A browser
    // without scripts gets them from a <noscript>.
    const rest = processed.slice(body).replace(STYLESHEET_LINK, (link) => link.replace(/>$/, ' disabled>'));
    const end = rest.lastIndexOf('</body>');
    const noscript = `<noscript>${links.map((link) => link[0]).join('')}</noscript>`;
    return {
      html: `${head}${rest.slice(0, end)}${noscript}${rest.slice(end)}`,
      laterStyles: { name, css: Buffer.from(css) },
    };
  }

  private stylesheet(href: string): Promise<string> {
    let text = this.stylesheets.get(href);
    if (!text) {
      text = readFile(path.join(this.spaDir, href), 'utf8');
      this.stylesheets.set(href, text);
    }
    return text;
  }
}
