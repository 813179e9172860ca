import { Client } from 'pg';
import { startShop, type TestShop } from './app';
import { pgBouncerPort } from './database';

/** Runs one command on PgBouncer's console (the database `pgbouncer`), which speaks only the simple protocol. */
async function pooledConsole<T>(command: string): Promise<T[]> {
  const address = new URL(process.env.TEST_DATABASE_URL!);
  address.port = pgBouncerPort();
  address.pathname = '/pgbouncer';
  const client = new Client({ connectionString: address.toString() });
  await client.connect();
  try {
    return (await client.query(command)).rows as T[];
  } finally {
    await client.end();
  }
}

// The files of the `through PgBouncer` project (jest.config.cjs) run the payments, the kitchen loop, the bookings and
// the live events through a pooler; this one, of the same project, shows that they really go through it, and that
// what needs a session does not.
describe('the shop behind PgBouncer in transaction pooling mode', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  it('sends its queries and transactions through the pooler, and keeps its LISTEN connection direct', async () => {
    const database = new URL(shop.config.DATABASE_DIRECT_URL).pathname.slice(1);
    expect(new URL(shop.config.DATABASE_URL).port).toBe(pgBouncerPort());
    const ada = await shop.signIn('customer');
    const [dish] = (await shop.http.get('/api/menu').expect(200)).body as { _id: string }[];
    await shop.http
      .post('/api/carts')
      .set('Authorization', ada.authorization)
      .send({ menuItemId: dish!._id, quantity: 2 })
      .expect(201);
    const cart = await shop.http
      .get('/api/carts')
      .query({ email: ada.email })
      .set('Authorization', ada.authorization)
      .expect(200);
    expect(cart.body).toEqual([expect.objectContaining({ menuItemId: dish!._id, quantity: 2 })]);

    const [pool] = (await pooledConsole<{ database: string; pool_mode: string }>('SHOW POOLS')).filter(
      (row) => row.database === database,
    );
    expect(pool?.pool_mode).toBe('transaction');
    const [stats] = (await pooledConsole<{ database: string; total_xact_count: string }>('SHOW STATS')).filter(
      (row) => row.database === database,
    );
    expect(Number(stats?.total_xact_count)).toBeGreaterThan(3);

    // The sessions that listen are none of the pooler's connections to PostgreSQL.
    const pooled = new Set(
      (await pooledConsole<{ database: string; remote_pid: string }>('SHOW SERVERS'))
        .filter((row) => row.database === database)
        .map((row) => Number(row.remote_pid)),
    );
    const db = new Client({ connectionString: shop.config.DATABASE_DIRECT_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN %'`,
        [database],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const { pid } of rows) expect(pooled.has(pid)).toBe(false);
    } finally {
      await db.end();
    }
  });
});
