import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** A piece of background work and when it runs: a cron expression in UTC. */
export interface RecurringJob {
  name: string;
  cron: string;
  run: () => Promise<unknown>;
}

/** A piece of work asked for with its data, to run once, later (`JobsService.later`). */
export interface DeferredJob<T extends object> {
  name: string;
  run: (data: T) => Promise<unknown>;
}

/**
 * Background work as jobs in PostgreSQL (pg-boss, in its own `pgboss` schema): a schedule survives restarts, and
 * each run happens once across every instance of the shop. Features register their work before the app starts.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly jobs = new Map<string, RecurringJob>();
  private readonly deferred = new Map<string, DeferredJob<object>>();
  private boss?: PgBoss;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Runs `job.run` on its schedule, once per tick across every instance. */
  recur(job: RecurringJob): void {
    this.jobs.set(job.name, job);
  }

  /** Runs `job.run` with the data of each `later(job.name, …)`, once across every instance. */
  handle<T extends object>(job: DeferredJob<T>): void {
    this.deferred.set(job.name, job as DeferredJob<object>);
  }

  /**
   * Asks for a run of `name`'s handler with `data` in `seconds`, kept in PostgreSQL until it has run. False when
   * background jobs are off in this process: the caller then does the work itself.
   */
  async later(name: string, data: object, seconds: number): Promise<boolean> {
    if (!this.boss) return false;
    await this.boss.send(name, data, { startAfter: seconds });
    return true;
  }

  /** Asks for a run now, outside the schedule (an operator, or a test). */
  async runNow(name: string): Promise<string | null> {
    if (!this.boss) throw new Error('Background jobs are not running.');
    return this.boss.send(name);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.JOBS) return;
    const boss = new PgBoss({ connectionString: this.config.DATABASE_URL, schema: 'pgboss', max: 3 });
    // A connection lost while the database stops, or for a moment: pg-boss retries; one line says so.
    boss.on('error', (error) => this.logger.warn(`background jobs: ${error.message}`));
    await boss.start();
    for (const job of this.jobs.values()) {
      await boss.createQueue(job.name, { retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 });
      await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
      await boss.work(job.name, async () => {
        const outcome = await job.run();
        this.logger.log({ job: job.name, outcome }, 'job done');
        return outcome;
      });
    }
    for (const job of this.deferred.values()) {
      await boss.createQueue(job.name, { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 });
      await boss.work<object>(job.name, async (runs) => {
        for (const run of runs) await job.run(run.data);
      });
    }
    this.boss = boss;
  }

  async onModuleDestroy(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: 10_000 });
    this.boss = undefined;
  }
}
