import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const SQL_LIKE = [
  "Robert'); DROP TABLE menu_items; --",
  "' OR '1'='1' --",
  '1; DELETE FROM users WHERE 1=1',
  "'; UPDATE users SET role='admin'; --",
];

/** Sends bytes as they are, without a client that would clean up the path or the request line. */
function rawRequest(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(text);
  });
}

function expectErrorText(answer: { status: number; headers: string; body: string }, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(answer.body)).toMatchObject({
    statusCode: status,
    error: expect.any(String),
    message: expect.any(String),
  });
}

describe('hostile input', () => {
  let shop: TestShop;
  let uploads: string;
  let admin: Awaited<ReturnType<TestShop['signIn']>>;
  let port: number;

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'shop-hostile-uploads-'));
    // Stripe's keys let webhooks be checked; no call reaches Stripe in these tests.
    shop = await startShop({
      UPLOADS_DIR: uploads,
      STRIPE_SECRET_KEY: 'sk_test_hostile',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    });
    admin = await shop.signIn('owner');
    await shop.app.listen(0, '127.0.0.1');
    port = (shop.app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(async () => {
    await shop.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('refuses oversized bodies with 413 and the error body, before anything is read into the database', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    expectErrorBody(
      await shop.http.post('/api/menu').set('Authorization', admin.authorization).send({ name: big }),
      413,
    );
    expectErrorBody(await shop.http.post('/api/carts').send({ menuItemId: big }), 413);
    expectErrorBody(
      await shop.http
        .post('/api/stripe-webhook')
        .set('Stripe-Signature', 't=1,v1=x')
        .send({ id: big, type: 'x', data: {} }),
      413,
    );
  });

  it('answers deeply nested JSON quickly with a 400 and the error body', async () => {
    const depth = 40_000;
    const nested = `{"idToken":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    // The reference: the same three requests with flat bodies of the same size, timed on this machine now.
    const flat = JSON.stringify({ idToken: 'x'.repeat(nested.length - 14) });
    const referenceStarted = Date.now();
    await shop.http.post('/api/jwt').set('Content-Type', 'application/json').send(flat);
    await shop.http
      .post('/api/stripe-webhook')
      .set('Stripe-Signature', 't=1,v1=x')
      .set('Content-Type', 'application/json')
      .send(flat);
    await shop.http
      .post('/api/menu')
      .set('Authorization', admin.authorization)
      .set('Content-Type', 'application/json')
      .send(flat);
    const reference = Date.now() - referenceStarted;
    const started = Date.now();
    const jwt = await shop.http.post('/api/jwt').set('Content-Type', 'application/json').send(nested);
    expectErrorBody(jwt, 400);
    const dataDeep = `{"id":"evt_1","type":"payment_intent.succeeded","data":${'{"a":'.repeat(depth / 4)}1${'}'.repeat(depth / 4)}}`;
    const webhook = await shop.http
      .post('/api/stripe-webhook')
      .set('Stripe-Signature', 't=1,v1=x')
      .set('Content-Type', 'application/json')
      .send(dataDeep);
    expectErrorBody(webhook, 400);
    const menu = await shop.http
      .post('/api/menu')
      .set('Authorization', admin.authorization)
      .set('Content-Type', 'application/json')
      .send(nested);
    expectErrorBody(menu, 400);
    // Nesting costs no more than a few flat bodies would: no parser walks it deeply.
    expect(Date.now() - started).toBeLessThan(10 * reference + 1000);
  });

  it('serves no file outside the uploads and the seed pictures, however the path is spelled', async () => {
    for (const target of [
      '/uploads/../../package.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/%2e%2e%2f%2e%2e%2fprisma%2fschema.prisma',
      '/uploads/..\\..\\package.json',
      '/menu-images/../../schema.prisma',
      '/menu-images/..%2f..%2fschema.prisma',
      '/uploads/%00.png',
      '/uploads/x.png%00.txt',
    ]) {
      const answer = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect([400, 403, 404]).toContain(answer.status);
      expect(answer.body).not.toMatch(/"workspaces"|generator client|datasource/);
      expectErrorText(answer, answer.status);
    }
  });

  it('stores an upload under a name of its own whatever the client calls it, and serves it as what it is', async () => {
    const res = await shop.http
      .post('/api/images')
      .set('Authorization', admin.authorization)
      .attach('image', PNG, { filename: '../../../../etc/cron.d/evil.png', contentType: 'image/png' })
      .expect(201);
    expect(res.body.data.display_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await readdir(uploads)).toEqual([res.body.data.display_url.split('/').pop()]);
    const served = await shop.http.get(res.body.data.display_url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a text file named like a picture, and HTML and SVG dressed as PNG', async () => {
    const before = await readdir(uploads);
    for (const [content, filename] of [
      ['just some text, not a picture', 'holiday.png'],
      ['<html><script>alert(document.cookie)</script></html>', 'cat.png'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.png'],
      ['\u0089PNG but not really', 'fake.png'],
    ] as const) {
      const res = await shop.http
        .post('/api/images')
        .set('Authorization', admin.authorization)
        .attach('image', Buffer.from(content), { filename, contentType: 'image/png' });
      expectErrorBody(res, 415);
    }
    expect(await readdir(uploads)).toEqual(before);
  });

  it('stores SQL-like text in every text field harmlessly and answers it verbatim', async () => {
    const dishesBefore = await shop.prisma.menuItem.count();
    for (const text of SQL_LIKE) {
      const created = await shop.http
        .post('/api/menu')
        .set('Authorization', admin.authorization)
        .send({
          name: text.slice(0, 80),
          recipe: text,
          image: `https://pictures.example/${encodeURIComponent(text)}.png`,
          category: 'soup',
          price: 9.5,
        })
        .expect(201);
      expect(created.body).toMatchObject({
        name: text.slice(0, 80),
        recipe: text,
        image: `https://pictures.example/${encodeURIComponent(text)}.png`,
      });
      const read = await shop.http.get(`/api/menu/${created.body._id}`).expect(200);
      expect(read.body).toEqual(created.body);
      const changed = await shop.http
        .patch(`/api/menu/${created.body._id}`)
        .set('Authorization', admin.authorization)
        .send({ recipe: `${text} again` })
        .expect(200);
      expect(changed.body.recipe).toBe(`${text} again`);

      const customer = await shop.signIn('customer');
      const me = await shop.http
        .post('/api/users')
        .set('Authorization', customer.authorization)
        .send({ name: text })
        .expect(200);
      expect(me.body.name).toBe(text);
    }
    expect(await shop.prisma.menuItem.count()).toBe(dishesBefore + SQL_LIKE.length);
    expect(
      (await shop.http.get('/api/users').set('Authorization', admin.authorization).expect(200)).body.length,
    ).toBeGreaterThan(SQL_LIKE.length);
    // An SQL-like e-mail address in a query is a well-formed address that simply matches nobody.
    const quoted = "o'brien'--@example.com";
    expect(
      (
        await shop.http
          .get('/api/payments')
          .query({ email: quoted })
          .set('Authorization', admin.authorization)
          .expect(200)
      ).body,
    ).toEqual([]);
  });

  it('refuses NUL characters anywhere with 400 and the error body', async () => {
    const customer = await shop.signIn('customer');
    const dish = { name: 'Soup\u0000', recipe: 'Leeks.', image: '/uploads/x.png', category: 'soup', price: 5 };
    expectErrorBody(await shop.http.post('/api/menu').set('Authorization', admin.authorization).send(dish), 400);
    expectErrorBody(
      await shop.http
        .post('/api/menu')
        .set('Authorization', admin.authorization)
        .send({ ...dish, name: 'Soup', recipe: 'a\u0000b' }),
      400,
    );
    expectErrorBody(
      await shop.http.post('/api/users').set('Authorization', customer.authorization).send({ name: 'Ada\u0000' }),
      400,
    );
    expectErrorBody(
      await shop.http
        .get('/api/carts')
        .query({ email: `${customer.email}\u0000` })
        .set('Authorization', customer.authorization),
      400,
    );
    expectErrorBody(await shop.http.get('/api/menu/%00').set('Authorization', customer.authorization), 400);
    expectErrorBody(await shop.http.post('/api/jwt').send({ idToken: 'abc\u0000def' }), 400);
  });

  it('answers requests the HTTP parser refuses with the error body too', async () => {
    const hugeHeader = await rawRequest(
      port,
      `GET /api/menu HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expectErrorText(hugeHeader, 431);
    const hugeUrl = await rawRequest(
      port,
      `GET /api/menu?x=${'a'.repeat(64 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expectErrorText(hugeUrl, 431);
    const garbage = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expectErrorText(garbage, 400);
  });
});
