import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { Client } from 'pg';
import { repoRoot } from '../src/paths';
import { freshDatabase } from './database';
import { type EventFollower, followEvents } from './event-stream';
import {
  BUILD_MS,
  ensureBackendBuilt,
  processEnv,
  type ServerProcess,
  START_UP_MS,
  startServerProcess,
} from './server-process';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

const INSTANCES = 3;
const CUSTOMERS = 50;
/** Payments made before the first restart, so that every restart meets customers paying. */
const WARM_UP_PAYMENTS = 2 * CUSTOMERS;
/** How long a customer waits after a payment before the next. */
const BETWEEN_PAYMENTS_MS = 2_000;
const JWT_SECRET = 'rolling-restart-secret-that-is-long-enough-for-hs256';

/**
 * One request on a connection of its own. A browser sends a request again when the kept-alive connection it chose was
 * closed by the proxy as it sent it (nginx closes its idle ones when it reloads); Node's fetch does not, and that
 * would be the client's failure, not the shop's.
 */
function requestOnce(url: string, method: string, authorization: string, body?: object): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: { Authorization: authorization, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', reject);
        res.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // Not JSON: kept as an empty body.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Waits, generously, for `done`; fails with the instance's last lines when it never comes. */
async function until(done: () => boolean, what: string, instance: ServerProcess): Promise<void> {
  for (const deadline = Date.now() + START_UP_MS; !done();) {
    if (Date.now() > deadline) throw new Error(`never ${what}:\n${instance.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Proxy {
  url: string;
  output: () => string;
  route: (options?: { down?: number[] }) => Promise<void>;
  stop: () => Promise<void>;
}

/** A request through the proxy, every answer's status kept: a 5xx is what this test is about. */
interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe('a rolling restart of three instances behind nginx, through PgBouncer', () => {
  let standIn: StandIn;
  let proxy: Proxy | undefined;
  let db: Client | undefined;
  let kitchen: EventFollower | undefined;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    await ensureBackendBuilt();
    standIn = await startStandIn();
  }, BUILD_MS);
  afterAll(async () => {
    await kitchen?.close();
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.kill('SIGKILL')));
    await db?.end();
    await standIn.stop();
  });

  it(
    'loses nothing while 50 customers pay and a kitchen listens: each payment answered with success is one order, the kitchen hears every event once, no request gets a 5xx',
    async () => {
      const databaseUrl = await freshDatabase({ migrated: true });
      db = new Client({ connectionString: databaseUrl });
      await db.connect();
      // Slot capacity is checkout.e2e-spec's subject: here every order fits.
      await db.query('UPDATE shop_settings SET kitchen_minutes_per_slot = 6000');
      const env = processEnv(databaseUrl, JWT_SECRET, stripeEnv(standIn), {
        DATABASE_POOL_SIZE: '8',
        // A line per answer: how the test sees that the proxy sends a restarted instance requests again.
        LOG_LEVEL: 'info',
        // Every customer reaches the shop through the one proxy, from one address.
        TRUST_PROXY_HOPS: '1',
      });
      instances.push(...(await Promise.all(Array.from({ length: INSTANCES }, () => startServerProcess(env)))));
      // Each restart keeps its instance's address, the proxy's upstream.
      const ports = instances.map((instance) => Number(new URL(instance.url).port));
      const { startNginx } = (await import(path.join(repoRoot, 'scripts/nginx.mjs'))) as {
        startNginx: (options: { upstreams: number[] }) => Promise<Proxy>;
      };
      proxy = await startNginx({ upstreams: ports });
      const shop = proxy.url;

      const jwt = new JwtService({ secret: JWT_SECRET, signOptions: { algorithm: 'HS256', expiresIn: 3600 } });
      const person = async (role: 'owner' | 'customer', name: string) => {
        const { rows } = await db!.query<{ id: string }>(
          `INSERT INTO users (id, firebase_uid, email, name, role, updated_at)
           VALUES (gen_random_uuid(), gen_random_uuid()::text, $1, $2, $3, now()) RETURNING id`,
          [`${name}@example.com`, name, role],
        );
        return `Bearer ${await jwt.signAsync({ sub: rows[0]!.id })}`;
      };
      const chef = await person('owner', 'chef');
      const customers: string[] = [];
      for (let index = 0; index < CUSTOMERS; index += 1) customers.push(await person('customer', `customer-${index}`));
      const dishes = ((await (await fetch(`${shop}/api/menu`)).json()) as { _id: string; hours?: unknown }[])
        .filter((dish) => !dish.hours)
        .map((dish) => dish._id);

      const answers: { route: string; status: number }[] = [];
      let inFlight = 0;
      const call = async (method: string, route: string, authorization: string, body?: object): Promise<Answer> => {
        inFlight += 1;
        const res = await requestOnce(`${shop}/api${route}`, method, authorization, body).finally(
          () => (inFlight -= 1),
        );
        answers.push({ route: `${method} ${route.split('?')[0]}`, status: res.status });
        return res;
      };

      // The kitchen follows every event from the first, over every stream it opens.
      kitchen = followEvents(shop, chef, '0');

      const paid = new Set<string>();
      const failed: string[] = [];
      let restarting = true;
      const pay = async (authorization: string, turn: number) => {
        const added = await call('POST', '/carts', authorization, {
          menuItemId: dishes[turn % dishes.length],
          quantity: 1 + (turn % 3),
        });
        if (added.status !== 201) return failed.push(`cart ${added.status} ${JSON.stringify(added.body)}`);
        const intent = await call('POST', '/create-payment-intent', authorization, {});
        if (intent.status !== 200) return failed.push(`intent ${intent.status} ${JSON.stringify(intent.body)}`);
        const card = await payWithCard(standIn, intent.body.clientSecret as string, '4242424242424242');
        if (card.status !== 200) return failed.push(`card ${card.status}`);
        const recorded = await call('POST', '/payments', authorization, { transactionId: card.body.id });
        if (recorded.status !== 201) return failed.push(`payment ${recorded.status} ${JSON.stringify(recorded.body)}`);
        paid.add(card.body.id!);
      };
      // Each customer pays again a moment after their last payment, as a table orders another round: a steady
      // evening, not a flood that would take both cores from the tests running beside this one. A wave sends every
      // waiting customer at once, so that a stop meets requests in flight.
      let wave = Promise.withResolvers<void>();
      const paying = customers.map(async (authorization, index) => {
        for (let turn = index; restarting || turn === index; turn += CUSTOMERS) {
          await pay(authorization, turn);
          await Promise.race([wave.promise, new Promise((resolve) => setTimeout(resolve, BETWEEN_PAYMENTS_MS))]);
        }
      });

      const warm = Date.now() + START_UP_MS;
      while (paid.size < WARM_UP_PAYMENTS && failed.length === 0 && Date.now() < warm)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // Each instance in turn: stopped as a deploy stops it, then started again on its port, as its successor.
      const exitCodes: (number | null)[] = [];
      const restarts: string[] = [];
      for (const [index, port] of ports.entries()) {
        wave.resolve();
        wave = Promise.withResolvers<void>();
        await until(() => inFlight >= CUSTOMERS / 2, 'a wave of customers is paying', instances[index]!);
        // First out of the proxy's rotation, as Kubernetes takes a stopping pod out of its Service's endpoints
        // (readiness failing, the preStop pause): a connection the proxy opened as the instance closed its socket
        // would be reset with its request in it, and a proxy does not send a POST again.
        await proxy.route({ down: [port] });
        const stopping = Date.now();
        await instances[index]!.kill('SIGTERM');
        restarts.push(`stopped in ${Date.now() - stopping} ms`);
        exitCodes.push(instances[index]!.exitCode());
        instances[index] = await startServerProcess(env, port);
        await proxy.route();
        // As Kubernetes waits for a new instance to be ready before it stops the next: here, until the proxy sends it
        // requests again.
        await until(
          () => instances[index]!.output().includes('"msg":"request completed"'),
          'the proxy uses the new instance',
          instances[index],
        );
      }
      restarting = false;
      await Promise.all(paying);

      // Every event PostgreSQL holds reaches the kitchen, whichever instance it was on when it was written.
      const { rows } = await db.query<{ id: string }>(
        'SELECT id::text FROM (SELECT id FROM order_events UNION ALL SELECT id FROM booking_events) events ORDER BY events.id',
      );
      const written = rows.map((row) => row.id);
      const deadline = Date.now() + 60_000;
      while (kitchen.events.length < written.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const heard = kitchen.events.map((event) => event.id!);
      const { rows: orders } = await db.query<{ transaction_id: string; count: number }>(
        'SELECT transaction_id, count(*)::int AS count FROM orders GROUP BY transaction_id',
      );
      const serverErrors = answers.filter((answer) => answer.status >= 500);
      console.log(
        `rolling restart of ${INSTANCES} instances behind nginx, through PgBouncer, ${CUSTOMERS} customers: ` +
          `${answers.length} requests, ${paid.size} payments answered with success, ${orders.length} orders, ` +
          `${heard.length} of ${written.length} events heard by the kitchen over ${kitchen.reconnects + 1} streams, ` +
          `${serverErrors.length} answers 5xx; the instances ${restarts.join(', ')}`,
      );

      // What the proxy said of any 5xx: which instance, and how it failed.
      if (serverErrors.length > 0)
        console.log(
          proxy
            .output()
            .split('\n')
            .filter((line) => /\[(error|warn)\]/.test(line))
            .join('\n'),
        );
      expect(exitCodes).toEqual([0, 0, 0]);
      expect(serverErrors).toEqual([]);
      expect(failed).toEqual([]);
      expect(paid.size).toBeGreaterThan(WARM_UP_PAYMENTS);
      // Each payment answered with success is exactly one order, and there is no other.
      expect(orders.every((order) => order.count === 1)).toBe(true);
      expect(new Set(orders.map((order) => order.transaction_id))).toEqual(paid);
      // The kitchen heard every event, each once and in order, though the instances it listened on stopped.
      expect(heard).toEqual(written);
      expect(kitchen.reconnects).toBeGreaterThan(0);
    },
    BUILD_MS + 4 * START_UP_MS,
  );
});
