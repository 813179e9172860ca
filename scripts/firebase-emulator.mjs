// Starts the Firebase Authentication emulator (from firebase-tools) on free loopback ports, for the shop's
// embedded default and for tests. It keeps no state: accounts live as long as the emulator does, unless
// `dataDir` is given, where they are imported from and exported to.
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { startService, stopService, whenAnswering } from './processes.mjs';

const firebaseCli = fileURLToPath(import.meta.resolve('firebase-tools/lib/bin/firebase.js'));

/**
 * @param {{ projectId?: string, port?: number, dataDir?: string, log?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<{ host: string, projectId: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({
  projectId = 'demo-shop',
  port,
  dataDir,
  log = () => {},
  timeoutMs = 5 * 60_000,
} = {}) {
  const work = await mkdtemp(path.join(tmpdir(), 'shop-auth-emulator-'));
  const authPort = port ?? (await getPort({ host: '127.0.0.1' }));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: authPort },
      hub: { host: '127.0.0.1', port: await getPort({ host: '127.0.0.1' }) },
      logging: { host: '127.0.0.1', port: await getPort({ host: '127.0.0.1' }) },
      // The UI would be downloaded at start, which cannot work offline.
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(path.join(work, 'firebase.json'), JSON.stringify(config));
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    path.join(work, 'firebase.json'),
  ];
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    args.push('--import', dataDir, '--export-on-exit', dataDir);
  }
  // CI=true keeps firebase-tools from its other network calls (update checks, usage reports).
  const emulator = startService(firebaseCli, args, {
    cwd: work,
    env: { CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    all: true,
    buffer: false,
  });
  let output = '';
  emulator.all.on('data', (chunk) => {
    output = `${output}${chunk}`.slice(-4000);
    for (const line of String(chunk).split('\n')) if (line.trim()) log(line.trim());
  });

  const host = `127.0.0.1:${authPort}`;
  try {
    await whenAnswering(`http://${host}/`, emulator, { timeoutMs, name: 'The Firebase Auth emulator' });
  } catch (error) {
    await stopService(emulator, 'SIGKILL');
    throw new Error(`${error.message}:\n${output.slice(-2000)}`, { cause: error });
  }

  const stop = async () => {
    await stopService(emulator);
    await rm(work, { recursive: true, force: true });
  };
  return { host, projectId, stop };
}
