import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { migrate } from '../src/database/migrator';
import { migrationsDir, repoRoot } from '../src/paths';
import { freshDatabase } from './database';

/**
 * Everything PostgreSQL knows about the public schema that Prisma models: types, tables, columns, indexes, keys.
 * CHECK and EXCLUDE constraints (and the index behind an EXCLUDE) are not among them: Prisma cannot write them, so
 * the migrations add them by hand (the rules of option groups and dish hours, tested in option-groups.e2e-spec.ts; no
 * table booked twice at once, tested in bookings.e2e-spec.ts).
 */
async function describeSchema(url: string): Promise<Record<'enums' | 'columns' | 'indexes' | 'constraints', string[]>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const rows = async (sql: string) => (await client.query(sql)).rows.map((row) => Object.values(row).join(' | '));
  try {
    return {
      enums: await rows(`SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname ORDER BY 1`),
      columns: await rows(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
          character_maximum_length, datetime_precision
        FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY 1, 2`),
      indexes: await rows(`SELECT tablename, indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
          AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype = 'x') ORDER BY 1, 2`),
      constraints: await rows(`SELECT c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = 'public' AND c.conrelid::regclass::text <> '_prisma_migrations' AND c.contype NOT IN ('c', 'x') ORDER BY 1, 2`),
    };
  } finally {
    await client.end();
  }
}

describe('the migrations', () => {
  it('build, from zero, exactly the database schema.prisma describes', async () => {
    const migrated = await freshDatabase({ migrated: false });
    const result = await migrate(migrated);
    expect(result.applied.length).toBeGreaterThan(0);

    // Prisma's own engine turns schema.prisma into SQL; applied to an empty database, it is the reference.
    const reference = await freshDatabase({ migrated: false });
    const sql = execFileSync(process.execPath, [path.join(repoRoot, 'prisma/tools/migrations.mjs'), 'sql'], {
      encoding: 'utf8',
    });
    expect(sql).toContain('CREATE TABLE "menu_items"');
    const client = new Client({ connectionString: reference });
    await client.connect();
    await client.query(sql);
    await client.end();

    const [actual, expected] = await Promise.all([describeSchema(migrated), describeSchema(reference)]);
    expect(actual.columns.length).toBeGreaterThan(30);
    expect(actual).toEqual(expected);
  });

  it('apply each migration once and record it the way Prisma does', async () => {
    const url = await freshDatabase({ migrated: false });
    const first = await migrate(url);
    const second = await migrate(url);
    expect(second).toEqual({ applied: [], alreadyApplied: first.applied.length });

    const client = new Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY 1',
    );
    await client.end();
    expect(rows.map((row) => row.migration_name)).toEqual(first.applied);
    for (const row of rows) {
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('let several instances start at once and still apply each migration once', async () => {
    const url = await freshDatabase({ migrated: false });
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    const applied = results.flatMap((result) => result.applied);
    expect(applied.sort()).toEqual(results.find((r) => r.applied.length > 0)!.applied.sort());
    expect(results.filter((r) => r.applied.length > 0)).toHaveLength(1);
    expect(migrationsDir).toContain('prisma');
  });
});
