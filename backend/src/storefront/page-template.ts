import type { RenderedPage } from './server-bundle';

const ROOT = '<div id="root"></div>';
/** The shell's own title and description: a rendered page's head takes their place. */
const SHELL_HEAD = /<(title|meta)\b[^>]*\bdata-page-head\b[^>]*>(?:[^<]*<\/title>)?\s*/g;

/**
 * The app's code on a rendered page: the page shows its content without it, so on a slow connection the page's
 * HTML, styles, largest picture and fonts are fetched first, and the code that makes the page interactive after.
 */
const APP_CODE = /<script type="module"|<link rel="modulepreload"/g;

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

  /** `assets` are the links to the page's own styles and scripts, for its head. */
  fill(page: RenderedPage, assets = ''): string {
    const shell = page.head ? this.beforeRoot.replace(SHELL_HEAD, '') : this.beforeRoot;
    // The page's own head goes before the shell's scripts: its title, and the preload of its largest picture,
    // come before the browser queues the app's code.
    const firstScript = shell.indexOf('<script');
    const withPageHead = firstScript < 0 ? shell.replace('</head>', () => `${page.head}\n</head>`) : `${shell.slice(0, firstScript)}${page.head}\n${shell.slice(firstScript)}`;
    const head = withPageHead.replace('</head>', () => `${assets}</head>`).replace(APP_CODE, '$& fetchpriority="low"');
    return `${head}<div id="root">${page.html}</div>${page.state}${this.afterRoot}`;
  }
}
