import { Prisma } from '../generated/prisma/client';
import type { PrismaService } from './prisma.service';

type Transaction = Prisma.TransactionClient;

// Transactions over a small table conflict often: PostgreSQL watches small tables as a whole, not by row.
const ATTEMPTS = 10;
const MAX_PAUSE_MS = 1_000;

function isSerializationFailure(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2034') return true;
  // At commit the pg adapter's own error comes through unwrapped, with PostgreSQL's code as its cause.
  const cause = (error as { cause?: { originalCode?: string } } | undefined)?.cause;
  return (
    cause?.originalCode === '40001' ||
    /\b40001\b|could not serialize access/.test(String((error as Error)?.message ?? ''))
  );
}

/**
 * Runs work in a SERIALIZABLE transaction, again when PostgreSQL gives it up for a concurrent one, so that a
 * rule over many rows (such as "one administrator at least") holds under any race and no caller sees a 500.
 */
export async function serializable<T>(prisma: PrismaService, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction(work, { isolationLevel: 'Serializable' });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isSerializationFailure(error)) throw error;
      // Exponential back-off with full jitter, so that the transactions that collided do not collide again.
      const pause = Math.random() * Math.min(MAX_PAUSE_MS, 15 * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
