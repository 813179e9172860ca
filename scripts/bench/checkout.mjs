// The checkout path for many distinct customers at once, as the SPA walks it, then a check of the orders stored.
import { cardConfirmation } from './card-confirmation.mjs';
import { request } from './http-client.mjs';
import pg from 'pg';
import { cpuSpentPer } from './process-cpu.mjs';
import { quantile } from './stats.mjs';

const STEPS = ['jwt', 'cart', 'intent', 'confirm', 'payment'];
const PASSWORD = 'correct horse 42';

async function inBatches(count, width, work) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

/** A customer account in the Auth emulator, signed in as the Firebase SDK does: answers a Firebase ID token. */
export async function signUp(emulatorHost, email) {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`the Auth emulator refused a sign-up: ${json.error?.message ?? res.status}`);
  return json.idToken;
}

class StepFailed extends Error {
  constructor(step, status, body) {
    super(`${step} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    Object.assign(this, { step, status, body });
  }
}

/** One customer's whole checkout; answers the time of each step and what was paid. */
async function checkOut({ shopUrl, standIn }, customer) {
  const times = {};
  const timed = async (step, url, init, expected) => {
    const started = performance.now();
    const res = await request(url, init);
    const body = await res.json().catch(() => null);
    times[step] = performance.now() - started;
    if (!expected.includes(res.status)) throw new StepFailed(step, res.status, body);
    return body;
  };
  const json = (token, body) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const started = performance.now();
  const { token } = await timed('jwt', `${shopUrl}/api/jwt`, json(undefined, { idToken: customer.idToken }), [200]);
  const cartStarted = performance.now();
  for (const line of customer.lines) {
    await timed('cart', `${shopUrl}/api/carts`, json(token, { menuItemId: line.id, quantity: line.quantity }), [201]);
  }
  times.cart = performance.now() - cartStarted;
  const intent = await timed(
    'intent',
    `${shopUrl}/api/create-payment-intent`,
    json(token, { price: customer.cents / 100 }),
    [200],
  );
  const intentId = intent.clientSecret.split('_secret_')[0];
  // What Stripe.js does in the browser: confirm with the client secret and the publishable key.
  const confirmed = await timed('confirm', ...cardConfirmation(standIn, intent.clientSecret), [200]);
  // Authorised; the kitchen's acceptance captures it.
  if (confirmed.status !== 'requires_capture') throw new StepFailed('confirm', 200, confirmed);
  const paid = { intentId, cents: customer.cents };
  try {
    // 201 when this report records the order, 200 when the webhook was first.
    await timed('payment', `${shopUrl}/api/payments`, json(token, { transactionId: intentId }), [200, 201]);
  } catch (error) {
    error.paid = paid;
    throw error;
  }
  return { times, total: performance.now() - started, paid };
}

/** What the database holds for the paid intents: each one order, of the paid amount, and no cart line left. */
async function checkOrders(databaseUrl, paid, emails) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = paid.map((payment) => payment.intentId);
    const { rows } = await client.query(
      'SELECT transaction_id, amount_cents, count(*) OVER (PARTITION BY transaction_id)::int AS copies FROM orders WHERE transaction_id = ANY($1)',
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.transaction_id, row]));
    const missing = paid.filter((payment) => !byId.has(payment.intentId)).length;
    const duplicated = rows.filter((row) => row.copies > 1).length;
    const wrongAmount = paid.filter(
      (payment) => byId.has(payment.intentId) && byId.get(payment.intentId).amount_cents !== payment.cents,
    ).length;
    const {
      rows: [others],
    } = await client.query(
      'SELECT count(*)::int AS n FROM orders WHERE email = ANY($2) AND NOT (transaction_id = ANY($1))',
      [ids, emails],
    );
    const {
      rows: [left],
    } = await client.query(
      'SELECT count(*)::int AS n FROM cart_lines JOIN users ON users.id = cart_lines.user_id WHERE users.email = ANY($1)',
      [emails],
    );
    return { orders: rows.length, missing, duplicated, wrongAmount, unexpected: others.n, cartLinesLeft: left.n };
  } finally {
    await client.end();
  }
}

/**
 * Signs `customers` accounts up in the Auth emulator first (not timed), then lets all of them check out at once:
 * POST /jwt, POST /carts per dish, POST /create-payment-intent, the card confirmation at the stand-in, POST /payments.
 */
export async function measureCheckout({
  shopUrl,
  standIn,
  emulatorHost,
  databaseUrl,
  customers: count,
  shopCpu,
  machineCpu,
  say,
}) {
  const menu = (await (await fetch(`${shopUrl}/api/menu`)).json()).filter((dish) => dish.available);
  say(`signing ${count} customers up in the Auth emulator ...`);
  const run = Date.now().toString(36);
  const customers = await inBatches(count, 10, async (index) => {
    const email = `bench-${run}-${index}@example.com`;
    // One to three dishes each, one or two of each: distinct carts and amounts.
    const lines = Array.from({ length: 1 + (index % 3) }, (_, k) => menu[(index * 7 + k * 13) % menu.length]).map(
      (dish, k) => ({
        id: dish._id,
        quantity: 1 + ((index + k) % 2),
        cents: Math.round(dish.price * 100),
      }),
    );
    const unique = [...new Map(lines.map((line) => [line.id, line])).values()];
    return {
      email,
      idToken: await signUp(emulatorHost, email),
      lines: unique,
      cents: unique.reduce((sum, l) => sum + l.cents * l.quantity, 0),
    };
  });

  say(`${count} customers check out at once ...`);
  const [cpuBefore, machineBefore] = await Promise.all([shopCpu?.(), machineCpu?.()]);
  const started = performance.now();
  const outcomes = await Promise.allSettled(customers.map((customer) => checkOut({ shopUrl, standIn }, customer)));
  const wallMs = performance.now() - started;
  const [cpuAfter, machineAfter] = await Promise.all([shopCpu?.(), machineCpu?.()]);

  const done = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value);
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason);
  // A payment Stripe took whose report failed must still become an order, through the webhook.
  const paid = [
    ...done.map((result) => result.paid),
    ...failures.flatMap((failure) => (failure.paid ? [failure.paid] : [])),
  ];
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const check = await checkOrders(
    databaseUrl,
    paid,
    customers.map((customer) => customer.email),
  );

  const steps = Object.fromEntries(
    STEPS.map((step) => {
      const values = done.map((result) => result.times[step]);
      return [step, { p50: quantile(values, 0.5), p99: quantile(values, 0.99) }];
    }),
  );
  const totals = done.map((result) => result.total);
  const serverErrors = failures.filter((failure) => failure.status >= 500 || failure.status === undefined);
  return {
    customers: count,
    completed: done.length,
    paid: paid.length,
    wallMs,
    ordersPerSecond: done.length / (wallMs / 1000),
    // The shop's CPU per completed checkout, while they ran (events Stripe sends later are not in it).
    cpuPerCheckout:
      cpuBefore && cpuAfter && done.length > 0
        ? {
            totalMs: (cpuAfter.totalMs - cpuBefore.totalMs) / done.length,
            mainThreadMs: (cpuAfter.mainThreadMs - cpuBefore.mainThreadMs) / done.length,
          }
        : undefined,
    // Every process's CPU per completed checkout: what the machine's cores have to give for one order.
    machineCpuPerCheckout:
      machineBefore && machineAfter && done.length > 0
        ? cpuSpentPer(machineBefore, machineAfter, done.length)
        : undefined,
    p50: quantile(totals, 0.5),
    p99: quantile(totals, 0.99),
    steps,
    failures: failures.map((failure) => failure.message),
    serverErrors: serverErrors.length,
    check,
  };
}
