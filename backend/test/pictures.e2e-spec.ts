import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { seedDir } from '../src/paths';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';

const SEED_PICTURE = 'margherita-pizza.webp';

/** The width, height and encoding of a picture as a browser would decode it. */
async function decoded(body: Buffer) {
  const { width, height, format, compression } = await sharp(body).metadata();
  return { width, height, format: format === 'heif' ? compression : format };
}

describe('GET /pictures/<width>/<format>/<original>: pictures at the size each layout shows', () => {
  let shop: TestShop;
  let uploads: string;
  let cache: string;
  let customer: string;

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
    // In a hidden folder, as `make start` keeps it (.data/picture-cache): no dot in a path may hide the pictures.
    cache = path.join(await mkdtemp(path.join(tmpdir(), 'shop-picture-cache-')), '.data', 'picture-cache');
    await writeFile(path.join(uploads, 'not-a-picture.png'), 'hello');
    shop = await startShop({ UPLOADS_DIR: uploads, PICTURE_CACHE_DIR: cache });
    customer = (await shop.signIn('customer')).authorization;
  });
  afterAll(() => shop.close());

  it('serves a seed dish picture at 320 px in AVIF and in WebP, kept a day since a new version may change it', async () => {
    for (const format of ['avif', 'webp'] as const) {
      const res = await shop.http.get(`/pictures/320/${format}/menu-images/${SEED_PICTURE}`).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(await decoded(res.body as Buffer)).toEqual({
        width: 320,
        height: 240,
        format: format === 'avif' ? 'av1' : 'webp',
      });
    }
    const original = await readFile(path.join(seedDir, 'images', SEED_PICTURE));
    const small = await shop.http.get(`/pictures/320/avif/menu-images/${SEED_PICTURE}`).buffer(true).expect(200);
    expect((small.body as Buffer).length).toBeLessThan(original.length / 2);
  });

  it('never makes a picture wider than its original', async () => {
    const res = await shop.http.get(`/pictures/960/webp/menu-images/${SEED_PICTURE}`).buffer(true).expect(200);
    expect(await decoded(res.body as Buffer)).toMatchObject({ width: 640, height: 480 });
  });

  it('serves an uploaded picture resized, for a year since an upload never changes under its name', async () => {
    const webp = await readFile(path.join(seedDir, 'images', 'classic-caesar-salad.webp'));
    const upload = await shop.http
      .post('/api/images')
      .set('Authorization', customer)
      .attach('image', webp, 'salad.webp')
      .expect(201);
    const address = (upload.body as { data: { display_url: string } }).data.display_url;
    const res = await shop.http.get(`/pictures/160/avif${address}`).buffer(true).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await decoded(res.body as Buffer)).toEqual({ width: 160, height: 120, format: 'av1' });
  });

  it.each([
    ['a width outside the set', `/pictures/300/webp/menu-images/${SEED_PICTURE}`],
    ['a width that is not a number', `/pictures/320px/webp/menu-images/${SEED_PICTURE}`],
    ['a format it does not make', `/pictures/320/png/menu-images/${SEED_PICTURE}`],
    ['a folder that is not a picture folder', `/pictures/320/webp/assets/${SEED_PICTURE}`],
    ['a missing picture', '/pictures/320/webp/menu-images/no-such-dish.webp'],
    ['a missing upload', '/pictures/320/webp/uploads/2b9e1c1e-0000-4000-8000-000000000000.webp'],
    ['an incomplete address', '/pictures/320/webp'],
    ['an encoded climb out of the uploads', '/pictures/320/webp/uploads/..%2F..%2F..%2Fetc%2Fpasswd'],
    [
      'an encoded climb from the seed to a picture elsewhere',
      '/pictures/320/webp/menu-images/..%2F..%2F..%2Ffrontend%2Fsrc%2Fassets%2Fdishes%2Fspaghetti-carbonara.webp',
    ],
    ['dots for a name', '/pictures/320/webp/uploads/%2E%2E'],
    ['a hidden file', '/pictures/320/webp/menu-images/.gitkeep'],
    ['a folder for a picture', '/pictures/320/webp/menu-images/..'],
  ])('answers 404 with the error body for %s', async (_case, address) => {
    expectErrorBody(await shop.http.get(address), 404);
  });

  it('refuses a stored file that is no picture without failing', async () => {
    expectErrorBody(await shop.http.get('/pictures/160/webp/uploads/not-a-picture.png'), 422);
  });

  it('makes each size once when many browsers ask for it at the same moment, and every one gets the whole picture', async () => {
    const address = '/pictures/480/avif/menu-images/tonkotsu-ramen.webp';
    const answers = await Promise.all(Array.from({ length: 8 }, () => shop.http.get(address).buffer(true)));
    const bodies = answers.map((res) => {
      expect(res.status).toBe(200);
      return res.body as Buffer;
    });
    for (const body of bodies) expect(Buffer.compare(body, bodies[0]!)).toBe(0);
    expect(await decoded(bodies[0]!)).toEqual({ width: 480, height: 360, format: 'av1' });
    const kept = (await readdir(path.join(cache, 'menu-images'))).filter((name) =>
      name.startsWith('tonkotsu-ramen.webp'),
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/\.480\.avif$/);
  });
});
