import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { startShop, type TestShop } from './app';
import { as, type Dish } from './option-groups';

/**
 * A stand-in for the storefront's server bundle (frontend/src/entry-server.tsx): it renders the dishes it is
 * given, says how often it rendered, and fails for one address. The real bundle is read by the browser checks
 * (frontend/e2e/storefront.budget.ts) with scripts disabled.
 */
const BUNDLE = `
globalThis.storefrontRenders = 0;
export const SERVER_RENDERED_PATHS = ['/', '/menu'];
export const CODE_AT_ONCE_PATHS = ['/'];
export async function renderPage(address, { menu, shop, siteUrl }) {
  globalThis.storefrontRenders += 1;
  if (address.includes('broken')) throw new Error('The page could not be rendered.');
  if (address.startsWith('/old-menu')) return { status: 302, language: 'fr', redirect: '/menu', head: '', routeIds: [], html: '', state: '' };
  // The shop speaks French: /menu is French, /en/menu English (the router strips the prefix in the real bundle).
  const path = address.split('?')[0];
  const prefix = ['en', 'de'].find((language) => path === '/' + language || path.startsWith('/' + language + '/'));
  const pathname = prefix ? path.slice(prefix.length + 1) || '/' : path;
  const language = prefix ?? 'fr';
  const dishes = menu.map((dish) => '<li>' + dish.name + (dish.available ? '' : ' (sold out)') + '</li>').join('');
  return {
    status: pathname === '/menu' || pathname === '/' ? 200 : 404,
    language,
    catalogues: ['src/locales/' + language + '/shop.po'],
    head: '<title data-page-head>Menu $& $1</title><link rel="canonical" href="' + siteUrl + address + '" data-page-head>',
    routeIds: ['__root__', '/_site/menu'],
    html: '<ul>' + dishes + '</ul><p>' + (shop.open ? 'Open now' : 'Closed') + '</p>',
    state: '<script type="application/json" id="shop-server-state">{"queries":[]}</script>',
  };
}
`;

const SHELL = `<!doctype html><html><head><title data-page-head>Foodi</title>
<meta name="description" content="The shell's own" data-page-head>
<link rel="manifest" href="/manifest.webmanifest" />
<script type="module" src="/assets/app-1.js"></script><link rel="stylesheet" href="/assets/app-1.css"></head><body><div id="root"></div></body></html>`;

/** The shell as the shop serves it: naming its currency and locale for the app to write amounts with. */
const SERVED_SHELL = SHELL.replace('<html>', '<html data-currency="EUR" data-locale="fr-FR">');

const renders = () => (globalThis as { storefrontRenders?: number }).storefrontRenders ?? 0;

