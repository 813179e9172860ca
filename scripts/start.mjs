// Starts the whole shop on its embedded defaults: PostgreSQL, a build of the SPA and the backend, on one address.
// Anything configured in the environment (DATABASE_URL, JWT_SECRET, PORT, ...) is used as it is.
// With --dev, the SPA is served by Vite's dev server with hot reload instead of being built.
import { spawn } from 'node:child_process';
import exitHook from 'async-exit-hook';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { startAuthEmulator } from './firebase-emulator.mjs';
import { startStripeStandIn } from './stripe-stand-in/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.SHOP_DATA_DIR ?? '.data');
const say = (line) => console.log(`[shop] ${line}`);
const dev = process.argv.includes('--dev');

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
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

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
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

  if (!env.DATABASE_URL) {
    say('starting the embedded PostgreSQL in .data/pg ...');
    const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
    env.DATABASE_URL = db.url();
    stops.push(async () => {
      await db.stop();
      say('PostgreSQL stopped.');
    });
  }
  if (!env.FIREBASE_PROJECT_ID && !env.FIREBASE_AUTH_EMULATOR_HOST) {
    say('starting the Firebase Auth emulator (accounts kept in .data/auth) ...');
    const emulator = await startAuthEmulator({ projectId: 'demo-shop', dataDir: path.join(dataDir, 'auth') });
    env.FIREBASE_PROJECT_ID = emulator.projectId;
    env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    say(`Firebase Auth emulator at ${emulator.host}`);
    stops.push(async () => {
      await emulator.stop();
      say('Firebase Auth emulator stopped.');
    });
  }
  let standIn;
  if (!env.STRIPE_SECRET_KEY) {
    standIn = await startStripeStandIn({ webhookSecret: await keptSecret('stripe-webhook-secret'), log: (line) => say(line) });
    Object.assign(env, {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_URL: standIn.url,
      STRIPE_JS_URL: `${standIn.url}/v3`,
    });
    stops.push(() => standIn.stop());
  }
  env.JWT_SECRET ??= await keptSecret('jwt-secret');
  env.UPLOADS_DIR ??= path.join(dataDir, 'uploads');
  env.PORT ??= '3000';
  env.LOG_PRETTY ??= 'true';
  await mkdir(env.UPLOADS_DIR, { recursive: true });

  // embedded-postgres stops its cluster through async-exit-hook on Ctrl-C; the other services stop the same way,
  // so that the process waits for all of them (the emulator exports its accounts as it stops).
  exitHook.forceExitTimeout(30_000);
  exitHook((done) => {
    stopAll(undefined).then(done, done);
  });

  if (env.SHOP_SKIP_BUILD !== '1') {
    say(dev ? 'building the backend ...' : 'building the shop ...');
    if (dev) {
      await run('npm', ['run', 'generate:prisma', '--silent'], { env });
      await run('npm', ['run', 'build', '-w', 'backend', '--silent'], { env });
    } else {
      await run('npm', ['run', 'build', '--silent'], { env });
    }
  }

  if (stopping) return;
  const backend = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], { cwd: root, env, stdio: 'inherit' });
  // Whatever ends this process, the backend must not outlive it.
  process.on('exit', () => backend.exitCode === null && backend.kill('SIGKILL'));
  stops.push(
    () =>
      new Promise((resolve) => {
        if (backend.exitCode !== null) return resolve();
        backend.once('exit', resolve);
        backend.kill('SIGTERM');
      }),
  );
  backend.on('exit', (code) => {
    if (!stopping) {
      say(`the backend stopped (exit code ${code}).`);
      stopAll(code || 1);
    }
  });
  const url = `http://localhost:${env.PORT}`;
  standIn?.setWebhookUrl(`http://127.0.0.1:${env.PORT}/api/stripe-webhook`);
  if (!(await waitForHealth(url, backend))) return;
  if (dev) {
    const vite = spawn('npm', ['run', 'dev', '-w', 'frontend', '--', '--port', env.DEV_PORT ?? '5173', '--strictPort'], {
      cwd: root,
      env: { ...env, SHOP_API_URL: url },
      stdio: 'inherit',
    });
    stops.push(() => new Promise((resolve) => (vite.exitCode !== null ? resolve() : (vite.once('exit', resolve), vite.kill('SIGTERM')))));
    say(`API at ${url}/api; the SPA with hot reload at http://localhost:${env.DEV_PORT ?? '5173'}. Press Ctrl-C to stop.`);
  } else {
    say(`The shop is open at ${url}  (API docs: ${url}/api/docs). Press Ctrl-C to stop.`);
  }
}

main().catch((error) => {
  console.error(`[shop] could not start: ${error.message}`);
  process.exit(1);
});
