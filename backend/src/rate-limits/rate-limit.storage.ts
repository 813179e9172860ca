import type { ThrottlerStorage } from '@nestjs/throttler';
import type { PrismaService } from '../database/prisma.service';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const SWEEP_EVERY = 500;

/**
 * Counts requests in PostgreSQL, so that every instance of the shop sees the same counts: a fixed window per
 * key, opened by its first request and counted by one atomic statement.
 */
export class PostgresRateLimitStorage implements ThrottlerStorage {
  private calls = 0;

  constructor(private readonly prisma: PrismaService) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const [row] = await this.prisma.$queryRaw<{ hits: number; ms_left: number }[]>`
      INSERT INTO rate_limits (key, hits, window_ends_at)
      VALUES (${key}, 1, now() + ${ttl} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
        window_ends_at = CASE WHEN rate_limits.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE rate_limits.window_ends_at END
      RETURNING hits, GREATEST(0, EXTRACT(EPOCH FROM window_ends_at - now()) * 1000)::float8 AS ms_left`;
    if (++this.calls % SWEEP_EVERY === 0) {
      await this.prisma.$executeRaw`DELETE FROM rate_limits WHERE window_ends_at < now() - interval '1 minute'`;
    }
    const secondsLeft = Math.max(1, Math.ceil(row!.ms_left / 1000));
    const isBlocked = row!.hits > limit;
    return {
      totalHits: row!.hits,
      timeToExpire: secondsLeft,
      isBlocked,
      timeToBlockExpire: isBlocked ? secondsLeft : 0,
    };
  }
}
