import 'reflect-metadata';
import pino from 'pino';
import { ConfigError, loadConfig } from './config/config';
import { migrate } from './database/migrator';

/**
 * Applies the migrations the database has not seen, then stops: what a deployment runs once before it rolls the
 * shop's instances (Kubernetes' migration Job). Each instance would apply them at start-up too, one at a time under
 * an advisory lock; run first, they find nothing left to do.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  const migrations = await migrate(config.DATABASE_DIRECT_URL, { log: (line) => log.info(line) });
  log.info(
    { applied: migrations.applied.length, alreadyApplied: migrations.alreadyApplied },
    'database schema is up to date',
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `The migrations could not be applied: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
