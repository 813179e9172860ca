// Writes and checks the SQL migrations in prisma/migrations without Prisma's native schema engine.
//   node prisma/tools/migrations.mjs new <name>   writes the migration from the last migration's schema to schema.prisma
//   node prisma/tools/migrations.mjs sql          prints the SQL that creates schema.prisma from nothing
// Each migration keeps a copy of the schema it leads to (schema.prisma beside migration.sql): the next one is
// diffed from it, since Prisma 6's WebAssembly engine cannot replay migrations on PostgreSQL 18.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaFile = path.join(root, 'prisma/schema.prisma');
const migrationsDir = path.join(root, 'prisma/migrations');
// Prisma 6's CLI, installed under another name beside Prisma 7; its package exports no path to the CLI itself.
const prisma6 = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('prisma-wasm-tools/package.json'))),
  'build/index.js',
);

/** Runs `prisma migrate diff` of Prisma 6 against a fresh database; returns its exit code and output. */
export async function migrateDiff(args) {
  const work = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  const db = await startEmbeddedPostgres({ dataDir: path.join(work, 'pg'), persistent: false });
  try {
    // Prisma 6 wants a url in the datasource block, which Prisma 7 forbids: give it copies that have one.
    const withUrl = async (file, copyName) => {
      const text = (await readFile(file, 'utf8')).replace(
        /datasource db \{([^}]*)\}/,
        (_, body) => `datasource db {${body}  url = env("DATABASE_URL")\n}`,
      );
      const copy = path.join(work, copyName);
      await writeFile(copy, text);
      return copy;
    };
    const schemaCopy = await withUrl(schemaFile, 'schema.prisma');
    const copies = await Promise.all(args.map((a, i) => (a.endsWith('.prisma') ? withUrl(a, `arg${i}.prisma`) : a)));
    const env = {
      ...process.env,
      DATABASE_URL: db.url(),
      PRISMA6_SCHEMA: schemaCopy,
      PRISMA_QUERY_ENGINE_LIBRARY: schemaCopy,
      PRISMA_SCHEMA_ENGINE_BINARY: schemaCopy,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
    };
    const argv = [
      prisma6,
      'migrate',
      'diff',
      '--config',
      path.join(root, 'prisma/tools/prisma6.config.mjs'),
      ...copies,
    ];
    const withSchema = argv.map((a) => (a === '@schema' ? schemaCopy : a));
    try {
      const stdout = execFileSync(process.execPath, withSchema, {
        env,
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return { code: 0, stdout, stderr: '' };
    } catch (error) {
      return { code: error.status ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) };
    }
  } finally {
    await db.stop();
    await rm(work, { recursive: true, force: true });
  }
}

async function lastSchemaSnapshot() {
  const { readdir } = await import('node:fs/promises');
  const dirs = (await readdir(migrationsDir, { withFileTypes: true }).catch(() => []))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return dirs.length ? path.join(migrationsDir, dirs.at(-1), 'schema.prisma') : undefined;
}

async function main([command, name]) {
  if (command === 'new') {
    if (!/^[a-z0-9_]+$/.test(name ?? '')) throw new Error('usage: migrations.mjs new <snake_case_name>');
    const previous = await lastSchemaSnapshot();
    const from = previous ? ['--from-schema-datamodel', previous] : ['--from-empty'];
    const { code, stdout, stderr } = await migrateDiff([...from, '--to-schema-datamodel', '@schema', '--script']);
    if (code !== 0 || stderr.includes('Error')) throw new Error(stderr);
    if (!/^\s*(CREATE|ALTER|DROP)/m.test(stdout))
      return console.log('schema.prisma and the migrations agree: nothing to write.');
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'migration.sql'), stdout);
    await writeFile(path.join(dir, 'schema.prisma'), await readFile(schemaFile, 'utf8'));
    await writeFile(path.join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
    return console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
  }
  if (command === 'sql') {
    const { code, stdout, stderr } = await migrateDiff([
      '--from-empty',
      '--to-schema-datamodel',
      '@schema',
      '--script',
    ]);
    if (code !== 0 || stderr.includes('Error')) throw new Error(stderr);
    return process.stdout.write(stdout);
  }
  throw new Error('usage: migrations.mjs new <name> | sql');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message ?? error);
    process.exitCode = 1;
  });
}
