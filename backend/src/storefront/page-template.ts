import type { RenderedPage } from './server-bundle';

const ROOT = '<div id="root"></div>';
/** The shell's own title and description: a rendered page's head takes their place. */
const SHELL_HEAD = /<(title|meta)\b[^>]*\bdata-page-head\b[^>]*>(?:[^<]*<\/title>)?\s*/g;

/** The app's module and the modules it imports, as the build links them. */
const APP_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const APP_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;
const MANIFEST = /<link rel="manifest"[^>]*\bhref="([^"]+)"[^>]*>\s*/;

/**
 * The app's code on a rendered page: the page shows its content without it, so the code is asked for only once the
 * page has loaded and painted what it shows, or at the visitor's first tap (`app-loader.js`, a file since the CSP
 * forbids inline scripts; it holds such taps and makes them again once the app has the page). On a slow connection
 * the page's HTML, styles, largest picture and fonts come first, and the code that makes the page interactive after.
 * The web app manifest is linked by the loader at the same moment: Chrome fetches a linked manifest, and then its
 * icon, as soon as the page has loaded, and on a slow connection they were still sharing it with the largest picture.
 */
function loadAppWithLoader(head: string, atOnce: boolean): string {
  const entries = [...head.matchAll(APP_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) return head;
  const preloads = [...new Set([...head.matchAll(APP_PRELOAD)].map((match) => match[1]!))];
  const manifest = MANIFEST.exec(head)?.[1];
  const loader = `<script src="/app-loader.js" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"${manifest ? ` data-manifest="${manifest}"` : ''}${atOnce ? ' data-at-once' : ''} async></script>\n`;
  return head
    .replace(MANIFEST, '')
    .replace(APP_PRELOAD, '')
    .replace(APP_SCRIPT, () => loader);
}

/**
 * index.html naming the shop's currency and locale on its `<html>`, where the app reads them before it writes any
 * amount (frontend/src/lib/money.ts): on every page, rendered here or in the browser, with no request.
 */
export function markShopMoney(indexHtml: string, currency: string, locale: string): string {
  return indexHtml.replace(/<html\b/, () => `<html data-currency="${currency}" data-locale="${locale}"`);
}

/** The built index.html, ready to take a rendered page: the app's markup, its head and the state it came from. */
export class PageTemplate {
  private readonly beforeRoot: string;
  private readonly afterRoot: string;

  constructor(indexHtml: string) {
    const at = indexHtml.indexOf(ROOT);
    if (at < 0) throw new Error(`The storefront's index.html has no ${ROOT} to render into.`);
    this.beforeRoot = indexHtml.slice(0, at);
    this.afterRoot = indexHtml.slice(at + ROOT.length);
  }

  /**
   * `assets` are the links to the page's own styles and scripts, for its head; `codeAtOnce` asks for the app's code
   * with the page, for a page where the visitor types at once, instead of after its paint.
   */
  fill(page: RenderedPage, assets = '', codeAtOnce = false): string {
    const shell = page.head ? this.beforeRoot.replace(SHELL_HEAD, '') : this.beforeRoot;
    // The page's own head goes before the shell's scripts: its title, and the preload of its largest picture,
    // come before the browser queues the app's code.
    const firstScript = shell.indexOf('<script');
    const withPageHead =
      firstScript < 0
        ? shell.replace('</head>', () => `${page.head}\n</head>`)
        : `${shell.slice(0, firstScript)}${page.head}\n${shell.slice(firstScript)}`;
    const head = loadAppWithLoader(
      withPageHead.replace('</head>', () => `${assets}</head>`),
      codeAtOnce,
    );
    // The page's language and the direction it is written in, in place of the shell's.
    const inLanguage = head.replace(
      /<html\b([^>]*)>/,
      (_tag, attributes: string) =>
        `<html${attributes.replace(/\s(lang|dir)="[^"]*"/g, '')} lang="${page.language}" dir="${page.direction ?? 'ltr'}">`,
    );
    return `${inLanguage}<div id="root">${page.html}</div>${page.state}${this.afterRoot}`;
  }
}
