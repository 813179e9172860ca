import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** Called with a notification's payload; and with `undefined` after a reconnect, when notifications may have been missed. */
export type NotificationHandler = (payload: string | undefined) => void;

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * PostgreSQL's LISTEN/NOTIFY on one connection per instance: a `pg_notify` made in a transaction reaches every
 * instance of the shop when that transaction commits, and never before. LISTEN needs a session of its own, so the
 * connection is direct (`DATABASE_DIRECT_URL`), never through a pooler in transaction mode. A connection that drops is opened again;
 * handlers then hear `undefined`, so that each can catch up from its table.
 */
@Injectable()
export class PgNotificationsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  private readonly handlers = new Map<string, NotificationHandler[]>();
  private client?: Client;
  private closed = false;
  private failures = 0;
  private reconnecting = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Hears every notification on `channel` from now on; to be called before the application boots (a constructor or onModuleInit). */
  listen(channel: string, handler: NotificationHandler): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.handlers.size > 0) await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.DATABASE_DIRECT_URL });
    client.on('notification', ({ channel, payload }) => this.deliver(channel, payload ?? ''));
    client.on('error', (error) => this.logger.warn(`listening connection: ${error.message}`));
    client.on('end', () => this.reconnect());
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    this.failures = 0;
    this.reconnecting = false;
  }

  private reconnect(): void {
    if (this.closed || this.reconnecting) return;
    this.reconnecting = true;
    const delay = RECONNECT_MS[Math.min(this.failures++, RECONNECT_MS.length - 1)];
    setTimeout(() => {
      this.connect().then(
        () => {
          for (const channel of this.handlers.keys()) this.deliver(channel, undefined);
        },
        (error: Error) => {
          this.logger.warn(`listening again failed: ${error.message}`);
          this.reconnecting = false;
          this.reconnect();
        },
      );
    }, delay);
  }

  private deliver(channel: string, payload: string | undefined): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.logger.error(error);
      }
    }
  }
}
