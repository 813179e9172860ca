// A month of orders for the owner's report: the orders are written straight into PostgreSQL (the checkout has its own
// benchmark), then GET /api/reports/sales for that month is timed against a reference measured in the same run:
// reading the same orders' rows with one SELECT, without the sums or HTTP.
import pg from 'pg';
import { call, shopToken, signInWithGoogle } from './kitchen.mjs';
import { quantile } from './stats.mjs';

const FROM = '2026-11-01';
const TO = '2026-11-30';

/** `count` accepted orders of two lines each, spread evenly over November, a third delivered, a fifth with a code. */
async function seedMonth(client, count) {
  // Within November in any time zone of the Americas or Europe: from the 1st at 06:00 UTC, over 29 days.
  const spacing = Math.floor((29 * 86_400) / count);
  await client.query(
    `INSERT INTO orders (id, email, transaction_id, amount_cents, captured_cents, payment_status, status, fulfilment,
                         subtotal_cents, discount_cents, promo_code, delivery_fee_cents, tip_cents, tax_cents,
                         ready_at, created_at, updated_at)
     SELECT gen_random_uuid(), 'bench-report@example.com', 'pi_bench_report_' || n, 2600, 2600, 'captured', 'completed',
            (CASE WHEN n % 3 = 0 THEN 'delivery' ELSE 'pickup' END)::"Fulfilment",
            2000, CASE WHEN n % 5 = 0 THEN 100 ELSE 0 END, CASE WHEN n % 5 = 0 THEN 'BENCH' END,
            CASE WHEN n % 3 = 0 THEN 240 ELSE 0 END, 200, 160, now(),
            timestamptz '2026-11-01 06:00Z' + n * make_interval(secs => $2), now()
       FROM generate_series(1, $1) AS n`,
    [count, spacing],
  );
  await client.query(
    `INSERT INTO order_lines (id, order_id, cart_line_id, position, name, price_cents, quantity)
     SELECT gen_random_uuid(), o.id, gen_random_uuid(), k, 'Bench dish ' || ((o.number * 7 + k) % 25), 1000, 1
       FROM orders o CROSS JOIN generate_series(0, 1) AS k
      WHERE o.transaction_id LIKE 'pi_bench_report_%'`,
  );
  await client.query('ANALYZE orders; ANALYZE order_lines');
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

export async function measureReport({ shopUrl, databaseUrl, emulatorHost, adminEmail, orders: count, rounds, say }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    say(`writing a month of ${count} orders ...`);
    await seedMonth(client, count);
    const token = await shopToken(shopUrl, await signInWithGoogle(emulatorHost, adminEmail));
    const url = `${shopUrl}/api/reports/sales?from=${FROM}&to=${TO}`;
    // The first answer warms the shop's code and PostgreSQL's caches; it is not counted.
    const first = await call(url, token);
    if (first.totals.orders < count) throw new Error(`the report counted ${first.totals.orders} of ${count} orders`);
    const report = [];
    const reference = [];
    say(`timing the report ${rounds} times, in turns with reading the same rows ...`);
    for (let round = 0; round < rounds; round++) {
      report.push((await timed(() => call(url, token))).ms);
      reference.push(
        (
          await timed(() =>
            client.query(
              `SELECT o.*, l.* FROM orders o JOIN order_lines l ON l.order_id = o.id
                WHERE o.created_at >= $1 AND o.created_at < $2`,
              ['2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
            ),
          )
        ).ms,
      );
    }
    return {
      orders: first.totals.orders,
      rounds,
      p50: quantile(report, 0.5),
      worst: Math.max(...report),
      referenceP50: quantile(reference, 0.5),
    };
  } finally {
    await client.end();
  }
}
