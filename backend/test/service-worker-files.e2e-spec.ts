import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop, type TestShop } from './app';

describe("the storefront's service worker, web app manifest and app loader", () => {
  let shop: TestShop;

  beforeAll(async () => {
    const spa = await mkdtemp(path.join(tmpdir(), 'shop-spa-'));
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

  it("leave the other files' caching as it was", async () => {
    const favicon = await shop.http.get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
