import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop, type TestShop } from './app';

describe("the storefront's service worker, web app manifest and app loader", () => {
  let shop: TestShop;

  beforeAll(async () => {
    // Under a hidden folder, as a checkout may be: no dot in the path may hide the shop's own files.
    const spa = path.join(await mkdtemp(path.join(tmpdir(), 'shop-spa-')), '.build');
    await mkdir(spa);
    await writeFile(path.join(spa, 'index.html'), '<!doctype html><title>Foodi</title><div id="root"></div>');
    await writeFile(path.join(spa, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    await writeFile(path.join(spa, 'manifest.webmanifest'), JSON.stringify({ name: 'Foodi', start_url: '/' }));
    await writeFile(path.join(spa, 'app-loader.js'), 'document.addEventListener("app-took-over", () => undefined);');
    await writeFile(path.join(spa, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    shop = await startShop({ SPA_DIR: spa });
  });
  afterAll(() => shop.close());

  it('are asked for again at every visit, so that a deploy reaches browsers at once', async () => {
    const worker = await shop.http.get('/sw.js').expect(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await shop.http.get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    // A new build's app must not meet an old build's loader.
    const loader = await shop.http.get('/app-loader.js').expect(200);
    expect(loader.headers['cache-control']).toBe('no-cache');
  });

  it('answer 304 when unchanged, as the browser revalidates them', async () => {
    const first = await shop.http.get('/sw.js').expect(200);
    await shop.http.get('/sw.js').set('If-None-Match', String(first.headers.etag)).expect(304);
  });

  it("serve the shell for the browser's own pages and the published contract", async () => {
    const page = await shop.http.get('/cart-page').expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    const contract = await shop.http.get('/api/openapi.yaml').expect(200);
    expect(contract.text).toMatch(/^openapi: 3\.1/m);
  });

  it("leave the other files' caching as it was", async () => {
    const favicon = await shop.http.get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
