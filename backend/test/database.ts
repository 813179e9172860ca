import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const TEMPLATE = 'shop_template';

function templateUrl(): URL {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set: run the tests through jest, whose global setup starts PostgreSQL.');
  return new URL(url);
}

function databaseUrl(name: string): string {
  const url = templateUrl();
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs SQL on the server's maintenance database. */
async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The port of the run's PgBouncer, in transaction pooling mode before the run's PostgreSQL (the global setup's). */
export function pgBouncerPort(): string {
  const port = process.env.TEST_PGBOUNCER_PORT;
  if (!port)
    throw new Error('TEST_PGBOUNCER_PORT is not set: run the tests through jest, whose global setup starts PgBouncer.');
  return port;
}

/**
 * The settings that point a shop at the database `url`: in a file of the `through PgBouncer` project, through the
 * run's PgBouncer, with the direct address for what needs a session. PgBouncer before 1.21 (Debian's is 1.18)
 * cannot keep prepared statements in transaction mode, so none are named then.
 */
export function shopDatabase(url: string): Record<string, string> {
  if (process.env.TEST_THROUGH_PGBOUNCER !== '1') return { DATABASE_URL: url };
  const pooled = new URL(url);
  pooled.port = pgBouncerPort();
  return { DATABASE_URL: pooled.toString(), DATABASE_DIRECT_URL: url, DATABASE_STATEMENT_CACHE: '0' };
}

/** A new, empty database (no tables) or a copy of the migrated template; answers its address. */
export async function freshDatabase({ migrated }: { migrated: boolean }): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"${migrated ? ` TEMPLATE "${TEMPLATE}"` : ''}`));
  return databaseUrl(name);
}
