import { mkdtemp, readdir } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { signUpWithPassword } from './identity';
import { type StandIn, startStandIn, stripeEnv } from './stripe';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FIVE_MB = 5 * 1024 * 1024;

/** A server that accepts connections and never answers: a service that hangs. */
async function silentServer(): Promise<{ host: string; port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    host: '127.0.0.1',
    port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function expectRetryAfter(res: { headers: Record<string, string> }): void {
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
}

describe('size limits', () => {
  let shop: TestShop;
  let admin: string;
  let uploads: string;

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'shop-limits-uploads-'));
    shop = await startShop({ UPLOADS_DIR: uploads, BODY_LIMIT: '100kb' });
    admin = (await shop.signIn('owner')).authorization;
  });
  afterAll(() => shop.close());

  it('refuses a JSON body over BODY_LIMIT with 413, signed in or not, and stores nothing', async () => {
    const dishes = (await shop.http.get('/api/menu')).body.length;
    const recipe = 'x'.repeat(150 * 1024);
    const body = { name: 'Huge', category: 'soup', price: 5, image: '/uploads/x.webp', recipe };
    expectErrorBody(await shop.http.post('/api/menu').set('Authorization', admin).send(body), 413);
    expectErrorBody(await shop.http.post('/api/jwt').send({ idToken: recipe }), 413);
    expect((await shop.http.get('/api/menu')).body).toHaveLength(dishes);
  });

  it('takes a picture of 5 MB and refuses one a byte larger with 413', async () => {
    const fits = Buffer.concat([PNG, Buffer.alloc(FIVE_MB - PNG.length)]);
    await shop.http.post('/api/images').set('Authorization', admin).attach('image', fits, 'fits.png').expect(201);
    const before = (await readdir(uploads)).length;
    const over = Buffer.concat([PNG, Buffer.alloc(FIVE_MB - PNG.length + 1)]);
    const res = await shop.http.post('/api/images').set('Authorization', admin).attach('image', over, 'over.png');
    expectErrorBody(res, 413);
    expect((await readdir(uploads)).length).toBe(before);
  });
});

describe('rate limits on payments', () => {
  let standIn: StandIn;
  let shop: TestShop;

  beforeAll(async () => {
    standIn = await startStandIn();
    shop = await startShop({ ...stripeEnv(standIn), PAYMENT_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  it('answers 429 with Retry-After once a customer starts too many payments in a minute, and only to that customer', async () => {
    const dish = (await shop.http.get('/api/menu')).body[0];
    const [ada, bob] = [await shop.signIn('customer'), await shop.signIn('customer')];
    for (const customer of [ada, bob]) {
      await shop.http
        .post('/api/carts')
        .set('Authorization', customer.authorization)
        .send({ menuItemId: dish._id, quantity: 2 })
        .expect(201);
    }
    const intent = (who: typeof ada) =>
      shop.http.post('/api/create-payment-intent').set('Authorization', who.authorization).send({});
    for (let i = 0; i < 3; i += 1) await intent(ada).expect(200);
    const limited = await intent(ada);
    expectErrorBody(limited, 429);
    expectRetryAfter(limited);
    expect(limited.body.message).toMatch(/payment/i);
    await intent(bob).expect(200);
  });

  it('refuses with 422 a cart whose total is over the largest amount one payment takes', async () => {
    const admin = await shop.signIn('owner');
    const dearest = await shop.http
      .post('/api/menu')
      .set('Authorization', admin.authorization)
      .send({
        name: 'Golden banquet',
        recipe: 'Everything.',
        image: '/uploads/x.webp',
        category: 'popular',
        price: 100000,
      })
      .expect(201);
    const dave = await shop.signIn('customer');
    await shop.http
      .post('/api/carts')
      .set('Authorization', dave.authorization)
      .send({ menuItemId: dearest.body._id, quantity: 2 })
      .expect(201);
    const res = await shop.http.post('/api/create-payment-intent').set('Authorization', dave.authorization).send({});
    expectErrorBody(res, 422);
    expect(res.body.message).toContain('$100,000.00');
  });

  it('counts payment records per customer as well', async () => {
    const carol = await shop.signIn('customer');
    const record = () =>
      shop.http.post('/api/payments').set('Authorization', carol.authorization).send({ transactionId: 'pi_unknown' });
    for (let i = 0; i < 3; i += 1) expectErrorBody(await record(), 404);
    const limited = await record();
    expectErrorBody(limited, 429);
    expectRetryAfter(limited);
  });
});

describe('rate limits across instances', () => {
  it('holds one count for two instances of the shop on one database', async () => {
    const first = await startShop({ JWT_RATE_LIMIT: '4' });
    const second = await startShop({
      JWT_RATE_LIMIT: '4',
      DATABASE_URL: first.config.DATABASE_URL,
      DATABASE_DIRECT_URL: first.config.DATABASE_DIRECT_URL,
    });
    try {
      for (const shop of [first, second, first, second])
        expectErrorBody(await shop.http.post('/api/jwt').send({ idToken: 'x' }), 401);
      const limited = await second.http.post('/api/jwt').send({ idToken: 'x' });
      expectErrorBody(limited, 429);
      expectRetryAfter(limited);
      expectErrorBody(await first.http.post('/api/jwt').send({ idToken: 'x' }), 429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('timeouts on outgoing calls', () => {
  let hanging: Awaited<ReturnType<typeof silentServer>>;

  beforeAll(async () => {
    hanging = await silentServer();
  });
  afterAll(() => hanging.close());

  it('answers 503 with a clear message, within the timeout, when Stripe does not answer', async () => {
    const standIn = await startStandIn();
    const shop = await startShop({
      ...stripeEnv(standIn),
      STRIPE_API_URL: `http://${hanging.host}:${hanging.port}`,
      STRIPE_TIMEOUT_MS: '400',
    });
    await standIn.stop();
    try {
      const ada = await shop.signIn('customer');
      const dish = (await shop.http.get('/api/menu')).body[0];
      await shop.http
        .post('/api/carts')
        .set('Authorization', ada.authorization)
        .send({ menuItemId: dish._id })
        .expect(201);
      const started = Date.now();
      const res = await shop.http.post('/api/create-payment-intent').set('Authorization', ada.authorization).send({});
      const took = Date.now() - started;
      expectErrorBody(res, 503);
      expect(res.body.message).toMatch(/payment service does not answer/i);
      // One try and the SDK's one retry, each cut at the timeout; without it the SDK would wait 80 s for each.
      expect(took).toBeLessThan(30_000);
    } finally {
      await shop.close();
    }
  });

  it('answers 503 with a clear message, within the timeout, when Firebase does not answer', async () => {
    const account = await signUpWithPassword();
    const shop = await startShop({
      FIREBASE_AUTH_EMULATOR_HOST: `${hanging.host}:${hanging.port}`,
      FIREBASE_TIMEOUT_MS: '400',
    });
    try {
      const started = Date.now();
      const res = await shop.http.post('/api/jwt').send({ idToken: account.idToken });
      const took = Date.now() - started;
      expectErrorBody(res, 503);
      expect(res.body.message).toMatch(/sign-in service does not answer/i);
      // Without the timeout the call would wait as long as the server stays silent: here, for ever.
      expect(took).toBeLessThan(30_000);
    } finally {
      await shop.close();
    }
  });
});
