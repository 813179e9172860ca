import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';

const bigScript = Array.from({ length: 400 }, (_, i) => `export const dish${i} = "Margherita pizza ${i}";`).join('\n');
/** A script the build compressed, as the SPA's build writes it: Brotli and gzip copies beside it. */
const builtScript = Array.from({ length: 300 }, (_, i) => `export const soup${i} = "Tuscan minestrone ${i}";`).join(
  '\n',
);
const builtCopies = { br: brotliCompressSync(builtScript), gz: gzipSync(builtScript, { level: 9 }) };

describe('the SPA, the pictures and the uploads on one origin', () => {
  let shop: TestShop;

  beforeAll(async () => {
    const spa = await mkdtemp(path.join(tmpdir(), 'shop-spa-'));
    await mkdir(path.join(spa, 'assets'));
    await writeFile(path.join(spa, 'index.html'), '<!doctype html><title>Foodi</title><div id="root"></div>');
    await writeFile(
      path.join(spa, 'routes.json'),
      JSON.stringify(['/', '/menu', '/dashboard/', '/dashboard/update-menu/$id']),
    );
    await writeFile(path.join(spa, 'assets', 'app-1234.js'), 'console.log("app")');
    await writeFile(path.join(spa, 'assets', 'menu-5678.js'), bigScript);
    await writeFile(path.join(spa, 'assets', 'soups-9abc.js'), builtScript);
    await writeFile(path.join(spa, 'assets', 'soups-9abc.js.br'), builtCopies.br);
    await writeFile(path.join(spa, 'assets', 'soups-9abc.js.gz'), builtCopies.gz);
    const uploads = await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
    await writeFile(path.join(uploads, 'photo.webp'), 'RIFF0000WEBPVP8 ');
    shop = await startShop({ SPA_DIR: spa, UPLOADS_DIR: uploads });
  });
  afterAll(() => shop.close());

  it.each(['/', '/menu', '/menu/', '/dashboard', '/dashboard/update-menu/42'])(
    'answers index.html for the client route %s',
    async (route) => {
      const res = await shop.http.get(route).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
    },
  );

  it.each(['/no-such-page', '/menu/pizza', '/dashboard/update-menu', '/dashboard/update-menu/42/more', '/.menu'])(
    'answers the not-found page with 404 for the unknown address %s',
    async (route) => {
      const res = await shop.http.get(route).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
    },
  );

  it('serves built assets for a year and uploads as they are', async () => {
    const asset = await shop.http.get('/assets/app-1234.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await shop.http.get('/uploads/photo.webp').expect(200).expect('Content-Type', 'image/webp');
  });

  it("sends the SPA's scripts gzipped to a browser that accepts it, and plain to one that does not", async () => {
    const gzipped = await shop.http.get('/assets/menu-5678.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(bigScript);
    const plain = await shop.http.get('/assets/menu-5678.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(bigScript));
  });

  it('sends a script the build compressed as its Brotli copy, else its gzip copy, else as it is, for a year', async () => {
    // A length is the copy's own: an answer compressed on its way out would have none (it is sent in chunks).
    const brotli = await shop.http.get('/assets/soups-9abc.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'content-length': String(builtCopies.br.length) });
    expect(brotli.text).toBe(builtScript);
    const gzipped = await shop.http.get('/assets/soups-9abc.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-length': String(builtCopies.gz.length),
    });
    expect(gzipped.text).toBe(builtScript);
    const plain = await shop.http.get('/assets/soups-9abc.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(builtScript);
    for (const answer of [brotli, gzipped, plain]) {
      expect(answer.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.headers.vary).toContain('Accept-Encoding');
    }
  });

  it('answers an asset address it cannot decode with the error body', async () => {
    expectErrorBody(await shop.http.get('/assets/soups-%E0%A4%A.js'), 400);
  });

  it('answers missing files with the error body, not index.html', async () => {
    expectErrorBody(await shop.http.get('/uploads/missing.webp'), 404);
    const traversal = await shop.http.get('/uploads/../../etc/passwd');
    expectErrorBody(traversal, 403);
    expect(traversal.text).not.toContain('root:');
    expectErrorBody(await shop.http.get('/menu-images/missing.webp'), 404);
    expectErrorBody(await shop.http.get('/api/menu/x/y'), 404);
  });

  it('sends the security headers on every answer', async () => {
    const res = await shop.http.get('/menu');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
