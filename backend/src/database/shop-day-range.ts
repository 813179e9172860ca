import type { Prisma } from '../generated/prisma/client';
import type { PrismaService } from './prisma.service';

/**
 * The instants between the start of day `from` and the end of day `to` (ISO dates, either left open) in a time zone,
 * as PostgreSQL counts them, daylight saving included: a filter for a `timestamptz` column.
 */
export async function shopDayRange(
  prisma: PrismaService,
  zone: string,
  from?: string,
  to?: string,
): Promise<Prisma.DateTimeFilter> {
  const [bounds] = await prisma.$queryRaw<{ start: Date | null; after: Date | null }[]>`
    SELECT (${from ?? null}::date)::timestamp AT TIME ZONE ${zone}::text AS start,
           (${to ?? null}::date + 1)::timestamp AT TIME ZONE ${zone}::text AS after`;
  // The day after 9999-12-31 is in year 10000, which no row can reach and no ISO date in a query can name.
  const after = bounds!.after && bounds!.after.getUTCFullYear() < 10_000 ? bounds!.after : undefined;
  return { ...(bounds!.start ? { gte: bounds!.start } : {}), ...(after ? { lt: after } : {}) };
}
