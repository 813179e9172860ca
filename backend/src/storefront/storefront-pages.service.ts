import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { isShopLanguage, shopLanguageOf } from '../common/i18n/languages';
import { ReadyAnswer } from '../common/http/ready-answer';
import { CategoriesService } from '../categories/categories.service';
import { MenuCache } from '../menu/menu-cache';
import { ShopStatusService } from '../shop/shop-status.service';
import { CriticalCss, type LaterStyles } from './critical-css';
import { PageLanguages } from './page-languages';
import { markShopMoney, PageTemplate } from './page-template';
import { RouteAssets } from './route-assets';
import type { StorefrontBundle, StorefrontData } from './server-bundle';

/** A rendered page as the browser gets it. */
export interface StorefrontPage {
  status: number;
  redirect?: string;
  /** The page's HTML, compressed once for every visitor it is sent to. */
  answer?: ReadyAnswer;
  /** The styles its loader asks for after the paint. */
  laterStyles?: LaterStyles;
}

/** Rendered pages kept for the same address, menu and shop status; enough for every public address in use. */
const KEPT_PAGES = 200;

interface Storefront {
  bundle: StorefrontBundle;
  template: PageTemplate;
  criticalCss: CriticalCss;
  routeAssets: RouteAssets;
  publicPaths: Set<string>;
  codeAtOnce: Set<string>;
  languages: PageLanguages;
}

/**
 * The storefront's public pages as HTML with their content, rendered by the SPA's own components from the menu
 * the API serves (so a dish sold out a moment ago is sold out here too). A page is rendered again whenever the
 * menu or the shop's status changed; in between, the same address is answered from memory.
 */
@Injectable()
export class StorefrontPages {
  private readonly logger = new Logger('StorefrontPages');
  private storefront?: Promise<Storefront | undefined>;
  private shellAnswer?: Promise<ReadyAnswer | undefined>;
  private builtAt?: number;
  private readonly parsedMenus = new WeakMap<ReadyAnswer, StorefrontData['menu']>();
  /** Pages rendered, or being rendered: visitors who come while a page renders wait for that one rendering. */
  private readonly kept = new Map<string, Promise<StorefrontPage | undefined>>();
  /** Each kept page's later styles, by name; newest last. */
  private readonly keptLaterStyles = new Map<string, Buffer>();

  constructor(
    private readonly menu: MenuCache,
    private readonly categories: CategoriesService,
    private readonly shop: ShopStatusService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The page for a GET of `address` (path and query), or undefined when the browser renders it: a page that
   * depends on who is signed in, or a shop built without its server bundle.
   */
  async render(address: string, knownRoute: boolean): Promise<StorefrontPage | undefined> {
    try {
      return await this.renderWithContent(address, knownRoute);
    } catch (error) {
      this.logger.error(
        `${address} could not be rendered on the server; the browser renders it.`,
        error instanceof Error ? error.stack : String(error),
      );
      return undefined;
    }
  }

  private async renderWithContent(address: string, knownRoute: boolean): Promise<StorefrontPage | undefined> {
    const storefront = await this.load();
    if (!storefront) return undefined;
    // `/fr/menu` is the menu, in French.
    const { pathname, language: pageLanguage } = storefront.languages.of(
      new URL(address, 'http://shop').pathname.replace(/(.)\/+$/, '$1'),
    );
    if (knownRoute && !storefront.publicPaths.has(pathname)) return undefined;

    // The menu's words in the page's language (each one not translated into it in the shop's own).
    const language = isShopLanguage(pageLanguage) ? pageLanguage : shopLanguageOf(this.config.SHOP_LOCALE);
    const [menuAnswer, categories, shop] = await Promise.all([
      this.menu.current(language),
      this.categories.list(language),
      this.shop.getShop(),
    ]);
    const key = `${address}\n${menuAnswer.etag}\n${JSON.stringify(categories)}\n${JSON.stringify(shop)}`;
    let page = this.kept.get(key);
    if (!page) {
      const data = { menu: this.menuOf(menuAnswer), categories, shop, siteUrl: this.config.SHOP_URL };
      page = this.renderPage(storefront, address, pathname, knownRoute, data);
      if (this.kept.size >= KEPT_PAGES) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, page);
      // A rendering that failed is tried again by the next visitor.
      page.catch(() => {
        if (this.kept.get(key) === page) this.kept.delete(key);
      });
    }
    const rendered = await page;
    // Its later styles are kept as long as it is served.
    this.keepLaterStyles(rendered?.laterStyles);
    return rendered;
  }

