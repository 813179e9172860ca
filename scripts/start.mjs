// Starts the whole shop on its embedded defaults: PostgreSQL, a build of the SPA and the backend, on one address.
// Anything configured in the environment (DATABASE_URL, JWT_SECRET, PORT, SMTP_URL, ...) is used as it is; without
// SMTP_URL, the shop's e-mail goes to a local inbox (maildev) whose web page shows every message.
// With --dev, the SPA is served by Vite's dev server with hot reload instead of being built.
import exitHook from 'async-exit-hook';
import { execa } from 'execa';
import getPort from 'get-port';
import { MailDev } from 'maildev';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, stampBuild } from './build-stamp.mjs';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { startAuthEmulator } from './firebase-emulator.mjs';
import { startService, stopService, whenAnswering } from './processes.mjs';
import { startStripeStandIn } from './stripe-stand-in/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.SHOP_DATA_DIR ?? '.data');
const say = (line) => console.log(`[shop] ${line}`);
const dev = process.argv.includes('--dev');

const run = (command, args, options = {}) => execa(command, args, { cwd: root, stdio: 'inherit', ...options });

/**
 * The local SMTP server and web inbox: nothing leaves the machine, and every e-mail the shop sends can be read in
 * the browser. Messages are kept in .data/mail, so the inbox survives a restart.
 */
async function startInbox(shopPort) {
  // Never the shop's port, which does not listen yet.
  const smtp = await getPort({ host: '127.0.0.1', exclude: [shopPort] });
  const web = await getPort({ host: '127.0.0.1', exclude: [shopPort, smtp] });
  const inbox = new MailDev({
    smtp,
    web,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory: path.join(dataDir, 'mail'),
  });
  // maildev announces its web server on the console whatever it is told; the shop says it in its own words.
  const info = console.info;
  console.info = () => undefined;
  try {
    await inbox.start();
  } finally {
    console.info = info;
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtp}`, url: `http://localhost:${web}`, stop: () => inbox.stop() };
}

