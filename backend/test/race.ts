import type { PrismaService } from '../src/database/prisma.service';

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > deadline) throw new Error('The racing requests never reached their writes.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function writesWaitingOn(prisma: PrismaService, table: string): Promise<number> {
  const [row] = await prisma.$queryRaw<{ waiting: number }[]>`
    SELECT count(*)::int AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ~* ${`^(UPDATE|DELETE FROM) "public"\\."${table}"`}`;
  return row!.waiting;
}

/**
 * Makes requests truly race: rows of `table` are locked while the requests read them, and let go only once every
 * request waits at its write, so each request has decided on what it read before any of them writes.
 */
export async function raceAtRowLock<T>(
  prisma: PrismaService,
  table: string,
  ids: string[],
  requests: () => PromiseLike<T>[],
): Promise<T[]> {
  const { racing } = await prisma.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT id FROM "${table}" WHERE id = ANY($1::uuid[]) FOR UPDATE`, ids);
      const started = requests();
      const racing = Promise.all(started);
      await until(async () => (await writesWaitingOn(prisma, table)) === started.length);
      return { racing }; // not awaited here: the requests finish only once this transaction lets go of the rows
    },
    { timeout: 20_000 },
  );
  return racing;
}
