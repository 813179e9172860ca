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

/** A new, empty database (no tables) or a copy of the migrated template; answers its address. */
export async function freshDatabase({ migrated }: { migrated: boolean }): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"${migrated ? ` TEMPLATE "${TEMPLATE}"` : ''}`));
  return databaseUrl(name);
}
