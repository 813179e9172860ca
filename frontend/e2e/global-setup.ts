import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Starts the shop exactly as `make start` does (embedded PostgreSQL, Auth emulator, the built SPA), on a free
 * port and fresh data, unless SHOP_URL points at one already running. The build itself is a step of the test
 * command that runs before the journeys.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.SHOP_URL) return async () => {};
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-journeys-'));
  const port = await getPort({ host: '127.0.0.1' });
  const shop: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      SHOP_DATA_DIR: dataDir,
      SHOP_SKIP_BUILD: '1',
      PORT: String(port),
      // One administrator per browser project of admin.journey.ts.
      ADMIN_EMAILS: 'owner@example.com,owner-desktop@example.com,owner-phone@example.com',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const opened = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const emulator = /Firebase Auth emulator at (\S+)/.exec(output);
      if (emulator) process.env.SHOP_AUTH_EMULATOR_HOST = emulator[1];
      if (output.includes('The shop is open at')) resolve();
    };
    shop.stdout?.on('data', read);
    shop.stderr?.on('data', read);
    shop.on('exit', (code) =>
      reject(new Error(`the shop stopped while starting (exit ${code}):\n${output.slice(-3000)}`)),
    );
    setTimeout(
      () => reject(new Error(`the shop did not open within 120 s:\n${output.slice(-3000)}`)),
      120_000,
    );
  });
  await opened;
  process.env.SHOP_URL = `http://localhost:${port}`;
  return async () => {
    await new Promise<void>((resolve) => {
      shop.once('exit', () => resolve());
      shop.kill('SIGINT');
      setTimeout(() => shop.kill('SIGKILL'), 15_000).unref();
    });
    await rm(dataDir, { recursive: true, force: true });
  };
}
