import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../src/database/migrator';
import { repoRoot } from '../src/paths';

export const TEMPLATE_DATABASE = 'shop_template';

/**
 * One real PostgreSQL and one Auth emulator for the whole run, started side by side; every test file gets a fresh
 * database copied from a migrated template.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-pg-'));
  const { startEmbeddedPostgres } = (await import(path.join(repoRoot, 'scripts/embedded-postgres.mjs'))) as {
    startEmbeddedPostgres: (options: object) => Promise<{
      url: (database?: string) => string;
      stop: () => Promise<void>;
    }>;
  };
  const { startAuthEmulator } = (await import(path.join(repoRoot, 'scripts/firebase-emulator.mjs'))) as {
    startAuthEmulator: (options: object) => Promise<{ host: string; projectId: string; stop: () => Promise<void> }>;
  };
  const migrated = (async () => {
    const db = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      database: TEMPLATE_DATABASE,
      persistent: false,
      // Thrown away at the end: nothing waits on the disk (embedded-postgres.mjs).
      durable: false,
      // Through PgBouncer, each database a test makes gets a pool of its own (of 40, above the shop's own 10 and the
      // 20 connections a race test holds): room for three files at a time.
      settings: { max_connections: '300' },
    });
    try {
      await migrate(db.url(TEMPLATE_DATABASE));
    } catch (error) {
      await db.stop();
      throw error;
    }
    return db;
  })();
  const [pg, auth] = await Promise.allSettled([migrated, startAuthEmulator({ projectId: 'demo-shop-test' })]);
  if (pg.status === 'rejected' || auth.status === 'rejected') {
    // Neither is left running when the other could not start.
    const running = [pg, auth].filter((started) => started.status === 'fulfilled').map((started) => started.value);
    await Promise.all(running.map((service) => service.stop()));
    throw pg.status === 'rejected' ? pg.reason : (auth as PromiseRejectedResult).reason;
  }
  const [db, emulator] = [pg.value, auth.value];
  process.env.TEST_DATABASE_URL = db.url(TEMPLATE_DATABASE);
  process.env.TEST_AUTH_EMULATOR_HOST = emulator.host;
  process.env.TEST_FIREBASE_PROJECT_ID = emulator.projectId;
  // The `through PgBouncer` project's shops reach PostgreSQL through it (database.ts's `shopDatabase`).
  const pooler = await startPooler(db.url('postgres'), [db, emulator]);
  process.env.TEST_PGBOUNCER_PORT = String(pooler.port);
  (globalThis as Record<string, unknown>).__SHOP_TEST_PG__ = { db, dataDir, emulator, pooler };
}

async function startPooler(upstream: string, started: { stop: () => Promise<void> }[]) {
  const { startPgBouncer } = (await import(path.join(repoRoot, 'scripts/pgbouncer.mjs'))) as {
    startPgBouncer: (options: object) => Promise<{ port: number; stop: () => Promise<void> }>;
  };
  try {
    return await startPgBouncer({ upstream, poolSize: 40 });
  } catch (error) {
    await Promise.all(started.map((service) => service.stop()));
    throw error;
  }
}
