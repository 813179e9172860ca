import { Prisma } from '../generated/prisma/client';

const FOREIGN_KEY_VIOLATION = '23503';
const EXCLUSION_VIOLATION = '23P01';

/**
 * The name of the foreign key a write broke (a row it points to was deleted meanwhile), or undefined when it
 * failed for another reason. Prisma's own queries and raw SQL report it in different shapes.
 */
export function brokenForeignKey(error: unknown): string | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const meta = (error.meta ?? {}) as {
    constraint?: unknown;
    field_name?: unknown;
    driverAdapterError?: { cause?: { constraint?: unknown } };
  };
  const cause = meta.driverAdapterError?.cause;
  const isForeignKey = error.code === 'P2003' || postgresCodesOf(error).includes(FOREIGN_KEY_VIOLATION);
  if (!isForeignKey) return undefined;
  const named = [meta.constraint, meta.field_name, cause?.constraint, error.message].map((value) =>
    typeof value === 'string' ? value : JSON.stringify(value ?? ''),
  );
  return /\b(\w+_fkey)\b/.exec(named.join(' '))?.[1] ?? 'unknown';
}

/** Whether a write broke an exclusion constraint (`EXCLUDE USING gist …`), such as two holds on one table at once. */
export function brokeExclusion(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && postgresCodesOf(error).includes(EXCLUSION_VIOLATION);
}

/** PostgreSQL's error code, where Prisma's own queries (`meta.code`) and raw SQL through the driver adapter put it. */
function postgresCodesOf(error: Prisma.PrismaClientKnownRequestError): (string | undefined)[] {
  const meta = (error.meta ?? {}) as { code?: string; driverAdapterError?: { cause?: { originalCode?: string } } };
  return [meta.code, meta.driverAdapterError?.cause?.originalCode];
}
