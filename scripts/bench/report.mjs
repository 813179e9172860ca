// The benchmark's figures as Markdown tables.
import { ms, percent, perSecond, seconds, table } from './stats.mjs';
import { UNHURRIED_CALLS } from './unhurried-checkout.mjs';

const STEP_NAMES = {
  jwt: 'POST /jwt',
  cart: 'POST /carts (1–3 dishes, in turn)',
  intent: 'POST /create-payment-intent',
  confirm: 'card confirmation (Stripe stand-in)',
  payment: 'POST /payments',
};

function menuSection({ menu }, { duration, connections }) {
  const { bare, shop, revalidated } = menu;
  const row = (name, result, ratio) => [
    name,
    perSecond(result.requestsPerSecond),
    ms(result.p50),
    ms(result.p99),
    ratio,
    `${result.ok}${result.notOk ? ` (+${result.notOk} other: ${JSON.stringify(result.statuses)})` : ''}${result.errors ? `, ${result.errors} errors` : ''}`,
  ];
  const rows = [
    row('bare node:http, same bytes from memory', bare, '100 %'),
    row('shop', shop, percent(shop.requestsPerSecond / bare.requestsPerSecond)),
  ];
  const ofBare = (result) => percent(result.requestsPerSecond / bare.requestsPerSecond);
  if (revalidated) rows.push(row('shop, If-None-Match → 304', revalidated, ofBare(revalidated)));
  for (const adapter of menu.adapters ?? []) rows.push(row(adapter.name, adapter, ofBare(adapter)));
  const target = shop.requestsPerSecond / bare.requestsPerSecond >= 0.6 && shop.p99 <= 15;
  return [
    `### GET /api/menu: ${menu.dishes} dishes, ${menu.bytes} bytes, ${connections} connections, ${duration} s each (in turns; p50: mean of the rounds, p99: the worst)`,
    '',
    table(['server', 'requests', 'p50', 'p99', 'shop/bare', '2xx answers'], rows),
    '',
    `ETag: ${menu.etag ?? 'none'}; Cache-Control: ${menu.cacheControl ?? 'none'}. Target (shop ≥ 60 % of bare, p99 ≤ 15 ms): ${target ? 'met' : 'NOT met'}.`,
  ].join('\n');
}

const MACHINE_PARTS = {
  shop: 'the shop',
  postgres: 'PostgreSQL',
  bench: "the customers' requests and the Stripe stand-in (the bench's own process)",
  emulator: 'the Auth emulator',
  rest: 'the rest of the machine',
};

/**
 * Where the machine's CPU went per checkout, and the most orders per second its cores could give at that cost: with
 * every part as it is, and if the shop's own part cost nothing.
 */
function machineCpuSentence({ machine, parts }, cores) {
  const spent = Object.entries(MACHINE_PARTS)
    .filter(([part]) => parts[part] !== undefined)
    .map(([part, name]) => `${name} ${ms(parts[part])}`)
    .join(', ');
  const atMost = (cpuMs) => perSecond((cores * 1000) / cpuMs);
  return (
    `Every process on the machine together spent ${ms(machine)} of CPU per checkout: ${spent}. ` +
    `At that cost the machine's ${cores} cores give at most ${atMost(machine)} orders; ` +
    `if the shop's part cost nothing, at most ${atMost(machine - (parts.shop ?? 0))}.`
  );
}

