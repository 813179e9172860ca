import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { Client } from 'pg';
import Stripe from 'stripe';
import { freshDatabase } from './database';
import {
  BUILD_MS,
  ensureBackendBuilt,
  processEnv,
  type ServerProcess,
  START_UP_MS,
  startServerProcess,
} from './server-process';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

const CUSTOMERS = 24;
const CHECKOUTS_EACH = 3;
const JWT_SECRET = 'durability-secret-that-is-long-enough-for-hs256';

interface Paid {
  email: string;
  transactionId: string;
  amount: number;
  /** The dishes the customer added for it, counting quantities. */
  dishes: number;
  orderId: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('orders survive the backend being killed while customers pay', () => {
  let standIn: StandIn;
  let db: Client;
  let uploads: string;
  let server: ServerProcess | undefined;
  const outputs: string[] = [];

  beforeAll(async () => {
    await ensureBackendBuilt();
    uploads = await mkdtemp(path.join(tmpdir(), 'shop-durability-'));
    standIn = await startStandIn({ stateFile: path.join(uploads, 'stripe-stand-in.json') });
  }, BUILD_MS);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await db?.end();
    await standIn.stop();
    await rm(uploads, { recursive: true, force: true });
  });

  it(
    'records every payment answered with success as exactly one order, after two SIGKILLs',
    async () => {
      const databaseUrl = await freshDatabase({ migrated: true });
      db = new Client({ connectionString: databaseUrl });
      await db.connect();
      // Slot capacity is checkout.e2e-spec's subject, not this test's: here every cart fits (up to nine dishes can
      // need more than the default 120 minutes of one slot).
      await db.query('UPDATE shop_settings SET kitchen_minutes_per_slot = 6000');
      const env = processEnv(databaseUrl, JWT_SECRET, stripeEnv(standIn), { UPLOADS_DIR: uploads });
      const started = Date.now();
      server = await startServerProcess(env);
      // A restart keeps the address the customers know.
      const port = Number(new URL(server.url).port);
      const url = server.url;

      const jwt = new JwtService({ secret: JWT_SECRET, signOptions: { algorithm: 'HS256', expiresIn: 3600 } });
      const customers: { email: string; authorization: string }[] = [];
      for (let i = 0; i < CUSTOMERS; i += 1) {
        const email = `diner${i}-${Date.now()}@example.com`;
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO users (id, firebase_uid, email, name, role, updated_at) VALUES (gen_random_uuid(), gen_random_uuid()::text, $1, $2, 'customer', now()) RETURNING id`,
          [email, `Diner ${i}`],
        );
        customers.push({ email, authorization: `Bearer ${await jwt.signAsync({ sub: rows[0]!.id })}` });
      }
      // Customers add what can be ordered all day: the seed's breakfast, served in the morning only, could stop being
      // served while the test runs.
      const menu = (
        (await (await fetch(`${url}/api/menu`)).json()) as { _id: string; available: boolean; hours?: unknown }[]
      ).filter((dish) => dish.available && !dish.hours);

      let connectionFailures = 0;
      const serverErrors: string[] = [];
      /** What a customer's browser does: try again until the shop answers. */
      const call = async (
        method: string,
        route: string,
        authorization: string,
        body?: object,
        headers: Record<string, string> = {},
      ) => {
        // A restart may take as long as a start-up may: the browser waits that long too.
        const deadline = Date.now() + START_UP_MS;
        for (;;) {
          try {
            const res = await fetch(`${url}/api${route}`, {
              method,
              headers: {
                Authorization: authorization,
                ...(body ? { 'Content-Type': 'application/json' } : {}),
                ...headers,
              },
              body: body ? JSON.stringify(body) : undefined,
              signal: AbortSignal.timeout(10_000),
            });
            const json = (await res.json()) as Record<string, unknown>;
            if (res.status < 500) return { status: res.status, body: json };
            serverErrors.push(`${method} ${route} → ${res.status} ${JSON.stringify(json)}`);
          } catch {
            connectionFailures += 1;
          }
          if (Date.now() > deadline)
            throw new Error(`${method} ${route}: no answer for ${START_UP_MS / 1000} s:\n${server?.output() ?? ''}`);
          await sleep(100);
        }
      };

      const paid: Paid[] = [];
      const duplicatesRefused: string[] = [];
      const checkout = async (customer: (typeof customers)[number], round: number, index: number) => {
        let dishes = 0;
        for (let d = 0; d <= (index + round) % 3; d += 1) {
          const dish = menu[(index * 7 + round * 3 + d * 11) % menu.length]!;
          const quantity = 1 + ((index + d) % 3);
          // An add whose answer a kill dropped is sent again with its key, as a careful client does: it adds once.
          await call(
            'POST',
            '/carts',
            customer.authorization,
            { menuItemId: dish._id, quantity },
            { 'Idempotency-Key': `cart-add-${index}-${round}-${d}` },
          );
          dishes += quantity;
        }
        const intent = await call('POST', '/create-payment-intent', customer.authorization, {});
        if (intent.status !== 200)
          throw new Error(`POST /create-payment-intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
        const confirmed = await payWithCard(standIn, intent.body.clientSecret as string, '4242424242424242');
        expect(confirmed.body.status).toBe('requires_capture');
        const transactionId = confirmed.body.id!;
        const recorded = await call('POST', '/payments', customer.authorization, { transactionId });
        if (recorded.status !== 200 && recorded.status !== 201)
          throw new Error(`POST /payments answered ${recorded.status}`);
        paid.push({
          email: customer.email,
          transactionId,
          amount: intent.body.amount as number,
          orderId: recorded.body._id as string,
          dishes,
        });
        // A customer who clicks again, or whose browser retries, gets the same order.
        const again = await call('POST', '/payments', customer.authorization, { transactionId });
        if (again.status !== 200 || again.body._id !== recorded.body._id) duplicatesRefused.push(transactionId);
      };

      const expected = CUSTOMERS * CHECKOUTS_EACH;
      let kills = 0;
      const restarts: number[] = [];
      let trafficDone = false;
      const killer = (async () => {
        for (const share of [1 / 3, 2 / 3]) {
          while (!trafficDone && paid.length < expected * share) await sleep(5);
          if (trafficDone) return;
          await server.kill('SIGKILL');
          kills += 1;
          outputs.push(server.output());
          const down = Date.now();
          server = await startServerProcess(env, port);
          restarts.push(Date.now() - down);
        }
      })();
      await Promise.all(
        customers.map(async (customer, index) => {
          for (let round = 0; round < CHECKOUTS_EACH; round += 1) await checkout(customer, round, index);
        }),
      ).finally(() => {
        trafficDone = true;
      });
      await killer;

      // Every payment reported again after the crashes: still one order each.
      for (const payment of paid) {
        const customer = customers.find((c) => c.email === payment.email)!;
        const again = await call('POST', '/payments', customer.authorization, { transactionId: payment.transactionId });
        expect({ status: again.status, id: again.body._id }).toEqual({ status: 200, id: payment.orderId });
      }

      const orders = (
        await db.query<{ id: string; transaction_id: string; email: string; amount_cents: number }>(
          'SELECT id, transaction_id, email, amount_cents FROM orders',
        )
      ).rows;
      const byTransaction = new Map(orders.map((order) => [order.transaction_id, order]));
      expect(byTransaction.size).toBe(orders.length);
      expect(orders).toHaveLength(paid.length);
      for (const payment of paid) {
        expect(byTransaction.get(payment.transactionId)).toEqual({
          id: payment.orderId,
          transaction_id: payment.transactionId,
          email: payment.email,
          amount_cents: Math.round(payment.amount * 100),
        });
      }
      const { rows: lineSums } = await db.query<{ transaction_id: string; cents: string; amount_cents: number }>(
        `SELECT o.transaction_id, SUM(l.price_cents * l.quantity) AS cents, o.amount_cents
         FROM orders o JOIN order_lines l ON l.order_id = o.id GROUP BY o.id`,
      );
      expect(lineSums.filter((row) => Number(row.cents) !== row.amount_cents)).toEqual([]);
      // Each order holds the dishes its customer added, each add counted once however often it was sent.
      const { rows: dishCounts } = await db.query<{ transaction_id: string; dishes: string }>(
        'SELECT o.transaction_id, SUM(l.quantity) AS dishes FROM orders o JOIN order_lines l ON l.order_id = o.id GROUP BY o.id',
      );
      const dishesOf = new Map(dishCounts.map((row) => [row.transaction_id, Number(row.dishes)]));
      expect(paid.filter((payment) => dishesOf.get(payment.transactionId) !== payment.dishes)).toEqual([]);
      expect(
        (await db.query('SELECT id FROM cart_lines WHERE id IN (SELECT cart_line_id FROM order_lines)')).rows,
      ).toEqual([]);
      expect((await db.query('SELECT count(*)::int AS n FROM cart_lines')).rows[0].n).toBe(0);

      expect(paid).toHaveLength(expected);
      expect(kills).toBe(2);
      expect(duplicatesRefused).toEqual([]);
      expect(serverErrors).toEqual([]);

      // The kitchen accepts a third of the orders (their cards captured), then Stripe's stand-in restarts: what it
      // captured before is still known after, and the kitchen goes on with the rest.
      const { rows: admins } = await db.query<{ id: string }>(
        `INSERT INTO users (id, firebase_uid, email, name, role, updated_at) VALUES (gen_random_uuid(), gen_random_uuid()::text, $1, 'Chef', 'owner', now()) RETURNING id`,
        [`chef-${Date.now()}@example.com`],
      );
      const chef = `Bearer ${await jwt.signAsync({ sub: admins[0]!.id })}`;
      const accept = async (payment: Paid) => {
        const accepted = await call('PATCH', `/orders/${payment.orderId}`, chef, { status: 'accepted' });
        expect({ status: accepted.status, payment: (accepted.body.payment as { status: string }).status }).toEqual({
          status: 200,
          payment: 'captured',
        });
      };
      const [captured, left] = [paid.filter((_, index) => index % 3 === 0), paid.filter((_, index) => index % 3 !== 0)];
      for (const payment of captured) await accept(payment);
      await standIn.stop();
      standIn = await startStandIn({ stateFile: path.join(uploads, 'stripe-stand-in.json'), port: standIn.port });
      const stripe = new Stripe(standIn.secretKey, {
        host: standIn.host,
        port: standIn.port,
        protocol: 'http',
        telemetry: false,
      });
      for (const payment of captured) {
        const intent = await stripe.paymentIntents.retrieve(payment.transactionId);
        expect({ id: intent.id, status: intent.status, received: intent.amount_received }).toEqual({
          id: payment.transactionId,
          status: 'succeeded',
          received: Math.round(payment.amount * 100),
        });
      }
      expect((await stripe.paymentIntents.retrieve(left[0]!.transactionId)).status).toBe('requires_capture');
      await accept(left[0]!);
      expect((await stripe.paymentIntents.retrieve(left[0]!.transactionId)).status).toBe('succeeded');
      process.stdout.write(
        `durability: ${paid.length} payments answered with success, ${orders.length} orders, ${kills} SIGKILLs, ` +
          `${connectionFailures} requests retried after a dropped connection, restarts in ${restarts.join(' and ')} ms, ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
      // Three start-ups, and the payments between them.
    },
    3 * START_UP_MS + 120_000,
  );
});
