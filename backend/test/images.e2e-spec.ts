import { readFile, readdir } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDir } from '../src/paths';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('POST /api/images', () => {
  let shop: TestShop;
  let uploads: string;
  let customer: string;

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
    shop = await startShop({ UPLOADS_DIR: uploads });
    customer = (await shop.signIn('customer')).authorization;
  });
  afterAll(() => shop.close());

  it('stores a real picture under a name of its own and serves it', async () => {
    const webp = await readFile(path.join(seedDir, 'images', 'classic-caesar-salad.webp'));
    const res = await shop.http
      .post('/api/images')
      .set('Authorization', customer)
      .attach('image', webp, { filename: '../../evil name.png', contentType: 'image/png' })
      .expect(201);
    expect(res.body).toEqual({
      success: true,
      data: { display_url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.webp$/) },
    });
    const served = await shop.http.get(res.body.data.display_url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(served.body as Buffer, webp)).toBe(0);
    const png = await shop.http
      .post('/api/images')
      .set('Authorization', customer)
      .attach('image', PNG, 'dot.png')
      .expect(201);
    expect(png.body.data.display_url).toMatch(/\.png$/);
  });

  it('refuses a text file dressed up as a picture, and SVG', async () => {
    const before = (await readdir(uploads)).length;
    const fake = await shop.http
      .post('/api/images')
      .set('Authorization', customer)
      .attach('image', Buffer.from('<?php system($_GET["c"]); ?>'), { filename: 'cat.jpg', contentType: 'image/jpeg' });
    expectErrorBody(fake, 415);
    const svg = await shop.http
      .post('/api/images')
      .set('Authorization', customer)
      .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg');
    expectErrorBody(svg, 415);
    expect((await readdir(uploads)).length).toBe(before);
  });

  it('refuses pictures over 5 MB, a missing file and a body that is not multipart', async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectErrorBody(
      await shop.http.post('/api/images').set('Authorization', customer).attach('image', huge, 'big.png'),
      413,
    );
    expectErrorBody(await shop.http.post('/api/images').set('Authorization', customer).field('other', 'x'), 400);
    expectErrorBody(await shop.http.post('/api/images').set('Authorization', customer).send({ image: 'x' }), 415);
  });

  it('is closed to anonymous callers', async () => {
    expectErrorBody(await shop.http.post('/api/images').attach('image', PNG, 'dot.png'), 401);
  });
});
