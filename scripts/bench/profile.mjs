// `--profile=<dir>`: the shop runs under Node's CPU profiler and PostgreSQL counts its statements
// (pg_stat_statements); the profiles (open them in Chrome's DevTools) and the statements that took the most time
// are written to <dir>.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** PostgreSQL settings that make it count every statement. */
export const STATEMENT_COUNTING = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' };

/** The shop's environment addition that writes a CPU profile into `dir` when it stops. */
export async function cpuProfiling(dir) {
  await mkdir(dir, { recursive: true });
  const exitOnSigterm = fileURLToPath(new URL('./exit-on-sigterm.cjs', import.meta.url));
  return { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(dir)} --require=${exitOnSigterm}` };
}

export async function startCountingStatements(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
  } finally {
    await client.end();
  }
}

/** Writes the statements that took the most time since `startCountingStatements` to `<dir>/statements.txt`. */
export async function writeStatements(databaseUrl, dir) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT calls, round(total_exec_time)::int AS total_ms, round(mean_exec_time::numeric, 2) AS mean_ms, rows,
             regexp_replace(query, '\\s+', ' ', 'g') AS query
      FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 60`);
    const lines = rows.map(
      (row) => `${row.calls}\t${row.total_ms} ms\t${row.mean_ms} ms\t${row.rows} rows\t${row.query.slice(0, 400)}`,
    );
    await writeFile(path.join(dir, 'statements.txt'), `calls\ttotal\tmean\trows\tstatement\n${lines.join('\n')}\n`);
  } finally {
    await client.end();
  }
}
