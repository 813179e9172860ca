import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Observable, Subject } from 'rxjs';
import type { AuthUser } from '../auth/access';
import { PgNotificationsService } from '../database/pg-notifications.service';
import { PrismaService } from '../database/prisma.service';
import type { OrderEvent } from '../generated/prisma/client';
import { JobsService } from '../jobs/jobs.service';
import { ORDER_EVENTS_CHANNEL } from './order-events';

/** How many events one read takes: a reconnect after a long absence replays in pages. */
const PAGE = 500;
/** Events are replayed to a client that comes back within this many days. */
const KEPT_DAYS = 7;

type Viewer = Pick<AuthUser, 'id' | 'role'>;

const visibleTo = (viewer: Viewer) => (event: OrderEvent) => viewer.role === 'admin' || event.userId === viewer.id;

/**
 * Order events as a live stream, on every instance: each commit's `pg_notify` wakes this instance, which reads
 * what was committed after the last event it read, in id order, and hands it to every open stream. Ids commit in
 * order (order-events.ts), so reading "after the last id" never skips one. A client that comes back names the last
 * event it saw and first receives every one after it from the table.
 */
@Injectable()
export class OrderEventStream implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Order events');
  private readonly live = new Subject<OrderEvent>();
  /** The last event read from the table; undefined until the instance has started. */
  private lastRead?: bigint;
  private reading?: Promise<void>;
  private readAgain = false;

  constructor(
    private readonly prisma: PrismaService,
    notifications: PgNotificationsService,
    jobs: JobsService,
  ) {
    notifications.listen(ORDER_EVENTS_CHANNEL, () => this.catchUp());
    jobs.recur({ name: 'forget-old-order-events', cron: '17 4 * * *', run: () => this.forgetOld() });
  }

  async onApplicationBootstrap(): Promise<void> {
    const [last] = await this.prisma.$queryRaw<{ id: bigint }[]>`SELECT coalesce(max(id), 0)::int8 AS id FROM order_events`;
    this.lastRead = last!.id;
  }

  /** Open streams end, so that the server can close. */
  beforeApplicationShutdown(): void {
    this.live.complete();
  }

  /**
   * The events the viewer may see: those after `after` (none before now when undefined), then each new one as it
   * commits, each once and in order.
   */
  follow(viewer: Viewer, after: bigint | undefined): Observable<OrderEvent> {
    const visible = visibleTo(viewer);
    return new Observable<OrderEvent>((subscriber) => {
      let sent = after;
      let replaying = after !== undefined;
      const held: OrderEvent[] = [];
      const send = (event: OrderEvent) => {
        if (sent !== undefined && event.id <= sent) return;
        sent = event.id;
        subscriber.next(event);
      };
      const live = this.live.subscribe({
        next: (event) => {
          if (!visible(event)) return;
          if (replaying) held.push(event);
          else send(event);
        },
        complete: () => subscriber.complete(),
      });
      if (replaying) {
        this.replay(viewer, after!, send)
          .then(() => {
            replaying = false;
            held.splice(0).forEach(send);
          })
          .catch((error: unknown) => subscriber.error(error));
      }
      return () => live.unsubscribe();
    });
  }

  private async replay(viewer: Viewer, after: bigint, send: (event: OrderEvent) => void): Promise<void> {
    for (let cursor = after; ; ) {
      const page = await this.prisma.orderEvent.findMany({
        where: { id: { gt: cursor }, ...(viewer.role === 'admin' ? {} : { userId: viewer.id }) },
        orderBy: { id: 'asc' },
        take: PAGE,
      });
      page.forEach(send);
      if (page.length < PAGE) return;
      cursor = page.at(-1)!.id;
    }
  }

  /** Reads what committed since the last read; one read at a time, again at once if woken meanwhile. */
  private catchUp(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readNew()
      .catch((error: unknown) => this.logger.warn(`order events could not be read: ${String(error)}`))
      .finally(() => {
        this.reading = undefined;
        if (this.readAgain) {
          this.readAgain = false;
          this.catchUp();
        }
      });
  }

  private async readNew(): Promise<void> {
    if (this.lastRead === undefined) return;
    for (;;) {
      const page: OrderEvent[] = await this.prisma.orderEvent.findMany({ where: { id: { gt: this.lastRead } }, orderBy: { id: 'asc' }, take: PAGE });
      for (const event of page) {
        this.lastRead = event.id;
        this.live.next(event);
      }
      if (page.length < PAGE) return;
    }
  }

  private async forgetOld(): Promise<{ forgotten: number }> {
    const { count } = await this.prisma.orderEvent.deleteMany({
      where: { at: { lt: new Date(Date.now() - KEPT_DAYS * 24 * 60 * 60_000) }, kind: { notIn: ['created', 'status'] } },
    });
    return { forgotten: count };
  }
}
