import 'reflect-metadata';
import pino from 'pino';
import { createApp } from './app';
import { drain, Stopping } from './common/http/stopping';
import { ConfigError, loadConfig } from './config/config';
import { PrismaService } from './database/prisma.service';
import { migrate } from './database/migrator';
import { seedDiningRoom, seedMenu } from './database/seed';
import { shopLanguageOf } from './common/i18n/languages';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const log = pino({
    level: config.LOG_LEVEL,
    ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  });
  const migrations = await migrate(config.DATABASE_DIRECT_URL, { log: (line) => log.info(line) });
  log.info(
    { applied: migrations.applied.length, alreadyApplied: migrations.alreadyApplied },
    'database schema is up to date',
  );
  const app = await createApp(config);
  if (config.SEED_MENU) {
    // The demo menu in the shop's own language, translated into its others.
    const language = shopLanguageOf(config.SHOP_LOCALE);
    const seeded = await seedMenu(app.get(PrismaService), { language, translated: true });
    if (seeded > 0) log.info(`seeded the menu with ${seeded} dishes`);
    const tables = await seedDiningRoom(app.get(PrismaService));
    if (tables > 0) log.info(`seeded the dining room with ${tables} tables`);
  }
  await app.listen(config.PORT, config.HOST);
  const url = (await app.getUrl()).replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');
  log.info({ url }, `the shop is open at ${url}`);
  // A parent that started the shop with an IPC channel (a process manager, the tests) learns that it listens, and
  // where: with PORT=0 the system chose the port.
  process.send?.({ listening: url });

  // A rolling deploy's stop loses nothing: the health check fails first, no new connection is taken, the requests
  // in flight are answered, the event streams end (their clients resume on another instance), and only then do the
  // jobs stop (a job running finishes, the others stay queued for the other instances) and the database go.
  // A second signal stops at once.
  const stop = async (signal: NodeJS.Signals) => {
    log.info({ signal }, 'stopping: answering the requests in flight, taking no new ones');
    const stopping = app.get(Stopping);
    stopping.begin();
    const { cut } = await drain(app.getHttpServer(), stopping, config.SHUTDOWN_TIMEOUT_MS);
    if (cut > 0) log.warn({ cut }, `connections still open after ${config.SHUTDOWN_TIMEOUT_MS} ms were cut`);
    await app.close();
    log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      process.once(signal, () => process.exit(1));
      stop(signal).catch((error: unknown) => {
        log.error(error, 'the shop could not stop in order');
        process.exit(1);
      });
    });
  }
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
