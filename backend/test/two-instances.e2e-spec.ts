import { JwtService } from '@nestjs/jwt';
import { Client } from 'pg';
import { freshDatabase } from './database';
import { openEventStream } from './event-stream';
import {
  BUILD_MS,
  ensureBackendBuilt,
  processEnv,
  type ServerProcess,
  START_UP_MS,
  startServerProcess,
} from './server-process';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

const JWT_SECRET = 'two-instances-secret-that-is-long-enough-for-hs256';
const ORDERS = 10;

/** The p-th percentile of some durations, in milliseconds. */
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

describe('two instances of the shop on one PostgreSQL', () => {
  let standIn: StandIn;
  let db: Client;
  let one: ServerProcess | undefined;
  let two: ServerProcess | undefined;

  beforeAll(async () => {
    await ensureBackendBuilt();
    standIn = await startStandIn();
  }, BUILD_MS);
  afterAll(async () => {
    await Promise.all([one?.kill('SIGTERM'), two?.kill('SIGTERM')]);
    await db?.end();
    await standIn.stop();
  });

  it(
    'show an order paid through one on a kitchen connected to the other, and the kitchen’s answer reaches the customer',
    async () => {
      const databaseUrl = await freshDatabase({ migrated: true });
      db = new Client({ connectionString: databaseUrl });
      await db.connect();
      const env = processEnv(databaseUrl, JWT_SECRET, stripeEnv(standIn));
      [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);

      const jwt = new JwtService({ secret: JWT_SECRET, signOptions: { algorithm: 'HS256', expiresIn: 3600 } });
      const person = async (role: 'owner' | 'customer', name: string) => {
        const email = `${name}-${Date.now()}@example.com`;
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO users (id, firebase_uid, email, name, role, updated_at) VALUES (gen_random_uuid(), gen_random_uuid()::text, $1, $2, $3, now()) RETURNING id`,
          [email, name, role],
        );
        return { email, authorization: `Bearer ${await jwt.signAsync({ sub: rows[0]!.id })}` };
      };
      const [chef, ada] = [await person('owner', 'chef'), await person('customer', 'ada')];
      const call = async (base: string, method: string, route: string, authorization: string, body?: object) => {
        const res = await fetch(`${base}/api${route}`, {
          method,
          headers: { Authorization: authorization, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      // Dishes served all day: one served in the morning only could stop being served while the test runs.
      const menu = (
        (await (await fetch(`${one.url}/api/menu`)).json()) as { _id: string; available: boolean; hours?: unknown }[]
      ).filter((dish) => dish.available && !dish.hours);

      // The kitchen listens on the second instance, the customer on the first.
      const kitchen = await openEventStream(two.url, chef.authorization);
      const customer = await openEventStream(one.url, ada.authorization);
      try {
        const toKitchen: number[] = [];
        const toCustomer: number[] = [];
        // From the moment each request answered (its change committed) until the other instance's stream brought it:
        // what two instances add. The figures above include the request's own time, which a busy machine stretches.
        const afterAnswer: number[] = [];
        for (let i = 0; i < ORDERS; i += 1) {
          await call(one.url, 'POST', '/carts', ada.authorization, {
            menuItemId: menu[i % menu.length]!._id,
            quantity: 1,
          });
          const intent = await call(one.url, 'POST', '/create-payment-intent', ada.authorization, {});
          expect(intent.status).toBe(200);
          const paid = await payWithCard(standIn, intent.body.clientSecret as string, '4242424242424242');
          // Measured from the moment the customer's browser reports the payment: an upper bound of commit → screen.
          const reported = Date.now();
          const recorded = await call(one.url, 'POST', '/payments', ada.authorization, { transactionId: paid.body.id });
          const recordedAt = Date.now();
          expect(recorded.status).toBe(201);
          const orderId = recorded.body._id as string;
          const created = await kitchen.next((event) => JSON.parse(event.data).orderId === orderId);
          toKitchen.push(created.receivedAt - reported);
          afterAnswer.push(created.receivedAt - recordedAt);

          // The kitchen accepts on the second instance; the customer hears it on the first.
          const tapped = Date.now();
          const accepted = await call(two.url, 'PATCH', `/orders/${orderId}`, chef.authorization, {
            status: 'accepted',
          });
          const acceptedAt = Date.now();
          expect(accepted.body).toMatchObject({ status: 'accepted', payment: { status: 'captured' } });
          const heard = await customer.next(
            (event) => JSON.parse(event.data).orderId === orderId && JSON.parse(event.data).status === 'accepted',
          );
          toCustomer.push(heard.receivedAt - tapped);
          afterAnswer.push(heard.receivedAt - acceptedAt);
        }
        console.log(
          `two instances, ${ORDERS} orders: payment reported on one → kitchen on the other p50 ${percentile(toKitchen, 50)} ms, max ${Math.max(...toKitchen)} ms; ` +
            `accept tapped on the other → customer on the one p50 ${percentile(toCustomer, 50)} ms, max ${Math.max(...toCustomer)} ms; ` +
            `from an answer to the other instance's stream, max ${Math.max(...afterAnswer)} ms`,
        );
        // Each instance sent each event once.
        const ids = kitchen.events.map((event) => event.id);
        expect(new Set(ids).size).toBe(ids.length);
      } finally {
        kitchen.close();
        customer.close();
      }
    },
    START_UP_MS + 120_000,
  );
});