describe('the storefront rendered on the server', () => {
  let shop: TestShop;
  let spa: string;

  beforeAll(async () => {
    spa = await mkdtemp(path.join(tmpdir(), 'shop-spa-'));
    await writeFile(path.join(spa, 'index.html'), SHELL);
    await mkdir(path.join(spa, 'assets'));
    await writeFile(
      path.join(spa, 'assets', 'app-1.css'),
      'ul li { color: green } .checkout-only { color: red } :where(html) ul:where(:not(.sold-out))::after { color: olive }',
    );
    await writeFile(path.join(spa, 'assets', 'menu-1.css'), 'ul { margin: 0 } .dish-dialog { color: red }');
    await mkdir(path.join(spa, '.vite'));
    await writeFile(
      path.join(spa, '.vite', 'manifest.json'),
      JSON.stringify({
        // The shell's entry, which route chunks import as Vite builds them: the shell links it, its imports and its styles.
        'index.html': { file: 'assets/app-1.js', css: ['assets/app-1.css'], isEntry: true, imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-1.js' },
        'src/routes/_site/menu.tsx?tsr-split=component': {
          file: 'assets/menu-1.js',
          css: ['assets/menu-1.css'],
          imports: ['index.html', '_Box.js'],
        },
        '_Box.js': { file: 'assets/Box-1.js' },
        // Each language's words, a chunk of their own.
        'src/locales/fr/shop.po': { file: 'assets/shop-fr.js' },
        'src/locales/en/shop.po': { file: 'assets/shop-en.js' },
        'src/locales/en/dashboard.po': { file: 'assets/dashboard-en.js' },
        'src/routes/dashboard.tsx?tsr-split=component': {
          file: 'assets/dashboard-1.js',
          css: ['assets/dashboard-1.css'],
        },
      }),
    );
    await writeFile(path.join(spa, 'routes.json'), JSON.stringify(['/', '/menu', '/cart-page']));
    await writeFile(path.join(spa, 'languages.json'), JSON.stringify(['en', 'fr', 'de']));
    const ssr = await mkdtemp(path.join(tmpdir(), 'shop-ssr-'));
    await writeFile(path.join(ssr, 'package.json'), '{"type":"module"}');
    await writeFile(path.join(ssr, 'entry-server.js'), BUNDLE);
    shop = await startShop({
      SPA_DIR: spa,
      SSR_DIR: ssr,
      MENU_CACHE_TTL_MS: '0',
      SHOP_CURRENCY: 'EUR',
      SHOP_LOCALE: 'fr-FR',
      LOG_LEVEL: 'error',
    });
  });
  afterAll(() => shop.close());

  it("answers /menu with the page's content and head inside the built shell, and the state it came from", async () => {
    const res = await shop.http.get('/menu').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toMatch(
      /<div id="root"><ul><li>Classic Caesar Salad<\/li>.*<\/ul><p>(Open now|Closed)<\/p><\/div>/,
    );
    expect(res.text).toContain('<script type="application/json" id="shop-server-state">');
    // The page's head replaces the shell's title and description, even with characters that look like patterns.
    expect(res.text).toContain('<title data-page-head>Menu $& $1</title>');
    expect(res.text).toContain(`<link rel="canonical" href="${shop.config.SHOP_URL}/menu" data-page-head>`);
    expect(res.text).not.toContain('<title data-page-head>Foodi</title>');
    expect(res.text).not.toContain("The shell's own");
    // The page shows its content without the app's code, which a small loader asks for once the page has loaded
    // and painted what it shows, or at the first tap: the module is not linked, so the browser cannot fetch it before.
    expect(res.text).toMatch(
      /<script src="\/app-loader\.js" data-later-styles="[^"]+" data-entry="\/assets\/app-1\.js" data-preload="[^"]*" data-manifest="\/manifest\.webmanifest" async><\/script>/,
    );
    expect(res.text).not.toContain('<script type="module"');
    expect(res.text).not.toContain('<link rel="modulepreload"');
    // The loader links the web app manifest with the code: the browser would fetch it, and its icon, before the paint.
    expect(res.text).not.toContain('<link rel="manifest"');
    // Before the app's code, so that the page's largest picture is asked for first.
    expect(res.text.indexOf('<title data-page-head>Menu')).toBeLessThan(
      res.text.indexOf('<script src="/app-loader.js"'),
    );
  });

  it('asks for the code with the page where the bundle says visitors type at once', async () => {
    const typedAtOnce = await shop.http.get('/').expect(200);
    expect(typedAtOnce.text).toMatch(
      /<script src="\/app-loader\.js" data-later-styles="[^"]+" data-entry="\/assets\/app-1\.js" data-preload="[^"]*" data-manifest="\/manifest\.webmanifest" data-at-once async><\/script>/,
    );
    const readFirst = await shop.http.get('/menu?at-once=no').expect(200);
    expect(readFirst.text).not.toContain('data-at-once');
  });

  it('inlines the CSS the page uses in its head, and serves the rest for the loader to put after it once the page has painted', async () => {
    const res = await shop.http.get('/menu?styles=1').expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toMatch(/<style data-critical>[^<]*ul li\s*\{\s*color:\s*green;?\s*\}[^<]*<\/style>/);
    expect(head).not.toContain('checkout-only');
    // Mantine writes its colour schemes' rules so (patches/beasties+0.5.4.patch: more than one :where() once lost the rule).
    expect(head).toMatch(/:where\(html\) ul:where\(:not\(\.sold-out\)\)::?after\s*\{\s*color:\s*olive/);
    expect(head).not.toContain('app-1.css');
    // The whole stylesheet stays linked, disabled (the browser does not fetch it), for the app's code to see and the
    // loader to fall back on; a browser without scripts gets it from a <noscript>.
    expect(res.text).toMatch(
      /<\/ul>.*<link rel="stylesheet" href="\/assets\/app-1\.css" disabled>.*<noscript><link rel="stylesheet" href="\/assets\/app-1\.css">.*<\/noscript><\/body>/s,
    );

    // The rest, as one file named by its text's hash, to go after the critical rules: the rules of app-1.css and the
    // menu route's menu-1.css the page does not use, in their order, in one part (the loader parses one per task).
    // None could tie with a critical rule after it, so none of those comes again.
    expect(head.match(/<style data-critical>/g)).toHaveLength(1);
    const later = /data-later-styles="(\/page-styles\/[0-9a-f]+\.css)"/.exec(head)![1]!;
    const styles = await shop.http.get(later).expect(200);
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(styles.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(styles.text.split('\n/*@part*/\n').map((part) => part.replace(/\s+/g, ' ').trim())).toEqual([
      '.checkout-only { color: red } .dish-dialog { color: red }',
    ]);
    const unknown = await shop.http.get('/page-styles/0123456789abcdef0123.css').expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, message: 'No such file.' });
  });

  it("links the page's own route code and styles, found in the build's manifest, and no other route's", async () => {
    const res = await shop.http.get('/menu?route-assets=1').expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    // The route's modules are preloaded by the loader with the app's own, after the paint.
    const preloads = /data-preload="([^"]*)"/.exec(head)![1]!.split(' ');
    expect(preloads).toEqual(expect.arrayContaining(['/assets/menu-1.js', '/assets/Box-1.js']));
    expect(new Set(preloads).size).toBe(preloads.length);
    expect(head).toMatch(/<style data-critical>[^<]*ul\s*\{\s*margin:\s*0;?\s*\}[^<]*<\/style>/);
    expect(head).not.toContain('dish-dialog');
    expect(res.text).toMatch(
      /<\/ul>.*<link rel="stylesheet" crossorigin href="\/assets\/menu-1\.css" disabled>.*<\/body>/s,
    );
    expect(res.text).not.toContain('dashboard-1');
  });

  it("links nothing the shell links already: the entry's script, its imports and its stylesheet come once", async () => {
    const res = await shop.http.get('/menu?once=1').expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(res.text.replace(/<noscript>.*?<\/noscript>/s, '').match(/app-1\.css/g)).toHaveLength(1);
    expect(res.text.match(/app-1\.js/g)).toHaveLength(1);
    expect(res.text).not.toContain('shared-1.js');
    // The inlined CSS holds each rule once.
    expect(head.match(/color:\s*green/g)).toHaveLength(1);
  });

  it('shows a dish sold out in the very next page after the kitchen marked it, and on sale again after', async () => {
    const admin = as(shop, await shop.signIn('owner'));
    const menu: Dish[] = (await shop.http.get('/api/menu').expect(200)).body;
    const dish = menu.find((item) => item.available)!;
    await admin.put(`/menu/${dish._id}/sold-out`, { until: 'turned-back' }).expect(200);
    expect((await shop.http.get('/menu').expect(200)).text).toContain(`<li>${dish.name} (sold out)</li>`);
    await admin.delete(`/menu/${dish._id}/sold-out`).expect(200);
    const again = (await shop.http.get('/menu').expect(200)).text;
    expect(again).toContain(`<li>${dish.name}</li>`);
    expect(again).not.toContain(`<li>${dish.name} (sold out)</li>`);
  });

  it('renders an address once while the menu and the shop stay the same, even for visitors who come together', async () => {
    const before = renders();
    const together = await Promise.all([1, 2, 3].map(() => shop.http.get('/?same=1').expect(200)));
    expect(renders()).toBe(before + 1);
    await Promise.all([shop.http.get('/?same=1').expect(200), shop.http.get('/?same=1').expect(200)]);
    expect(renders()).toBe(before + 1);
    expect(new Set(together.map((res) => res.text)).size).toBe(1);
  });

  it('sends a page compressed once: Brotli to a browser that takes it, else gzip, and 304 to one that holds it', async () => {
    const plain = await shop.http.get('/menu?encodings=1').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await shop.http.get('/menu?encodings=1').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/html; charset=utf-8',
      // At the shop's own address, the page also depends on the visitor's language.
      vary: 'Cookie, Accept-Language, Accept-Encoding',
      'cache-control': 'no-cache',
    });
    // At Brotli's best quality, which the compression middleware does not spend per request.
    const best = brotliCompressSync(plain.text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    expect(Number(brotli.headers['content-length'])).toBe(best.length);
    const gzipped = await shop.http.get('/menu?encodings=1').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    for (const answer of [brotli, gzipped]) expect(answer.text).toBe(plain.text);

    const tags = [plain, brotli, gzipped].map((answer) => answer.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) {
      await shop.http
        .get('/menu?encodings=1')
        .set('Accept-Encoding', 'gzip, deflate, br')
        .set('If-None-Match', tag)
        .expect(304);
    }
    // A page the menu has changed since is sent again.
    await shop.http.get('/menu?encodings=1').set('If-None-Match', '"an-older-page"').expect(200);
  });

  it('answers an unknown address with the rendered not-found page and 404', async () => {
    const res = await shop.http.get('/no-such-page').expect(404);
    expect(res.text).toContain('<ul><li>');
  });

  it('leaves pages that depend on who is signed in to the browser: the shell as it was built', async () => {
    const res = await shop.http.get('/cart-page').expect(200);
    expect(res.text).toBe(SERVED_SHELL);
  });

  it("names the shop's currency and locale on every page: rendered, the shell, and the shell by its own name", async () => {
    const marked = /<html data-currency="EUR" data-locale="fr-FR"[ >]/;
    expect((await shop.http.get('/menu?money=1').expect(200)).text).toMatch(marked);
    expect((await shop.http.get('/cart-page').expect(200)).text).toMatch(marked);
    // The service worker keeps /index.html for offline visits.
    const shell = await shop.http.get('/index.html').expect(200).expect('Cache-Control', 'no-cache');
    expect(shell.text).toBe(SERVED_SHELL);
  });

  it("renders a page in the language of its address, linked with that language's words alone", async () => {
    const own = await shop.http.get('/menu?language=own').expect(200);
    expect(own.text).toMatch(/<html data-currency="EUR" data-locale="fr-FR" lang="fr"[ >]/);
    // Fetched with the app's code, which waits for it.
    expect(own.text).toMatch(/data-preload="[^"]*\/assets\/shop-fr\.js/);
    const english = await shop.http.get('/en/menu').expect(200);
    expect(english.text).toMatch(/<html data-currency="EUR" data-locale="fr-FR" lang="en"[ >]/);
    expect(english.text).toMatch(/data-preload="[^"]*\/assets\/shop-en\.js/);
    expect(english.text).not.toContain('shop-fr.js');
    expect(english.text).not.toContain('dashboard-en.js');
    expect(english.text).toContain('<ul><li>Classic Caesar Salad');
    // The pages the browser renders keep their language's address too.
    expect((await shop.http.get('/de/cart-page').expect(200)).text).toBe(SERVED_SHELL);
  });

  it("knows no prefix but another shipped language's: the shop's own language and others are unknown addresses", async () => {
    await shop.http.get('/fr/menu').expect(404);
    await shop.http.get('/es/menu').expect(404);
  });

  it("sends a visitor from the shop's own address to the language they chose, else to their browser's", async () => {
    const chose = await shop.http.get('/menu?page=2').set('Cookie', 'theme=dark; shop-language=de').expect(302);
    expect(chose.headers.location).toBe('/de/menu?page=2');
    const browser = await shop.http.get('/').set('Accept-Language', 'en-GB,en;q=0.9').expect(302);
    expect(browser.headers.location).toBe('/en');
    // The choice comes before the browser's language, and French is the shop's own.
    await shop.http.get('/menu').set('Cookie', 'shop-language=fr').set('Accept-Language', 'de').expect(200);
    await shop.http.get('/menu').set('Accept-Language', 'fr-CA, en;q=0.5').expect(200);
    await shop.http.get('/menu').set('Accept-Language', 'es, it').expect(200);
    // A search engine says no language: it reads the page at its address.
    const robot = await shop.http.get('/menu').expect(200);
    expect(robot.headers.vary).toMatch(/Cookie/);
    expect(robot.headers.vary).toMatch(/Accept-Language/);
    expect(robot.headers.vary).toMatch(/Accept-Encoding/);
    // An address in a language is that language, whatever the visitor chose before.
    await shop.http.get('/en/menu').set('Cookie', 'shop-language=de').expect(200);
  });

  it('sends the visitor where a route redirects', async () => {
    const res = await shop.http.get('/old-menu-page').expect(302);
    expect(res.headers.location).toBe('/menu');
  });

  it('serves the shell, for the browser to render, when a page fails to render on the server', async () => {
    const known = await shop.http.get('/menu?broken=1').expect(200);
    expect(known.text).toBe(SERVED_SHELL);
    const unknown = await shop.http.get('/broken-page').expect(404);
    expect(unknown.text).toBe(SERVED_SHELL);
  });

  it('takes up a new build of the SPA at its next page, without a restart', async () => {
    await shop.http.get('/menu?build=1').expect(200);
    const newShell = SHELL.replace('/assets/app-1.js', '/assets/app-2.js');
    await writeFile(path.join(spa, 'index.html'), newShell);
    await utimes(path.join(spa, 'index.html'), new Date(), new Date(Date.now() + 5000));
    const res = await shop.http.get('/menu?build=1').expect(200);
    expect(res.text).toContain('data-entry="/assets/app-2.js"');
    expect(res.text).not.toContain('app-1.js');
    await writeFile(path.join(spa, 'index.html'), SHELL);
  });
});
