import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Contract } from '../src/common/contract/contract';
import { ImagesService } from '../src/images/images.service';
import { JobsService } from '../src/jobs/jobs.service';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { changeUnderneath } from './race';
import { endingStreams, isEventStream } from './streams';

type Caller = Awaited<ReturnType<TestShop['signIn']>>;

// The smallest valid PNG, and a large one: the same picture with bytes after its end, as big as a photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngOf = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
const MB = 1024 * 1024;

describe('an attacker against the inputs', () => {
  let shop: TestShop;
  let uploads: string;
  let admin: Caller;
  let ada: Caller;

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'shop-attacker-uploads-'));
    shop = await startShop({
      UPLOADS_DIR: uploads,
      UPLOAD_RATE_LIMIT: '4',
      UPLOAD_QUOTA_MB: '5',
      UNUSED_UPLOAD_HOURS: '1',
    });
    admin = await shop.signIn('owner');
    ada = await shop.signIn('customer');
  });
  afterAll(async () => {
    await shop.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const upload = (caller: Caller, bytes: Buffer) =>
    shop.http.post('/api/images').set('Authorization', caller.authorization).attach('image', bytes, 'photo.png');

  describe('query parameters at their extremes answer 4xx, never 5xx', () => {
    it.each([
      ['from', '0000-01-01'],
      ['from', '275760-09-13'],
      ['to', '+275760-09-13'],
      ['from', '2026-02-30'],
      ['to', '2025-02-29'],
      ['from', ''],
      ['from', '2026-1-1'],
      ['page', '0'],
      ['page', '-1'],
      ['page', '100001'],
      ['page', '1e999'],
      ['page', '99999999999999999999999'],
      ['page', ''],
      ['pageSize', '101'],
      ['pageSize', '0.5'],
      ['status', ''],
      ['status', 'pending'],
    ])('GET /orders?%s=%j', async (name, value) => {
      expectErrorBody(
        await shop.http
          .get('/api/orders')
          .query({ [name]: value })
          .set('Authorization', admin.authorization),
        400,
      );
    });

    it('answers the widest valid range and the last page', async () => {
      const all = await shop.http
        .get('/api/orders')
        .query({ from: '1000-01-01', to: '9999-12-31', page: 100000, pageSize: 100 })
        .set('Authorization', admin.authorization)
        .expect(200);
      expect(all.body).toMatchObject({ items: [], page: 100000, pageSize: 100 });
      await shop.http
        .get('/api/orders')
        .query({ from: '2024-02-29', to: '2024-02-29' })
        .set('Authorization', admin.authorization)
        .expect(200);
    });

    it.each([
      ['/carts', ''],
      ['/carts', `${'a'.repeat(64)}@${'b'.repeat(190)}.com`],
      ['/payments', ' '],
      ['/payments', 'ada@example.com\u0000'],
    ])('GET %s?email=%j', async (route, email) => {
      const res = await shop.http.get(`/api${route}`).query({ email }).set('Authorization', ada.authorization);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectErrorBody(res, res.status);
    });
  });

  describe('records that disappear mid-request', () => {
    it('a dish deleted while someone adds it to their cart answers 404', async () => {
      const dish = await shop.prisma.menuItem.create({
        data: { name: 'Vanishing soup', recipe: 'Gone.', image: '/x.webp', priceCents: 500, category: 'soup' },
      });
      const res = await changeUnderneath(
        shop.prisma,
        'menu_items',
        dish.id,
        'INSERT INTO cart_lines',
        () => shop.http.post('/api/carts').set('Authorization', ada.authorization).send({ menuItemId: dish.id }),
        (tx) => tx.menuItem.delete({ where: { id: dish.id } }),
      );
      expectErrorBody(res, 404);
      expect(res.body.message).toBe('This dish is no longer on the menu.');
    });

    it('a user removed while adding to their cart answers 401', async () => {
      const bob = await shop.signIn('customer');
      const dish = await shop.prisma.menuItem.findFirstOrThrow();
      const res = await changeUnderneath(
        shop.prisma,
        'users',
        bob.id,
        'INSERT INTO cart_lines',
        () => shop.http.post('/api/carts').set('Authorization', bob.authorization).send({ menuItemId: dish.id }),
        (tx) => tx.user.delete({ where: { id: bob.id } }),
      );
      expectErrorBody(res, 401);
    });

    it('a user removed while uploading a picture answers 401 and leaves no file behind', async () => {
      const bob = await shop.signIn('customer');
      const res = await changeUnderneath(
        shop.prisma,
        'users',
        bob.id,
        'SELECT id FROM users WHERE id = .* FOR UPDATE',
        () => upload(bob, PNG),
        (tx) => tx.user.delete({ where: { id: bob.id } }),
      );
      expectErrorBody(res, 401);
      expect(await shop.prisma.upload.count({ where: { userId: bob.id } })).toBe(0);
    });
  });

  describe('uploads have limits', () => {
    it('a flood of pictures is slowed down with 429 and Retry-After', async () => {
      const flooder = await shop.signIn('customer');
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await upload(flooder, PNG));
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 429]);
      expectErrorBody(answers[4]!, 429);
      expect(Number(answers[4]!.headers['retry-after'])).toBeGreaterThan(0);
      // Another user is not slowed down by them.
      await upload(ada, PNG).expect(201);
    });

    it('a user’s pictures are capped in total, even when sent at once', async () => {
      const hoarder = await shop.signIn('customer');
      const racing = await Promise.all([
        upload(hoarder, pngOf(2 * MB)),
        upload(hoarder, pngOf(2 * MB)),
        upload(hoarder, pngOf(2 * MB)),
      ]);
      expect(racing.map((res) => res.status).sort()).toEqual([201, 201, 413]);
      const refused = racing.find((res) => res.status === 413)!;
      expectErrorBody(refused, 413);
      expect(refused.body.message).toContain('of the 5.0 MB you may keep');
      const kept = await shop.prisma.upload.aggregate({ where: { userId: hoarder.id }, _sum: { bytes: true } });
      expect(kept._sum.bytes).toBe(4 * MB);
      // The refused picture left no file behind.
      const files = (await shop.prisma.upload.findMany({ where: { userId: hoarder.id } })).map((u) => u.fileName);
      expect(files.every((file) => existsSync(path.join(uploads, file)))).toBe(true);
    });

    it('pictures no dish and no profile uses are removed a while after their upload, by a background job', async () => {
      const owner = await shop.signIn('customer');
      const [used, dish, unused, fresh] = await Promise.all([
        upload(owner, PNG),
        upload(admin, PNG),
        upload(owner, PNG),
        upload(owner, PNG),
      ]);
      const url = (res: typeof used) => res.body.data.display_url as string;
      await shop.http
        .post('/api/users')
        .set('Authorization', owner.authorization)
        .send({ photoURL: url(used) })
        .expect(200);
      await shop.http
        .post('/api/menu')
        .set('Authorization', admin.authorization)
        .send({ name: 'Pictured soup', recipe: 'Leeks.', image: url(dish), price: 6, category: 'soup' })
        .expect(201);
      const names = [used, dish, unused].map((res) => path.basename(url(res)));
      await shop.prisma.upload.updateMany({
        where: { fileName: { in: names } },
        data: { createdAt: new Date(Date.now() - 2 * 3600_000) },
      });

      await shop.app.get(JobsService).runNow('remove-unused-pictures');
      const gone = path.basename(url(unused));
      for (const deadline = Date.now() + 120_000; existsSync(path.join(uploads, gone)) && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(existsSync(path.join(uploads, gone))).toBe(false);
      expect(await shop.prisma.upload.findUnique({ where: { fileName: gone } })).toBeNull();
      await shop.http.get(url(unused)).expect(404);
      for (const kept of [used, dish, fresh]) await shop.http.get(url(kept)).expect(200);
      expect(await shop.app.get(ImagesService).removeUnusedPictures()).toEqual({ removed: 0 });
    });
  });

  describe('private answers stay private', () => {
    const contract = Contract.load();

    it('every authorised operation answers with Cache-Control: private, no-store, errors included', async () => {
      const dish = await shop.prisma.menuItem.findFirstOrThrow();
      for (const op of contract.operations.filter((operation) => operation.signIn !== 'none')) {
        const url = `/api${op.path.replace('{id}', dish.id).replace('{user}', op.method === 'get' ? ada.email : ada.id)}`;
        // Erasing one's account is asked by an account of its own, so that Ada and the administrator stay.
        const callers =
          op.operationId === 'eraseMyAccount'
            ? [(await shop.signIn('customer')).authorization, undefined]
            : [ada.authorization, admin.authorization, undefined];
        for (const authorization of callers) {
          let req = shop.http[op.method](url).query(op.ownerParam === 'email' ? { email: ada.email } : {});
          if (isEventStream(url)) req = req.buffer(true).parse(endingStreams);
          if (authorization) req = req.set('Authorization', authorization);
          const res = await req;
          expect({ op: op.operationId, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({
            op: op.operationId,
            status: res.status,
            cacheControl: 'private, no-store',
          });
        }
      }
    });

    it('public answers keep their caching', async () => {
      const dish = await shop.prisma.menuItem.findFirstOrThrow();
      expect((await shop.http.get('/api/menu').expect(200)).headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=1, stale-while-revalidate=5',
      );
      expect((await shop.http.get(`/api/menu/${dish.id}`).expect(200)).headers['cache-control']).toBe('no-cache');
      expect((await shop.http.get('/api/client-config').expect(200)).headers['cache-control']).toBe('no-cache');
      expect((await shop.http.get(dish.image).expect(200)).headers['cache-control']).toBe('public, max-age=86400');
      const picture = (await upload(ada, PNG).expect(201)).body.data.display_url as string;
      expect((await shop.http.get(picture).expect(200)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    });
  });
});
