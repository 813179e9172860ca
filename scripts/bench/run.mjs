// `make bench`: builds the backend, starts PostgreSQL, the Auth emulator, the Stripe stand-in and the shop in this
// process tree on a temporary data directory, measures GET /api/menu against a bare server, the checkout path for
// many customers at once and for one unhurried customer, a new order's way to the kitchen screen and the start-up,
// and prints the figures as Markdown tables.
// Options: --duration=<s> (10), --connections=<n> (50), --customers=<n> (200), --rounds=<n> (30), --orders=<n> (100),
// --report-orders=<n> (10000), --only=menu,checkout,kitchen,report,rush,startup, --no-build, --profile=<dir> (see
// profile.mjs). The dinner rush (dinner-rush.mjs): --rush-instances=<n> (3), --rush-visitors=<n> (300),
// --rush-payers=<n> (200), --rush-bookings=<n> (40), --rush-kitchens=<n> (2), --rush-seconds=<s> (60); on a larger
// machine, raise them together.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../embedded-postgres.mjs';
import { root, startShop } from '../shop-process.mjs';
import { startAuthEmulator } from '../firebase-emulator.mjs';
import { startStripeStandIn } from '../stripe-stand-in/server.mjs';
import { measureCheckout } from './checkout.mjs';
import { measureDinnerRush } from './dinner-rush.mjs';
import { measureKitchen } from './kitchen.mjs';
import { measureMenu } from './menu.mjs';
import { measureReport } from './reports.mjs';
import { cpuByPart, cpuTimesOf, findProcess } from './process-cpu.mjs';
import { cpuProfiling, startCountingStatements, STATEMENT_COUNTING, writeStatements } from './profile.mjs';
import { report, rushMet } from './report.mjs';
import { measureStartUp } from './startup.mjs';
import { measureUnhurriedCheckout } from './unhurried-checkout.mjs';

const options = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const duration = Number(options.duration ?? 10);
const connections = Number(options.connections ?? 50);
const customers = Number(options.customers ?? 200);
const rounds = Number(options.rounds ?? 30);
const kitchenOrders = Number(options.orders ?? 100);
const profileDir = options.profile;
const parts = new Set((options.only ?? 'menu,checkout,kitchen,report,rush,startup').split(','));
const rush = {
  instances: Number(options['rush-instances'] ?? 3),
  visitors: Number(options['rush-visitors'] ?? 300),
  payers: Number(options['rush-payers'] ?? 200),
  bookings: Number(options['rush-bookings'] ?? 40),
  kitchens: Number(options['rush-kitchens'] ?? 2),
  seconds: Number(options['rush-seconds'] ?? 60),
};
const reportOrders = Number(options['report-orders'] ?? 10_000);
const say = (line) => console.error(`[bench] ${line}`);

// Generous limits: the benchmark is many customers from one address, which rate limits exist to stop.
const LIMITS = { JWT_RATE_LIMIT: '100000', PAYMENT_RATE_LIMIT: '100000' };
const CHEF = 'bench-chef@example.com';

/** Which part of the checkout's machine a process is: the shop, PostgreSQL, the Auth emulator, or this bench. */
function partOfTheMachine(shopPid) {
  return ({ pid, commandLine }) => {
    if (pid === shopPid) return 'shop';
    // The customers' requests and the Stripe stand-in both run in this process.
    if (pid === process.pid) return 'bench';
    // The server (…/bin/postgres -D …) and each connection's backend (postgres: shop shop 127.0.0.1(…) …).
    if (/^postgres:|\/bin\/postgres /.test(commandLine)) return 'postgres';
    if (commandLine.includes('firebase-tools')) return 'emulator';
    return undefined;
  };
}

function build() {
  for (const args of [
    ['run', 'generate:prisma', '--silent'],
    ['run', 'build', '-w', 'backend', '--silent'],
  ]) {
    const { status } = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
  }
}

