import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { repoRoot } from '../src/paths';
import { shopDatabase } from './database';

const backendDir = path.join(repoRoot, 'backend');

/**
 * How long a backend process may take to answer its health check, and a build to finish. Generous: on a busy
 * machine a start takes many times its usual second, and these waits are never what a test is about.
 */
export const START_UP_MS = 3 * 60_000;
export const BUILD_MS = 10 * 60_000;
const mainFile = path.join(backendDir, 'dist', 'main.js');

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestSource(file));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
      newest = Math.max(newest, (await stat(file)).mtimeMs);
  }
  return newest;
}

/** Whether backend/dist is newer than every source file. */
async function builtIsFresh(): Promise<boolean> {
  const built = await stat(mainFile)
    .then((s) => s.mtimeMs)
    .catch(() => 0);
  return built > (await newestSource(path.join(backendDir, 'src')));
}

/** The lock of this checkout's backend build, shared by the test run's workers: a directory, made atomically. */
const buildLock = path.join(
  tmpdir(),
  `shop-backend-build-${createHash('sha256').update(backendDir).digest('hex').slice(0, 12)}.lock`,
);

/** Whether the process that holds the lock is gone (it was killed mid-build): then the lock is nobody's. */
async function lockIsAbandoned(): Promise<boolean> {
  const holder = Number(await readFile(path.join(buildLock, 'pid'), 'utf8').catch(() => ''));
  if (!holder) return false;
  try {
    process.kill(holder, 0);
    return false;
  } catch {
    return true;
  }
}

/** Runs `work` holding the build lock, waiting while another worker holds it. */
async function holdingTheBuildLock(work: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      await mkdir(buildLock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await lockIsAbandoned()) await rm(buildLock, { recursive: true, force: true });
      else await sleep(100);
    }
  }
  try {
    await writeFile(path.join(buildLock, 'pid'), String(process.pid));
    await work();
  } finally {
    await rm(buildLock, { recursive: true, force: true });
  }
}

/**
 * Builds the backend as `make start` runs it (backend/dist), unless the build is newer than every source file. The
 * test files that start processes run in several workers at once: one builds while the others wait, so that no file
 * starts a process from a dist another worker's build is rewriting (a start once read a half-written app.js and found
 * no createApp in it).
 */
export async function ensureBackendBuilt(): Promise<void> {
  // Looked at under the lock only: tsc writes its files one by one, so a dist being built can look fresh.
  await holdingTheBuildLock(async () => {
    if (await builtIsFresh()) return;
    await promisify(execFile)('npm', ['run', 'build', '--silent'], { cwd: backendDir, maxBuffer: 10 * 1024 * 1024 });
  });
}

/**
 * The settings of a backend process that the tests start on `databaseUrl`: the run's Auth emulator, the Stripe
 * settings given, payments not rate-limited, no SPA, and `more` over them.
 */
export function processEnv(
  databaseUrl: string,
  jwtSecret: string,
  stripe: Record<string, string>,
  more: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    ...shopDatabase(databaseUrl),
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    SPA_DIR: '/nonexistent-spa',
    SSR_DIR: '/nonexistent-ssr',
    FIREBASE_PROJECT_ID: process.env.TEST_FIREBASE_PROJECT_ID!,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST!,
    PAYMENT_RATE_LIMIT: '100000',
    ...stripe,
    ...more,
  };
}

export interface ServerProcess {
  url: string;
  /** Everything the process printed, for a failing test to show. */
  output(): string;
  /** Its exit code once it has ended (null while it runs, or when a signal ended it unhandled). */
  exitCode(): number | null;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real backend process (`node backend/dist/main.js`), listening and answering /api/health before this resolves.
 * On port 0 (the default) the system chooses a free port, which no other process can take between the choice and the
 * bind; a restart that must keep its address passes the port it had. The process says where it listens through its
 * IPC channel, so an answer from some other process on the port is never taken for its own.
 */
export async function startServerProcess(env: Record<string, string>, port = 0): Promise<ServerProcess> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [mainFile], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Its output is whole once its pipes have closed, after the exit.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const outcome = await new Promise<number | 'exited' | 'late'>((resolve) => {
    child.on('message', (message: { listening?: string }) => {
      if (message.listening) resolve(Number(new URL(message.listening).port));
    });
    void exited.then(() => resolve('exited'));
    timer = setTimeout(() => resolve('late'), START_UP_MS);
  }).finally(() => clearTimeout(timer));
  if (outcome === 'exited') {
    await closed;
    throw new Error(`the backend stopped at start-up:\n${output}`);
  }
  if (outcome === 'late') {
    child.kill('SIGKILL');
    throw new Error(`the backend did not listen within ${START_UP_MS / 1000} s:\n${output}`);
  }
  child.disconnect();
  const url = `http://127.0.0.1:${outcome}`;
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) {
    child.kill('SIGKILL');
    throw new Error(`the backend listens but /api/health answered ${health.status}:\n${output}`);
  }
  return {
    url,
    output: () => output,
    exitCode: () => child.exitCode,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
