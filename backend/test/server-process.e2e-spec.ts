import { freshDatabase } from './database';
import { BUILD_MS, ensureBackendBuilt, START_UP_MS, startServerProcess } from './server-process';

/** Holds the process this long before the backend's code runs, as a machine busy with other builds does. */
const SLOW_START = `--import=data:text/javascript,await%20new%20Promise((resolve)=>setTimeout(resolve,25000))`;

describe('the tests that run the backend as a process', () => {
  beforeAll(() => ensureBackendBuilt(), BUILD_MS);

  it(
    'wait for a backend that is slow to start, and say what a backend that cannot start printed',
    async () => {
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: await freshDatabase({ migrated: true }),
        JWT_SECRET: 'server-process-secret-that-is-long-enough',
        LOG_LEVEL: 'warn',
        SPA_DIR: '/nonexistent-spa',
        FIREBASE_PROJECT_ID: process.env.TEST_FIREBASE_PROJECT_ID!,
        FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST!,
        JOBS: 'false',
      };
      const slow = await startServerProcess({ ...env, NODE_OPTIONS: SLOW_START });
      try {
        expect((await fetch(`${slow.url}/api/health`)).status).toBe(200);
      } finally {
        await slow.kill('SIGTERM');
      }
      await expect(startServerProcess({ ...env, JWT_SECRET: 'short' })).rejects.toThrow(
        /stopped at start-up:\n[^]*JWT_SECRET must be at least 32 characters/,
      );
    },
    2 * START_UP_MS,
  );
});