async function main() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse())
      await stop().catch((error) => say(`while stopping: ${error.message}`));
  };
  process.once('SIGINT', () => stopAll().finally(() => process.exit(130)));
  const results = {
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      ramGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadBefore: loadavg()[0],
    },
  };
  let failed = false;
  try {
    if (options.build !== 'false' && !options['no-build']) {
      say('building the backend ...');
      build();
    }
    if (['menu', 'checkout', 'kitchen', 'report', 'rush'].some((part) => parts.has(part))) {
      say('starting PostgreSQL, the Auth emulator and the Stripe stand-in ...');
      const db = await startEmbeddedPostgres({
        dataDir: path.join(workDir, 'pg'),
        persistent: false,
        settings: profileDir ? STATEMENT_COUNTING : {},
      });
      stops.push(() => db.stop());
      const emulator = await startAuthEmulator({ projectId: 'demo-shop' });
      stops.push(() => emulator.stop());
      const standIn = await startStripeStandIn({ webhookSecret: 'whsec_bench_secret' });
      stops.push(() => standIn.stop());
      const env = {
        ...LIMITS,
        ADMIN_EMAILS: CHEF,
        DATABASE_URL: db.url(),
        FIREBASE_PROJECT_ID: emulator.projectId,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        STRIPE_SECRET_KEY: standIn.secretKey,
        STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
        STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
        STRIPE_API_URL: standIn.url,
        STRIPE_JS_URL: `${standIn.url}/v3`,
      };
      const shopData = path.join(workDir, 'shop');
      const logFile = path.join(workDir, 'shop.log');
      say('starting the shop on an empty database (migrations and seed) ...');
      const cold = await startShop({ dataDir: shopData, env, logFile });
      await cold.stop();
      say('starting it again on its data ...');
      const profiling = profileDir ? await cpuProfiling(profileDir) : {};
      const shop = await startShop({ dataDir: shopData, env: { ...env, ...profiling }, logFile });
      if (profileDir) await startCountingStatements(db.url());
      stops.push(shop.stop);
      results.backendStart = { cold: cold.startMs, warm: shop.startMs };
      standIn.setWebhookUrl(`${shop.url}/api/stripe-webhook`);
      if (parts.has('menu'))
        results.menu = await measureMenu({ shopUrl: shop.url, workDir, connections, duration, say });
      if (parts.has('checkout')) {
        results.unhurried = await measureUnhurriedCheckout({
          shopUrl: shop.url,
          standIn,
          emulatorHost: emulator.host,
          rounds,
          say,
        });
        const shopPid = await findProcess(shop.pid, 'dist/main.js');
        const shopCpu = shopPid ? () => cpuTimesOf(shopPid) : undefined;
        const machineCpu = shopPid ? () => cpuByPart(partOfTheMachine(shopPid)) : undefined;
        results.checkout = await measureCheckout({
          shopUrl: shop.url,
          standIn,
          emulatorHost: emulator.host,
          databaseUrl: db.url(),
          customers,
          shopCpu,
          machineCpu,
          say,
        });
      }
      if (parts.has('kitchen')) {
        results.kitchen = await measureKitchen({
          shopUrl: shop.url,
          standIn,
          emulatorHost: emulator.host,
          adminEmail: CHEF,
          orders: kitchenOrders,
          say,
        });
      }
      if (parts.has('report')) {
        results.report = await measureReport({
          shopUrl: shop.url,
          databaseUrl: db.url(),
          emulatorHost: emulator.host,
          adminEmail: CHEF,
          orders: reportOrders,
          rounds: 10,
          say,
        });
      }
      if (profileDir) await writeStatements(db.url(), profileDir);
      if (parts.has('rush')) {
        // The rush runs its own instances on its own database: the shop above stops first.
        await shop.stop();
        say(`dinner rush: ${JSON.stringify(rush)} ...`);
        results.rush = await measureDinnerRush({ db, emulator, standIn, env, chef: CHEF, say, ...rush });
      }
      await stopAll();
    }
    if (parts.has('startup')) results.startCommand = await measureStartUp({ workDir, say });
    results.machine.loadAfter = loadavg()[0];
    console.log(report(results, { duration, connections }));
    failed =
      (results.checkout
        ? results.checkout.serverErrors > 0 || results.checkout.completed < results.checkout.customers
        : false) || (results.rush ? rushMet(results.rush).errors > 0 : false);
  } catch (error) {
    failed = true;
    say(`failed: ${error.message}`);
  } finally {
    await stopAll();
    if (failed) say(`logs kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main();