  private async renderPage(
    storefront: Storefront,
    address: string,
    pathname: string,
    knownRoute: boolean,
    data: StorefrontData,
  ): Promise<StorefrontPage | undefined> {
    const rendered = await storefront.bundle.renderPage(address, data);
    if (!rendered) return undefined;
    if (rendered.redirect) return { status: rendered.status, redirect: rendered.redirect };
    const filled = storefront.template.fill(
      rendered,
      storefront.routeAssets.links(rendered.routeIds, rendered.catalogues ?? []),
      storefront.codeAtOnce.has(pathname),
    );
    const { html, laterStyles } = await storefront.criticalCss.inline(filled);
    const answer = await ReadyAnswer.withBrotli(Buffer.from(html), 'text/html; charset=utf-8', 'no-cache');
    return { status: knownRoute ? rendered.status : 404, answer, laterStyles };
  }

  /**
   * The styles a rendered page's loader asks for after its paint (CriticalCss), by name; undefined for a name this
   * instance has not rendered, or no longer keeps, and the loader then enables the whole stylesheets.
   */
  laterStyles(name: string): Buffer | undefined {
    return this.keptLaterStyles.get(name);
  }

  /** Keeps a page's later styles as the newest, the oldest giving way past KEPT_PAGES. */
  private keepLaterStyles(styles: LaterStyles | undefined): void {
    if (!styles) return;
    this.keptLaterStyles.delete(styles.name);
    if (this.keptLaterStyles.size >= KEPT_PAGES) this.keptLaterStyles.delete(this.keptLaterStyles.keys().next().value!);
    this.keptLaterStyles.set(styles.name, styles.css);
  }

  private menuOf(answer: ReadyAnswer): StorefrontData['menu'] {
    let menu = this.parsedMenus.get(answer);
    if (!menu) {
      menu = JSON.parse(answer.bytes.toString('utf8')) as StorefrontData['menu'];
      this.parsedMenus.set(answer, menu);
    }
    return menu;
  }

  /**
   * The SPA's shell (index.html), for the pages the browser renders itself, with the shop's currency and locale
   * on its `<html>`; undefined before the SPA is built.
   */
  async shell(): Promise<ReadyAnswer | undefined> {
    await this.load();
    return this.shellAnswer;
  }

  /** The storefront as built now: a new build of the SPA (its index.html rewritten) is taken up at its next page. */
  private async load(): Promise<Storefront | undefined> {
    const built = await stat(path.join(this.config.SPA_DIR, 'index.html')).then(
      (file) => file.mtimeMs,
      () => undefined,
    );
    if (built !== this.builtAt) {
      this.builtAt = built;
      this.kept.clear();
      this.storefront = this.loadStorefront();
      this.shellAnswer = this.loadShell();
    }
    return this.storefront;
  }

  private async loadShell(): Promise<ReadyAnswer | undefined> {
    const html = await readFile(path.join(this.config.SPA_DIR, 'index.html'), 'utf8').catch(() => undefined);
    if (html === undefined) return undefined;
    const marked = markShopMoney(html, this.config.SHOP_CURRENCY, this.config.SHOP_LOCALE);
    return ReadyAnswer.withBrotli(Buffer.from(marked), 'text/html; charset=utf-8', 'no-cache');
  }

  private async loadStorefront(): Promise<Storefront | undefined> {
    const bundleFile = path.join(this.config.SSR_DIR, 'entry-server.js');
    const indexFile = path.join(this.config.SPA_DIR, 'index.html');
    if (!existsSync(bundleFile) || !existsSync(indexFile)) {
      this.logger.warn(`No server bundle at ${bundleFile}: the public pages are served as the bare shell.`);
      return undefined;
    }
    // Node keeps a module by its address for good: a new build's bundle (one file, frontend/vite.config.ts) is
    // imported under an address of its own, its time of writing. The old build's module stays in memory, a
    // rebuild under a running shop being rare (a deploy restarts it).
    const bundleAddress = pathToFileURL(bundleFile);
    bundleAddress.searchParams.set('written', String((await stat(bundleFile)).mtimeMs));
    const bundle = (await import(bundleAddress.href)) as StorefrontBundle;
    const template = new PageTemplate(
      markShopMoney(await readFile(indexFile, 'utf8'), this.config.SHOP_CURRENCY, this.config.SHOP_LOCALE),
    );
    return {
      bundle,
      template,
      criticalCss: new CriticalCss(this.config.SPA_DIR),
      routeAssets: new RouteAssets(this.config.SPA_DIR),
      publicPaths: new Set(bundle.SERVER_RENDERED_PATHS),
      codeAtOnce: new Set(bundle.CODE_AT_ONCE_PATHS),
      languages: PageLanguages.ofBuild(this.config.SPA_DIR, this.config.SHOP_LOCALE),
    };
  }
}