/** A secret generated once and kept with the data, so that tokens survive a restart. */
async function keptSecret(name) {
  const file = path.join(dataDir, name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

async function main() {
  const env = { ...process.env };
  const stops = [];
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    // Last started, first stopped: the SPA server and the backend before the services they use.
    for (const stop of stops.reverse()) await stop().catch((error) => say(`while stopping: ${error.message}`));
    if (code !== undefined) process.exit(code);
  };

  // embedded-postgres stops its cluster through async-exit-hook on Ctrl-C; the other services stop the same way,
  // so that the process waits for all of them (the emulator exports its accounts as it stops).
  exitHook.forceExitTimeout(30_000);
  exitHook((done) => {
    stopAll(undefined).then(done, done);
  });

  // The services start side by side, and beside the build when there is one.
  const starting = [];
  if (!env.DATABASE_URL) {
    say('starting the embedded PostgreSQL in .data/pg ...');
    starting.push(
      startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') }).then((db) => {
        env.DATABASE_URL = db.url();
        stops.push(async () => {
          await db.stop();
          say('PostgreSQL stopped.');
        });
      }),
    );
  }
  let emulatorReady = Promise.resolve();
  if (!env.FIREBASE_PROJECT_ID && !env.FIREBASE_AUTH_EMULATOR_HOST) {
    say('starting the Firebase Auth emulator (accounts kept in .data/auth) ...');
    // The backend needs only the emulator's address to start; the shop opens once the emulator answers too.
    const port = await getPort({ host: '127.0.0.1' });
    env.FIREBASE_PROJECT_ID = 'demo-shop';
    env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
    emulatorReady = startAuthEmulator({
      projectId: env.FIREBASE_PROJECT_ID,
      port,
      dataDir: path.join(dataDir, 'auth'),
    }).then((emulator) => {
      say(`Firebase Auth emulator at ${emulator.host}`);
      stops.push(async () => {
        await emulator.stop();
        say('Firebase Auth emulator stopped.');
      });
    });
    // Awaited before the shop opens; until then a failure must not go unheard.
    emulatorReady.catch(() => undefined);
  }
  let standIn;
  if (!env.STRIPE_SECRET_KEY) {
    starting.push(
      keptSecret('stripe-webhook-secret').then(async (webhookSecret) => {
        // A port of its own, never the shop's: a port the system gave out could be the one chosen for the shop,
        // which does not listen yet.
        const port = await getPort({ host: '127.0.0.1', exclude: [Number(env.PORT ?? 3000)] });
        // What Stripe knows survives a restart of the shop, as Stripe's own records would.
        standIn = await startStripeStandIn({
          port,
          webhookSecret,
          stateFile: path.join(dataDir, 'stripe-stand-in.json'),
          log: (line) => say(line),
        });
        Object.assign(env, {
          STRIPE_SECRET_KEY: standIn.secretKey,
          STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
          STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
          STRIPE_API_URL: standIn.url,
          STRIPE_JS_URL: `${standIn.url}/v3`,
        });
        stops.push(() => standIn.stop());
      }),
    );
  }
  let inbox;
  if (!env.SMTP_URL) {
    say('starting the local e-mail inbox (maildev) ...');
    starting.push(
      startInbox(Number(env.PORT ?? 3000)).then((started) => {
        inbox = started;
        env.SMTP_URL = inbox.smtpUrl;
        stops.push(async () => {
          await inbox.stop();
          say('E-mail inbox stopped.');
        });
      }),
    );
  }
  const building = build(env);
  await Promise.all([...starting, building]);
  env.JWT_SECRET ??= await keptSecret('jwt-secret');
  env.UPLOADS_DIR ??= path.join(dataDir, 'uploads');
  env.PICTURE_CACHE_DIR ??= path.join(dataDir, 'picture-cache');
  env.PORT ??= '3000';
  env.LOG_PRETTY ??= 'true';
  await mkdir(env.UPLOADS_DIR, { recursive: true });

  if (stopping) return;
  const backend = startService(path.join(root, 'backend/dist/main.js'), [], {
    cwd: root,
    env,
    stdin: 'inherit',
    stdout: 'inherit',
    stderr: 'inherit',
  });
  stops.push(() => stopService(backend, 'SIGTERM'));
  void backend.then(({ exitCode }) => {
    if (!stopping) {
      say(`the backend stopped (exit code ${exitCode}).`);
      stopAll(exitCode || 1);
    }
  });
  const url = `http://localhost:${env.PORT}`;
  standIn?.setWebhookUrl(`http://127.0.0.1:${env.PORT}/api/stripe-webhook`);
  // Generous: a busy machine starts slowly; the backend's own output, on this console, says what it is doing.
  await whenAnswering(`${url}/api/health`, backend, { timeoutMs: 5 * 60_000, name: 'The backend' });
  await emulatorReady;
  if (inbox) say(`E-mail inbox at ${inbox.url}`);
  if (dev) {
    const vite = execa(
      'npm',
      ['run', 'dev', '-w', 'frontend', '--', '--port', env.DEV_PORT ?? '5173', '--strictPort'],
      {
        cwd: root,
        env: { ...env, SHOP_API_URL: url },
        stdio: 'inherit',
        reject: false,
      },
    );
    stops.push(() => stopService(vite, 'SIGTERM'));
    say(
      `API at ${url}/api; the SPA with hot reload at http://localhost:${env.DEV_PORT ?? '5173'}. Press Ctrl-C to stop.`,
    );
  } else {
    say(`The shop is open at ${url}  (API docs: ${url}/api/docs). Press Ctrl-C to stop.`);
  }
}

/** Builds what the shop runs, unless the build on disk was made from the sources as they are. */
async function build(env) {
  if (env.SHOP_SKIP_BUILD === '1') return;
  if (dev) {
    say('building the backend ...');
    await run('npm', ['run', 'generate:prisma', '--silent'], { env });
    await run('npm', ['run', 'build', '-w', 'backend', '--silent'], { env });
    return;
  }
  if (buildIsCurrent(root)) {
    say('the build is up to date with the sources.');
    return;
  }
  say('building the shop ...');
  await run('npm', ['run', 'build', '--silent'], { env });
  stampBuild(root);
}

main().catch((error) => {
  console.error(`[shop] could not start: ${error?.message ?? error}`);
  process.exit(1);
});
