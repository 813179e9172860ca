// A dinner rush: several instances of the built shop behind nginx (deploy/nginx.conf) and PgBouncer in transaction
// mode, as deploy/kubernetes/ runs it, while an evening's customers arrive over a few minutes: visitors browsing the
// menu, customers paying with choices, tips and a promo code and then following their order live, guests booking
// tables, and kitchen screens accepting and readying every order as its event arrives. Every call is timed, each
// against the same call on the idle shop (measured first, one at a time, in the same run); the events are timed from
// the answer that committed them to the screen that heard them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { startNginx } from '../nginx.mjs';
import { startPgBouncer } from '../pgbouncer.mjs';
import { root } from '../shop-process.mjs';
import { cardConfirmation } from './card-confirmation.mjs';
import { followEvents } from './event-stream.mjs';
import { signUp } from './checkout.mjs';
import { request } from './http-client.mjs';
import { shopToken, signInWithGoogle } from './kitchen.mjs';
import { quantile } from './stats.mjs';

const START_TIMEOUT_MS = 3 * 60_000;
/** Customers who check out one after another on the idle shop, for the reference. */
const IDLE_ROUNDS = 10;
const EVENTS_TIMEOUT_MS = 60_000;
/** The customers' calls, each held to the target (p95 ≤ 150 ms); the kitchen's and the card's are shown beside. */
export const CUSTOMER_CALLS = [
  'GET /api/menu',
  'GET /api/shop',
  'POST /api/jwt',
  'POST /api/carts',
  'POST /api/create-payment-intent',
  'POST /api/payments',
  'GET /api/bookings/availability',
  'POST /api/bookings',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (token, body, method = 'POST') => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function queryOnce(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The built shop (`node backend/dist/main.js`) on `port`, answering /api/health before this resolves. */
async function startInstance(env, port) {
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`an instance did not start:\n${output}`);
    }
    await sleep(50);
  }
  return {
    pid: child.pid,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Every call's time and status, by name; a 5xx, a call that got no answer or an answer not expected is an error. */
function callLog() {
  const calls = new Map();
  const errors = [];
  const entry = (name) => calls.get(name) ?? calls.set(name, { times: [], errors: 0 }).get(name);
  return {
    calls,
    errors,
    async timed(name, url, init, expected) {
      const started = performance.now();
      let res;
      try {
        res = await request(url, init);
      } catch (error) {
        entry(name).errors += 1;
        errors.push(`${name}: ${error.message}`);
        throw error;
      }
      const body = await res.json().catch(() => null);
      entry(name).times.push(performance.now() - started);
      if (!expected.includes(res.status)) {
        entry(name).errors += 1;
        errors.push(`${name} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
        throw new Error(`${name} answered ${res.status}`);
      }
      return body;
    },
  };
}

/**
 * Runs the rush against the shop's services that `run.mjs` started (PostgreSQL, the Auth emulator, the Stripe
 * stand-in). Answers the figures `report.mjs` prints.
 */
export async function measureDinnerRush({
  db,
  emulator,
  standIn,
  env: shopEnv,
  instances: instanceCount,
  visitors,
  payers,
  bookings,
  kitchens: kitchenCount,
  seconds,
  chef,
  say,
}) {
  const stops = [];
  try {
    // The rush's own database, through a pooler as a managed database's.
    await db.createDatabase('rush');
    const direct = db.url('rush');
    const pooler = await startPgBouncer({ upstream: direct, poolSize: 10 * instanceCount + 3 * instanceCount });
    stops.push(pooler.stop);
    const env = {
      ...shopEnv,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'dinner-rush-secret-that-is-long-enough-for-hs256',
      DATABASE_URL: pooler.url('rush'),
      DATABASE_DIRECT_URL: direct,
      // Debian's PgBouncer (1.18) keeps no prepared statements in transaction mode.
      DATABASE_STATEMENT_CACHE: '0',
      SPA_DIR: '/nonexistent-spa',
      SSR_DIR: '/nonexistent-ssr',
      // Every customer comes through the one proxy, from one address, which rate limits exist to stop.
      TRUST_PROXY_HOPS: '1',
      BOOKING_RATE_LIMIT: '100000',
      BOOKING_WAITING_PER_CLIENT: '10000',
    };
    say(`starting ${instanceCount} instances of the shop through PgBouncer, behind nginx ...`);
    const ports = await Promise.all(Array.from({ length: instanceCount }, () => getPort({ host: '127.0.0.1' })));
    // The first applies the migrations and seeds the menu; the others find them done.
    const first = await startInstance({ ...env, SEED_MENU: 'true' }, ports[0]);
    stops.push(first.stop);
    const others = await Promise.all(ports.slice(1).map((port) => startInstance({ ...env, SEED_MENU: 'false' }, port)));
    stops.push(...others.map((instance) => instance.stop));
    const proxy = await startNginx({ upstreams: ports });
    stops.push(proxy.stop);
    const shop = proxy.url;
    standIn.setWebhookUrl(`${shop}/api/stripe-webhook`);

    const log = callLog();
    const { timed } = log;
    const chefToken = await shopToken(shop, await signInWithGoogle(emulator.host, chef));
    const promo = `RUSH${Date.now().toString(36).toUpperCase()}`;
    await timed(
      'setup',
      `${shop}/api/promo-codes`,
      json(chefToken, {
        code: promo,
        description: 'Two off at the rush',
        discount: { amount: 2 },
        minimumSubtotal: 0,
        validFrom: null,
        validUntil: null,
        fulfilment: null,
        maxUses: null,
        maxUsesPerCustomer: null,
        active: true,
      }),
      [201],
    );
    const menu = (await (await request(`${shop}/api/menu`)).json()).filter((dish) => dish.available && !dish.hours);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

    /** A customer's way from signing in to a card authorised for their cart, every call timed in `log`. */
    const getReadyToPay = async (log, idToken, index) => {
      const { token } = await log.timed('POST /api/jwt', `${shop}/api/jwt`, json(undefined, { idToken }), [200]);
      await log.timed('GET /api/menu', `${shop}/api/menu`, {}, [200]);
      for (const [k, dish] of [menu[index % menu.length], menu[(index * 7 + 3) % menu.length]].entries()) {
        // The dish's first choice in each of its option groups, or its defaults.
        const choices = (dish.optionGroups ?? []).flatMap((group) =>
          group.choices?.[0] ? [{ choiceId: group.choices[0]._id }] : [],
        );
        await log.timed(
          'POST /api/carts',
          `${shop}/api/carts`,
          json(token, { menuItemId: dish._id, quantity: 1 + k, ...(choices.length ? { choices } : {}) }),
          [201, 200],
        );
      }
      const intent = await log.timed(
        'POST /api/create-payment-intent',
        `${shop}/api/create-payment-intent`,
        json(token, { tip: { percent: [0, 10, 15][index % 3] }, ...(index % 2 === 0 ? { promoCode: promo } : {}) }),
        [200],
      );
      const confirmed = await log.timed(
        'card confirmation (Stripe)',
        ...cardConfirmation(standIn, intent.clientSecret),
        [200],
      );
      return { token, confirmed };
    };

    say(`signing ${payers} customers up in the Auth emulator ...`);
    const run = Date.now().toString(36);
    const signUps = async (count, name) => {
      const tokens = [];
      for (let start = 0; start < count; start += 10)
        tokens.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(10, count - start) }, (_, k) =>
              signUp(emulator.host, `rush-${run}-${name}-${start + k}@example.com`),
            ),
          )),
        );
      return tokens;
    };
    const idTokens = await signUps(payers, 'customer');

    // The idle shop's time for each customer call, one at a time: the reference each rush figure is divided by.
    say('timing each call on the idle shop ...');
    const idle = callLog();
    for (const [index, idToken] of (await signUps(IDLE_ROUNDS, 'idle')).entries()) {
      await idle.timed('GET /api/shop', `${shop}/api/shop`, {}, [200]);
      const { token, confirmed } = await getReadyToPay(idle, idToken, index);
      await idle.timed(
        'POST /api/payments',
        `${shop}/api/payments`,
        json(token, { transactionId: confirmed.id }),
        [200, 201],
      );
      const { times } = await idle.timed(
        'GET /api/bookings/availability',
        `${shop}/api/bookings/availability?date=${tomorrow}&partySize=2`,
        {},
        [200],
      );
      await idle.timed(
        'POST /api/bookings',
        `${shop}/api/bookings`,
        json(undefined, {
          partySize: 2,
          startsAt: times.at(-1 - index),
          name: `Idle ${index}`,
          phone: '+1 555 010 0199',
          email: `rush-${run}-idle-${index}@example.com`,
        }),
        [201, 409],
      );
    }
    // The kitchen's own call, on the idle shop's orders.
    const { rows: waiting } = await queryOnce(
      direct,
      `SELECT id FROM orders WHERE status = 'pending' LIMIT ${IDLE_ROUNDS}`,
    );
    for (const { id } of waiting)
      await idle.timed(
        'PATCH /api/orders/:id',
        `${shop}/api/orders/${id}`,
        json(chefToken, { status: 'accepted' }, 'PATCH'),
        [200],
      );

    // Events are timed from the moment the request that made the change was sent (so the figure holds that
    // request's own time too) until the screen heard it.
    const paymentSent = new Map();
    const createdHeard = new Map();
    const moveSent = new Map();
    const statusHeard = [];
    const moves = [];
    const ready = new Set();
    // The kitchens: each hears every event; each order is moved along by one of them, as it comes.
    const kitchens = await Promise.all(
      Array.from({ length: kitchenCount }, (_, index) =>
        followEvents(shop, chefToken, (event, heardAt) => {
          if (event.kind !== 'created' || event.orderId === undefined) return;
          if (!createdHeard.has(event.orderId)) createdHeard.set(event.orderId, []);
          createdHeard.get(event.orderId).push(heardAt);
          if (Number.parseInt(event.orderId.slice(-4), 16) % kitchenCount !== index) return;
          moves.push(
            (async () => {
              for (const status of ['accepted', 'preparing', 'ready']) {
                moveSent.set(`${event.orderId}:${status}`, performance.now());
                await timed(
                  'PATCH /api/orders/:id',
                  `${shop}/api/orders/${event.orderId}`,
                  json(chefToken, { status }, 'PATCH'),
                  [200],
                );
              }
            })().catch(() => undefined),
          );
        }),
      ),
    );
    stops.push(async () => kitchens.forEach((close) => close()));

    const spread = (index, count) => (seconds * 1000 * index) / Math.max(1, count);
    const started = performance.now();
    const at = (ms) => sleep(Math.max(0, started + ms - performance.now()));
    const browsing = Array.from({ length: visitors }, async (_, index) => {
      await at(spread(index, visitors));
      for (let look = 0; look < 3; look += 1) {
        await timed('GET /api/menu', `${shop}/api/menu`, {}, [200]).catch(() => undefined);
        await timed('GET /api/shop', `${shop}/api/shop`, {}, [200]).catch(() => undefined);
        await sleep(1000 + (index % 7) * 300);
      }
    });
    const paid = [];
    let lastPaidAt = started;
    const paying = idTokens.map(async (idToken, index) => {
      await at(spread(index, payers));
      let closeFollowing = () => undefined;
      try {
        const { token, confirmed } = await getReadyToPay(log, idToken, index);
        // The customer's page follows its orders from the moment it pays.
        const heard = new Map();
        let readyHeard;
        const readyNow = new Promise((resolve) => (readyHeard = resolve));
        closeFollowing = await followEvents(shop, token, (event, heardAt) => {
          if (event.orderId === undefined || event.kind === 'created') return;
          if (!heard.has(event.status)) heard.set(event.status, { orderId: event.orderId, heardAt });
          if (event.status === 'ready') readyHeard();
        });
        const sent = performance.now();
        const order = await timed(
          'POST /api/payments',
          `${shop}/api/payments`,
          json(token, { transactionId: confirmed.id }),
          [200, 201],
        );
        paymentSent.set(order._id, sent);
        lastPaidAt = performance.now();
        paid.push({ orderId: order._id, transactionId: confirmed.id });
        await Promise.race([readyNow, sleep(EVENTS_TIMEOUT_MS)]);
        for (const [status, { orderId, heardAt }] of heard) {
          const moved = moveSent.get(`${orderId}:${status}`);
          if (orderId === order._id && moved !== undefined) statusHeard.push(heardAt - moved);
        }
        if (heard.has('ready')) ready.add(order._id);
      } catch {
        // Counted in the log's errors.
      } finally {
        closeFollowing();
      }
    });
    const booking = Array.from({ length: bookings }, async (_, index) => {
      await at(spread(index, bookings));
      try {
        const { times } = await timed(
          'GET /api/bookings/availability',
          `${shop}/api/bookings/availability?date=${tomorrow}&partySize=2`,
          {},
          [200],
        );
        if (times.length === 0) return;
        // A time another guest may take first: 409 is the shop's right answer then, not an error.
        await timed(
          'POST /api/bookings',
          `${shop}/api/bookings`,
          json(undefined, {
            partySize: 2,
            startsAt: times[index % times.length],
            name: `Guest ${index}`,
            phone: '+1 555 010 0199',
            email: `rush-guest-${run}-${index}@example.com`,
          }),
          [201, 409],
        );
      } catch {
        // Counted in the log's errors.
      }
    });
    await Promise.all([...browsing, ...paying, ...booking]);
    const wallMs = performance.now() - started;
    await Promise.all(moves);

    const { rows } = await queryOnce(
      direct,
      'SELECT transaction_id, count(*)::int AS copies FROM orders GROUP BY transaction_id',
    );
    const orders = new Map(rows.map((row) => [row.transaction_id, row.copies]));
    const lost = paid.filter((payment) => orders.get(payment.transactionId) !== 1).length;
    // The idle shop's orders are the reference's, not the rush's.
    const extra = rows.length - paid.length - IDLE_ROUNDS;

    // Each kitchen screen's hearing of each paid order.
    const toKitchen = paid.flatMap(({ orderId }) =>
      (createdHeard.get(orderId) ?? []).map((heardAt) => heardAt - paymentSent.get(orderId)),
    );
    const calls = [...log.calls.entries()]
      .filter(([name]) => name !== 'setup')
      .map(([name, { times, errors }]) => {
        const reference = idle.calls.get(name)?.times;
        return {
          name,
          count: times.length,
          errors,
          p50: quantile(times, 0.5),
          p95: quantile(times, 0.95),
          p99: quantile(times, 0.99),
          idleP50: reference ? quantile(reference, 0.5) : undefined,
          customer: CUSTOMER_CALLS.includes(name),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      instances: instanceCount,
      visitors,
      payers,
      bookings,
      kitchens: kitchenCount,
      seconds,
      wallMs,
      paid: paid.length,
      // Over the time orders were paid in, from the first customer's arrival to the last payment's answer.
      ordersPerSecond: paid.length / ((lastPaidAt - started) / 1000),
      ready: ready.size,
      lost,
      extra,
      errors: log.errors,
      calls,
      missedByKitchens: paid.length * kitchenCount - toKitchen.length,
      toKitchen: { p50: quantile(toKitchen, 0.5), p99: quantile(toKitchen, 0.99), count: toKitchen.length },
      toCustomer: { p50: quantile(statusHeard, 0.5), p99: quantile(statusHeard, 0.99), count: statusHeard.length },
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}
