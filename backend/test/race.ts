import type { PrismaService } from '../src/database/prisma.service';
import type { Prisma } from '../src/generated/prisma/client';

/** How long requests may take to reach their writes, and the rows are held meanwhile: generous, as a busy machine is slow. */
const REACH_MS = 120_000;
const HOLD = { timeout: REACH_MS + 30_000 } as const;

async function until(condition: () => Promise<boolean>, timeoutMs = REACH_MS): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > deadline)
      throw new Error(`The racing requests never reached their writes within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function queriesWaiting(prisma: PrismaService, query: string): Promise<number> {
  const [row] = await prisma.$queryRaw<{ waiting: number }[]>`
    SELECT count(*)::int AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ~* ${query}`;
  return row!.waiting;
}

const writesWaitingOn = (prisma: PrismaService, table: string) =>
  queriesWaiting(prisma, `^(UPDATE|DELETE FROM) "public"\\."${table}"`);

/**
 * Makes requests truly race: rows of `table` are locked while the requests read them, and let go only once every
 * request waits at its write, so each request has decided on what it read before any of them writes.
 */
export async function raceAtRowLock<T>(
  prisma: PrismaService,
  table: string,
  ids: string[],
  requests: () => PromiseLike<T>[],
  /** The statement the requests wait at, when it is not their write (a `SELECT … FOR UPDATE` that locks first). */
  waitingQuery?: string,
): Promise<T[]> {
  const { racing } = await prisma.$transaction(async (tx) => {
    await tx.$queryRawUnsafe(`SELECT id FROM "${table}" WHERE id = ANY($1::uuid[]) FOR UPDATE`, ids);
    const started = requests();
    const racing = Promise.all(started);
    const waiting = () => (waitingQuery ? queriesWaiting(prisma, waitingQuery) : writesWaitingOn(prisma, table));
    await until(async () => (await waiting()) === started.length);
    return { racing }; // not awaited here: the requests finish only once this transaction lets go of the rows
  }, HOLD);
  return racing;
}

/**
 * Holds a row locked while a request runs into it (its write waits on the row: `waitingQuery` matches the
 * waiting statement), then changes the row with `meanwhile` in the same transaction and lets go: the request
 * meets the change at its write, as if it had happened at that very moment.
 */
export async function changeUnderneath<T>(
  prisma: PrismaService,
  table: string,
  id: string,
  waitingQuery: string,
  request: () => PromiseLike<T>,
  meanwhile: (tx: Prisma.TransactionClient) => Promise<unknown>,
): Promise<T> {
  const { answer } = await prisma.$transaction(async (tx) => {
    await tx.$queryRawUnsafe(`SELECT id FROM "${table}" WHERE id = $1::uuid FOR UPDATE`, id);
    const answer = Promise.resolve(request());
    await until(async () => (await queriesWaiting(prisma, waitingQuery)) === 1);
    await meanwhile(tx);
    return { answer }; // not awaited here: the request goes on only once this transaction lets go of the row
  }, HOLD);
  return answer;
}
