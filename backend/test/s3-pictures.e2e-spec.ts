import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { ImagesService } from '../src/images/images.service';
import { repoRoot, seedDir } from '../src/paths';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { BUILD_MS, ensureBackendBuilt } from './server-process';

const BUCKET = 'shop-pictures';
// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('pictures in an S3-compatible bucket shared by every instance (s3rver)', () => {
  let s3rver: S3rver;
  let bucket: S3Client;
  let env: Record<string, string>;
  const folders: string[] = [];
  let shop: TestShop;
  let other: TestShop;
  let onDisk: TestShop;
  let uploads: string;
  let cache: string;
  let salad: Buffer;

  const folder = async (name: string) => {
    const made = await mkdtemp(path.join(tmpdir(), `shop-${name}-`));
    folders.push(made);
    return made;
  };
  /** The object's bytes and type, or undefined when the bucket has no such object. */
  const object = async (key: string) => {
    const found = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })).catch(() => undefined);
    return found && { bytes: Buffer.from(await found.Body!.transformToByteArray()), type: found.ContentType };
  };
  const upload = async (to: TestShop, bytes: Buffer, name: string) => {
    const caller = await to.signIn('customer');
    const res = await to.http
      .post('/api/images')
      .set('Authorization', caller.authorization)
      .attach('image', bytes, name);
    expect(res.status).toBe(201);
    return res.body.data.display_url as string;
  };

  beforeAll(async () => {
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: await folder('s3rver') });
    const { port } = await s3rver.run();
    env = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      // The keys s3rver accepts.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    bucket = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await bucket.send(new CreateBucketCommand({ Bucket: BUCKET }));
    uploads = await folder('uploads');
    cache = await folder('picture-cache');
    salad = await readFile(path.join(seedDir, 'images', 'classic-caesar-salad.webp'));
    [shop, other, onDisk] = await Promise.all([
      startShop({ ...env, UPLOADS_DIR: uploads, PICTURE_CACHE_DIR: cache }),
      // Another instance, on another machine: no disk of its own in common with the first.
      startShop({ ...env, UPLOADS_DIR: await folder('other-uploads'), PICTURE_CACHE_DIR: await folder('other-cache') }),
      startShop({ UPLOADS_DIR: await folder('disk-uploads'), PICTURE_CACHE_DIR: await folder('disk-cache') }),
    ]);
  }, BUILD_MS);

  afterAll(async () => {
    await Promise.all([shop?.close(), other?.close(), onDisk?.close()]);
    bucket?.destroy();
    await s3rver?.close();
    await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
  });

  it('keeps an upload in the bucket, none on the disk, under the type its bytes say', async () => {
    const address = await upload(shop, salad, 'salad.png');
    const file = path.basename(address);
    expect(await object(`uploads/${file}`)).toEqual({ bytes: salad, type: 'image/webp' });
    expect(await readdir(uploads)).toEqual([]);

    const served = await shop.http.get(address).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, salad)).toBe(0);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(salad.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    const png = await upload(shop, PNG, 'dot.jpg');
    const servedPng = await shop.http.get(png).expect(200);
    expect(servedPng.headers['content-type']).toBe('image/png');
  });

  it('answers a browser that holds the picture, a byte range and HEAD as the disk does', async () => {
    const address = await upload(shop, salad, 'salad.webp');
    const served = await shop.http.get(address).expect(200);
    await shop.http.get(address).set('If-None-Match', served.headers.etag!).expect(304);
    const part = await shop.http.get(address).set('Range', 'bytes=10-19').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${salad.length}`);
    expect(Buffer.compare(part.body as Buffer, salad.subarray(10, 20))).toBe(0);
    const head = await shop.http.head(address).expect(200);
    expect(head.headers['content-length']).toBe(String(salad.length));
    expectErrorBody(await shop.http.get('/uploads/2b9e1c1e-0000-4000-8000-000000000000.webp'), 404);
  });

  it('sends the same headers as a shop that keeps its pictures on the disk', async () => {
    const headersOf = async (of: TestShop, address: string) => {
      const { headers } = await of.http.get(address).expect(200);
      const { date: _date, etag, 'last-modified': lastModified, ...rest } = headers;
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(new Date(lastModified!).getTime()).not.toBeNaN();
      return rest;
    };
    const [inBucket, fromDisk] = await Promise.all([upload(shop, salad, 'a.webp'), upload(onDisk, salad, 'a.webp')]);
    expect(await headersOf(shop, inBucket)).toEqual(await headersOf(onDisk, fromDisk));
    expect(await headersOf(shop, `/pictures/320/webp${inBucket}`)).toEqual(
      await headersOf(onDisk, `/pictures/320/webp${fromDisk}`),
    );
  });

  it('makes a resized copy once, keeps it in the bucket, and another instance serves it from there', async () => {
    const address = await upload(shop, salad, 'salad.webp');
    const file = path.basename(address);
    const res = await shop.http.get(`/pictures/160/avif${address}`).buffer(true).expect(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/avif',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const { width, compression } = await sharp(res.body as Buffer).metadata();
    expect({ width, compression }).toEqual({ width: 160, compression: 'av1' });
    expect(await object(`pictures/uploads/${file}.160.avif`)).toEqual({ bytes: res.body, type: 'image/avif' });
    expect(await readdir(cache)).not.toContain('uploads');

    const elsewhere = await other.http.get(address).buffer(true).expect(200);
    expect(Buffer.compare(elsewhere.body as Buffer, salad)).toBe(0);
    const copyElsewhere = await other.http.get(`/pictures/160/avif${address}`).buffer(true).expect(200);
    expect(copyElsewhere.headers.etag).toBe(res.headers.etag);
    expect(Buffer.compare(copyElsewhere.body as Buffer, res.body as Buffer)).toBe(0);
  });

  it('removes an unused upload and its resized copies from the bucket', async () => {
    const address = await upload(shop, salad, 'unused.webp');
    const file = path.basename(address);
    await shop.http.get(`/pictures/320/webp${address}`).expect(200);
    await shop.prisma.upload.update({
      where: { fileName: file },
      data: { createdAt: new Date(Date.now() - 48 * 3600_000) },
    });

    expect(await shop.app.get(ImagesService).removeUnusedPictures()).toEqual({ removed: 1 });
    for (const key of [`uploads/${file}`, `pictures/uploads/${file}.320.webp`]) {
      await expect(bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toBeInstanceOf(NotFound);
    }
    expectErrorBody(await shop.http.get(address), 404);
    expectErrorBody(await shop.http.get(`/pictures/320/webp${address}`), 404);
  });

  it('refuses to start when the bucket cannot be reached, and says so', async () => {
    await expect(startShop({ ...env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      /The pictures' bucket no-such-bucket cannot be reached/,
    );
  });

  describe('npm run pictures:to-s3 (backend/dist/pictures-to-s3.js)', () => {
    beforeAll(() => ensureBackendBuilt(), BUILD_MS);

    const move = (settings: Record<string, string>) =>
      promisify(execFile)(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'pictures-to-s3.js')], {
        env: { PATH: process.env.PATH ?? '', ...settings },
      }).then(
        ({ stdout }) => ({ code: 0, output: stdout }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          output: error.stdout + error.stderr,
        }),
      );

    it('copies the pictures of a disk folder to the bucket, and a second run copies nothing', async () => {
      const kept = await folder('kept-uploads');
      const pictures = {
        '0b6b4c1e-1111-4000-8000-000000000001.webp': salad,
        '0b6b4c1e-1111-4000-8000-000000000002.png': PNG,
      };
      for (const [name, bytes] of Object.entries(pictures)) await writeFile(path.join(kept, name), bytes);
      // Neither a hidden file nor a picture half written when the shop stopped is a picture.
      await writeFile(path.join(kept, '.DS_Store'), 'x');
      await writeFile(path.join(kept, '0b6b4c1e-1111-4000-8000-000000000003.webp.0d1e.part'), 'half');

      const first = await move({ ...env, UPLOADS_DIR: kept });
      expect(first).toEqual({
        code: 0,
        output: expect.stringContaining('2 copied, 0 already in the bucket, 0 failed'),
      });
      for (const [name, bytes] of Object.entries(pictures)) {
        expect((await object(`uploads/${name}`))?.bytes).toEqual(bytes);
        const served = await shop.http.get(`/uploads/${name}`).buffer(true).expect(200);
        expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
      }
      expect(await object('uploads/.DS_Store')).toBeUndefined();
      expect(await object('uploads/0b6b4c1e-1111-4000-8000-000000000003.webp.0d1e.part')).toBeUndefined();

      const second = await move({ ...env, UPLOADS_DIR: kept });
      expect(second).toEqual({
        code: 0,
        output: expect.stringContaining('0 copied, 2 already in the bucket, 0 failed'),
      });
    });

    it('fails with the reason when there is no bucket to copy to', async () => {
      const kept = await folder('kept-uploads');
      const unset = await move({ UPLOADS_DIR: kept });
      expect(unset.code).toBe(1);
      expect(unset.output).toContain('Set S3_BUCKET');
      const missing = await move({ ...env, S3_BUCKET: 'no-such-bucket', UPLOADS_DIR: kept });
      expect(missing.code).toBe(1);
      expect(missing.output).toContain("The pictures' bucket no-such-bucket cannot be reached");
    });
  });
});
