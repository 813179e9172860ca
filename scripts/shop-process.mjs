// Runs the shop the way `make start` does (scripts/start.mjs) for the benchmarks and Lighthouse, and times its start-up.
import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './embedded-postgres.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The caller's environment without anything that would point the shop at other services or data. */
export function cleanEnv() {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_URL|FIREBASE_|STRIPE_|JWT_SECRET$|PORT$|HOST$|UPLOADS_DIR$|SHOP_|LOG_|NODE_ENV$)/.test(name)) delete env[name];
  }
  return env;
}

/** Resolves once GET /api/health answers 200; rejects if the process ends first or the time runs out. */
async function healthy(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop stopped while starting (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the shop did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts `node scripts/start.mjs` on `dataDir` with `env` added, building the shop first only if `build` is set;
 * answers its address, how long it took to the first healthy answer, and how to stop it. Its output goes to
 * `logFile`.
 */
export async function startShop({ dataDir, env = {}, logFile, build = false, timeoutMs = 180_000 }) {
  const port = await findFreePort();
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...cleanEnv(), LOG_PRETTY: 'false', ...env, ...(build ? {} : { SHOP_SKIP_BUILD: '1' }), SHOP_DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGINT');
    });
  try {
    await healthy(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}; see ${logFile}`);
  }
  return { url, startMs: performance.now() - started, stop, pid: child.pid };
}
