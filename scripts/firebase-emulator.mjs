// Starts the Firebase Authentication emulator (from firebase-tools) on free loopback ports, for the shop's
// embedded default and for tests. It keeps no state: accounts live as long as the emulator does, unless
// `dataDir` is given, where they are imported from and exported to.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './embedded-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseCli = path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');

/**
 * @param {{ projectId?: string, port?: number, dataDir?: string, log?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<{ host: string, projectId: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ projectId = 'demo-shop', port, dataDir, log = () => {}, timeoutMs = 60_000 } = {}) {
  const work = await mkdtemp(path.join(tmpdir(), 'shop-auth-emulator-'));
  const authPort = port ?? (await findFreePort());
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: authPort },
      hub: { host: '127.0.0.1', port: await findFreePort() },
      logging: { host: '127.0.0.1', port: await findFreePort() },
      // The UI would be downloaded at start, which cannot work offline.
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(path.join(work, 'firebase.json'), JSON.stringify(config));
  const args = [firebaseCli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', path.join(work, 'firebase.json')];
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    args.push('--import', dataDir, '--export-on-exit', dataDir);
  }
  // CI=true keeps firebase-tools from its other network calls (update checks, usage reports).
  const child = spawn(process.execPath, args, {
    cwd: work,
    env: { ...process.env, CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    for (const line of String(chunk).split('\n')) if (line.trim()) log(line.trim());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const host = `127.0.0.1:${authPort}`;
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (child.exitCode !== null) throw new Error(`The Firebase Auth emulator stopped while starting:\n${output.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Firebase Auth emulator did not answer within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`);
    }
    try {
      if ((await fetch(`http://${host}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  const stop = () =>
    new Promise((resolve) => {
      const done = () => rm(work, { recursive: true, force: true }).then(resolve, resolve);
      if (child.exitCode !== null) return done();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killer);
        done();
      });
      child.kill('SIGINT');
    });
  return { host, projectId, stop };
}
