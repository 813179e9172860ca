import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
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

/** Builds the backend as `make start` runs it (backend/dist), unless the build is newer than every source file. */
export async function ensureBackendBuilt(): Promise<void> {
  const built = await stat(mainFile)
    .then((s) => s.mtimeMs)
    .catch(() => 0);
  if (built > (await newestSource(path.join(backendDir, 'src')))) return;
  await promisify(execFile)('npm', ['run', 'build', '--silent'], { cwd: backendDir, maxBuffer: 10 * 1024 * 1024 });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
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

/** The real backend process (`node backend/dist/main.js`), answering /api/health before this resolves. */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [mainFile], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + START_UP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the backend stopped at start-up:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the backend did not answer /api/health within ${START_UP_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
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