function checkoutSection({ checkout }, cores) {
  const { check } = checkout;
  const rows = [
    ['whole checkout', ms(checkout.p50), ms(checkout.p99)],
    ...Object.entries(checkout.steps).map(([step, figures]) => [STEP_NAMES[step], ms(figures.p50), ms(figures.p99)]),
  ];
  const right =
    check.missing === 0 &&
    check.duplicated === 0 &&
    check.wrongAmount === 0 &&
    check.unexpected === 0 &&
    check.cartLinesLeft === 0;
  const lines = [
    `### Checkout: ${checkout.customers} distinct customers at once`,
    '',
    `${checkout.completed} of ${checkout.customers} checkouts completed in ${seconds(checkout.wallMs)}: **${perSecond(checkout.ordersPerSecond)} orders**; ` +
      `${checkout.serverErrors} answers 5xx (or no answer). Target (≥ 50 orders/s, no 5xx): ${checkout.ordersPerSecond >= 50 && checkout.serverErrors === 0 ? 'met' : 'NOT met'}.`,
    ...(checkout.cpuPerCheckout
      ? [
          '',
          `The shop's process spent ${ms(checkout.cpuPerCheckout.totalMs)} of CPU per checkout, ${ms(checkout.cpuPerCheckout.mainThreadMs)} of it on its ` +
            'main thread (JavaScript; the rest is the garbage collector and compiler threads).',
        ]
      : []),
    ...(checkout.machineCpuPerCheckout ? ['', machineCpuSentence(checkout.machineCpuPerCheckout, cores)] : []),
    '',
    table(['step', 'p50', 'p99'], rows),
    '',
    `Database: ${checkout.paid} payments taken, ${check.orders} orders for them; missing ${check.missing}, twice ${check.duplicated}, ` +
      `wrong amount ${check.wrongAmount}, other orders ${check.unexpected}, cart lines left ${check.cartLinesLeft}: ${right ? 'every paid order exactly once, right amount' : 'WRONG'}.`,
  ];
  if (checkout.failures.length > 0) {
    const counts = new Map();
    for (const failure of checkout.failures) counts.set(failure, (counts.get(failure) ?? 0) + 1);
    lines.push('', 'Failures:', ...[...counts].slice(0, 10).map(([message, count]) => `- ${count} × ${message}`));
  }
  return lines.join('\n');
}

function unhurriedSection({ unhurried }) {
  const rows = Object.entries(unhurried.calls).map(([call, figures]) => [
    UNHURRIED_CALLS[call],
    ms(figures.p50),
    ms(figures.p99),
    figures.count,
  ]);
  const slowest = Math.max(...Object.values(unhurried.calls).map((figures) => figures.p50));
  return [
    `### Unhurried checkout: one customer, ${unhurried.rounds} checkouts, one call after another`,
    '',
    table(['API call', 'p50', 'p99', 'calls'], rows),
    '',
    `Target (every call ≤ 20 ms p50): ${slowest <= 20 ? 'met' : 'NOT met'}.`,
  ].join('\n');
}

function kitchenSection({ kitchen }) {
  const row = (name, figures) => [name, ms(figures.p50), ms(figures.p99), ms(figures.max)];
  return [
    `### New order to kitchen screen: ${kitchen.orders} orders, one after another, a kitchen listening to GET /api/events`,
    '',
    table(
      ['from the customer reporting the payment until', 'p50', 'p99', 'max'],
      [
        row('the kitchen heard the event', kitchen.toEvent),
        row('its list (GET /api/kitchen/orders) showed the order', kitchen.toList),
      ],
    ),
  ].join('\n');
}

function reportSection({ report }) {
  const target = report.worst < 1000;
  return [
    `### The owner's report of a month: ${report.orders} orders of two lines, GET /api/reports/sales, ${report.rounds} times`,
    '',
    table(
      ['what', 'p50', 'worst', 'report/reference'],
      [
        [
          'GET /api/reports/sales for the month (sums, breakdowns, HTTP)',
          ms(report.p50),
          ms(report.worst),
          percent(report.p50 / report.referenceP50),
        ],
        ['reference: one SELECT of the same orders and lines, no sums', ms(report.referenceP50), '', '100 %'],
      ],
    ),
    '',
    `Target (a month of 10,000 orders in under a second): ${target ? 'met' : 'NOT met'}.`,
  ].join('\n');
}

