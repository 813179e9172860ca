// Runs the shop the way `make start` does (scripts/start.mjs) for the benchmarks and Lighthouse, and times its start-up.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pWaitFor from 'p-wait-for';
import { startService, stopService, whenAnswering } from './processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The caller's environment without anything that would point the shop at other services or data. */
export function cleanEnv() {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(DATABASE_URL|FIREBASE_|STRIPE_|S3_|JWT_SECRET$|PORT$|HOST$|UPLOADS_DIR$|PICTURE_CACHE_DIR$|SHOP_|LOG_|NODE_ENV$)/.test(
        name,
      )
    )
      delete env[name];
  }
  return env;
}

/**
 * Starts `node scripts/start.mjs` on `dataDir` with `env` added, building the shop first only if `build` is set;
 * answers its address, how long it took until it said it is open (the API healthy and every service it started,
 * such as the Auth emulator, ready), and how to stop it. Its output goes to `logFile`.
 */
export async function startShop({ dataDir, env = {}, logFile, build = false, timeoutMs = 5 * 60_000 }) {
  const port = await getPort({ host: '127.0.0.1' });
  const OPEN = 'The shop is open at';
  const opened = async () => (await readFile(logFile, 'utf8').catch(() => '')).split(OPEN).length - 1;
  const openedBefore = await opened();
  const started = performance.now();
  const shop = startService(path.join(root, 'scripts/start.mjs'), [], {
    cwd: root,
    extendEnv: false,
    env: {
      ...cleanEnv(),
      LOG_PRETTY: 'false',
      ...env,
      ...(build ? {} : { SHOP_SKIP_BUILD: '1' }),
      SHOP_DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdout: { file: logFile, append: true },
    stderr: { file: logFile, append: true },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopService(shop, 'SIGINT');
  try {
    await whenAnswering(`${url}/api/health`, shop, { timeoutMs, name: 'The shop' });
    await pWaitFor(async () => (await opened()) > openedBefore, { interval: 50, timeout: timeoutMs });
  } catch (error) {
    await stop();
    const output = (await readFile(logFile, 'utf8').catch(() => '')).slice(-4000);
    throw new Error(`${error.message}; the end of ${logFile}:\n${output}`, { cause: error });
  }
  // The local e-mail inbox's page, when the shop started one (no SMTP_URL given).
  const inboxUrl = (await readFile(logFile, 'utf8'))
    .match(/E-mail inbox at (http:\/\/\S+)/g)
    ?.at(-1)
    ?.split(' at ')[1];
  return { url, inboxUrl, startMs: performance.now() - started, stop, pid: shop.pid };
}
