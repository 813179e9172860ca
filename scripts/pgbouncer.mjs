// Starts a real PgBouncer (Debian's `pgbouncer` package) in transaction pooling mode in front of a PostgreSQL, as
// a managed database's pooler runs: for the tests that prove the shop works through one, and for the benchmarks.
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { startProgram } from './processes.mjs';

const BINARY = process.env.PGBOUNCER_BINARY ?? '/usr/sbin/pgbouncer';
const START_TIMEOUT_MS = 60_000;

/**
 * Starts PgBouncer on a free port, pooling every database of `upstream` (a postgresql:// address whose user and
 * password PgBouncer also takes from its clients).
 * @param {{ upstream: string, poolSize?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ url: (database: string) => string, port: number, stop: () => Promise<void> }>}
 */
export async function startPgBouncer({ upstream, poolSize = 20, log = () => {} }) {
  const server = new URL(upstream);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const port = await getPort({ host: '127.0.0.1' });
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-pgbouncer-'));
  // As root, PgBouncer refuses to run unless it changes to another user, which must read its files.
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  await chmod(dir, 0o755);
  const quoted = (value) => `"${value.replaceAll('"', '""')}"`;
  await writeFile(path.join(dir, 'userlist.txt'), `${quoted(user)} ${quoted(password)}\n`, { mode: 0o644 });
  await writeFile(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      // Its console (the database `pgbouncer`) answers SHOW STATS and SHOW POOLS to the same user.
      `admin_users = ${user}`,
      'max_client_conn = 2000',
      `default_pool_size = ${poolSize}`,
      // The tests make a database per file: a pool for one that is done lets its connections go soon.
      'server_idle_timeout = 15',
      // What node-postgres sends at start that PgBouncer would otherwise refuse.
      'ignore_startup_parameters = extra_float_digits,options',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const url = (database) => {
    const address = new URL(upstream);
    address.hostname = '127.0.0.1';
    address.port = String(port);
    address.pathname = `/${database}`;
    return address.toString();
  };
  // Answering means a query went through it to PostgreSQL and back.
  const answering = async (output) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const client = new pg.Client({ connectionString: url(server.pathname.slice(1) || 'postgres') });
      try {
        await client.connect();
        await client.query('SELECT 1');
        return;
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(
            `PgBouncer did not answer within ${START_TIMEOUT_MS / 1000} s: ${error.message}\n${output()}`,
            {
              cause: error,
            },
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        await client.end().catch(() => {});
      }
    }
  };
  const program = await startProgram({
    binary: BINARY,
    args: [...asUser, path.join(dir, 'pgbouncer.ini')],
    name: 'PgBouncer',
    debianPackage: 'pgbouncer',
    answering,
    signal: 'SIGINT',
    folder: dir,
    log,
  });
  const { stop } = program;
  return { url, port, stop };
}