function startSection({ backendStart, startCommand }) {
  const rows = [];
  if (startCommand)
    rows.push([
      'start command (PostgreSQL, Auth emulator, Stripe stand-in, shop)',
      seconds(startCommand.cold),
      seconds(startCommand.warm),
    ]);
  if (backendStart)
    rows.push(['the shop alone (services already running)', seconds(backendStart.cold), seconds(backendStart.warm)]);
  return [
    '### Start-up: until the start command says the shop is open',
    '',
    table(['what starts', 'cold (empty data)', 'warm (same data)'], rows),
  ].join('\n');
}

/** Whether the dinner rush met its targets: no error, every customer call's p95 ≤ 150 ms, kitchen event p99 ≤ 1 s. */
export function rushMet(rush) {
  const slow = rush.calls.filter((call) => call.customer && !(call.p95 <= 150));
  const errors = rush.errors.length + rush.lost + rush.extra + rush.missedByKitchens;
  return { met: errors === 0 && slow.length === 0 && rush.toKitchen.p99 <= 1000, slow, errors };
}

function rushSection({ rush }) {
  const rows = rush.calls.map((call) => [
    call.customer ? call.name : `${call.name} (not a customer's)`,
    call.count,
    ms(call.p50),
    ms(call.p95),
    ms(call.p99),
    call.idleP50 ? `${(call.p95 / call.idleP50).toFixed(1)}×` : '–',
    call.errors,
  ]);
  const { met, slow, errors } = rushMet(rush);
  return [
    `### Dinner rush: ${rush.instances} instances behind nginx, through PgBouncer; ${rush.visitors} visitors browsing, ${rush.payers} customers paying (choices, tips, a promo code) and following their orders, ${rush.bookings} bookings, ${rush.kitchens} kitchen screens, arriving over ${rush.seconds} s`,
    '',
    table(['call', 'calls', 'p50', 'p95', 'p99', 'p95 / idle p50', 'errors'], rows),
    '',
    table(
      ['event', 'heard', 'p50', 'p99'],
      [
        ['order paid → each kitchen screen', rush.toKitchen.count, ms(rush.toKitchen.p50), ms(rush.toKitchen.p99)],
        [
          "kitchen's tap → the customer's page",
          rush.toCustomer.count,
          ms(rush.toCustomer.p50),
          ms(rush.toCustomer.p99),
        ],
      ],
    ),
    '',
    `${rush.paid} orders paid in ${seconds(rush.wallMs)} (${perSecond(rush.ordersPerSecond)}), ${rush.ready} followed to "ready"; ` +
      `${rush.lost} payments not exactly one order, ${rush.extra} orders without a payment, ${rush.missedByKitchens} order events a kitchen screen missed. ` +
      `Events are timed from the moment the request that made the change was sent; "idle p50" is the same call on the idle shop, one at a time, in the same run.`,
    `Targets (no error, every customer call's p95 ≤ 150 ms, kitchen event p99 ≤ 1 s): ${met ? 'met' : `NOT met (${errors} errors${slow.length ? `; slow: ${slow.map((call) => call.name).join(', ')}` : ''})`}.`,
    ...rush.errors.slice(0, 5).map((error) => `- ${error}`),
  ].join('\n');
}

export function report(results, settings) {
  const { machine } = results;
  const load = `load average (1 min) ${machine.loadBefore.toFixed(1)} before, ${machine.loadAfter.toFixed(1)} after`;
  const sections = [
    `Machine: ${machine.cpus} × ${machine.cpu}, ${machine.ramGiB} GiB RAM, Node ${machine.node}; ${load}`,
  ];
  if (results.menu) sections.push(menuSection(results, settings));
  if (results.checkout) sections.push(checkoutSection(results, machine.cpus));
  if (results.unhurried) sections.push(unhurriedSection(results));
  if (results.kitchen) sections.push(kitchenSection(results));
  if (results.report) sections.push(reportSection(results));
  if (results.rush) sections.push(rushSection(results));
  if (results.backendStart || results.startCommand) sections.push(startSection(results));
  return `\n${sections.join('\n\n')}\n`;
}
