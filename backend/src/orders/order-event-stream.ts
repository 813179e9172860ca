import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Observable, Subject } from 'rxjs';
import type { AuthUser } from '../auth/access';
import { Stopping } from '../common/http/stopping';
import { PgNotificationsService } from '../database/pg-notifications.service';
import { PrismaService } from '../database/prisma.service';
import type { BookingEvent, OrderEvent } from '../generated/prisma/client';
import { JobsService } from '../jobs/jobs.service';
import { LIVE_EVENTS_CHANNEL } from '../common/live-events';

/** How many events one read takes: a reconnect after a long absence replays in pages. */
const PAGE = 500;
/** Events are replayed to a client that comes back within this many days. */
const KEPT_DAYS = 7;

type Viewer = Pick<AuthUser, 'id' | 'role' | 'permissions'>;

/** What the stream carries: a change to an order, or (for staff who run bookings) to a table booking; one sequence of ids. */
export type LiveEvent =
  { name: 'order'; id: bigint; event: OrderEvent } | { name: 'booking'; id: bigint; event: BookingEvent };

const visibleTo = (viewer: Viewer) => (live: LiveEvent) =>
  live.name === 'order'
    ? viewer.permissions.has('orders.read') || live.event.userId === viewer.id
    : viewer.permissions.has('bookings.manage');

/** Staff who see others' events read every event and keep theirs; a customer reads only their own orders'. */
const seesOthers = (viewer: Viewer) =>
  viewer.permissions.has('orders.read') || viewer.permissions.has('bookings.manage');

/**
 * Order and booking events as a live stream, on every instance: each commit's `pg_notify` wakes this instance, which reads
 * what was committed after the last event it read, in id order, and hands it to every open stream. Ids commit in
 * order (order-events.ts), so reading "after the last id" never skips one. A client that comes back names the last
 * event it saw and first receives every one after it from the table.
 */
@Injectable()
export class OrderEventStream implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Order events');
  private readonly live = new Subject<LiveEvent>();
  /** The open streams, each with the rights it was opened with and how to end it. */
  private readonly followers = new Set<{ viewer: Viewer; end: () => void }>();
  /** The last event read from the table; undefined until the instance has started. */
  private lastRead?: bigint;
  private reading?: Promise<void>;
  private readAgain = false;

  constructor(
    private readonly prisma: PrismaService,
    notifications: PgNotificationsService,
    jobs: JobsService,
    stopping: Stopping,
  ) {
    notifications.listen(LIVE_EVENTS_CHANNEL, () => this.catchUp());
    // A stopping instance ends its streams (and any opened after): their clients come back to another instance,
    // naming the last event they saw, and miss none.
    stopping.onStop(() => this.live.complete());
    jobs.recur({ name: 'forget-old-order-events', cron: '17 4 * * *', run: () => this.forgetOld() });
  }

  async onApplicationBootstrap(): Promise<void> {
    const [last] = await this.prisma.$queryRaw<{ id: bigint }[]>`
      SELECT greatest((SELECT coalesce(max(id), 0) FROM order_events), (SELECT coalesce(max(id), 0) FROM booking_events))::int8 AS id`;
    this.lastRead = last!.id;
  }

  /** Open streams end, so that the server can close. */
  beforeApplicationShutdown(): void {
    this.live.complete();
  }

  /**
   * The events the viewer may see: those after `after` (none before now when undefined), then each new one as it
   * commits, each once and in order. It ends once the viewer is removed or their role changes: the client then
   * opens a stream with the rights they have now.
   */
  follow(viewer: Viewer, after: bigint | undefined): Observable<LiveEvent> {
    const visible = visibleTo(viewer);
    return new Observable<LiveEvent>((subscriber) => {
      const follower = { viewer, end: () => subscriber.complete() };
      this.followers.add(follower);
      let sent = after;
      let replaying = after !== undefined;
      const held: LiveEvent[] = [];
      const send = (event: LiveEvent) => {
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
      return () => {
        this.followers.delete(follower);
        live.unsubscribe();
      };
    });
  }

  /**
   * Ends the streams whose viewer is gone or holds another role now. Called with every page of new events before
   * it is handed on: the page was read after it committed, so a demotion committed before any of its events is seen.
   */
  private async endStreamsWithoutRights(): Promise<void> {
    if (this.followers.size === 0) return;
    const ids = [...new Set([...this.followers].map((follower) => follower.viewer.id))];
    const roles = new Map(
      (await this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, role: true } })).map(
        (user) => [user.id, user.role],
      ),
    );
    for (const follower of this.followers) {
      if (roles.get(follower.viewer.id) !== follower.viewer.role) follower.end();
    }
  }

  private async replay(viewer: Viewer, after: bigint, send: (event: LiveEvent) => void): Promise<void> {
    for (let cursor = after; ;) {
      const page = seesOthers(viewer) ? await this.pageAfter(cursor) : await this.customerPageAfter(viewer, cursor);
      page.filter(visibleTo(viewer)).forEach(send);
      if (page.length < PAGE) return;
      cursor = page.at(-1)!.id;
    }
  }

  private async customerPageAfter(viewer: Viewer, cursor: bigint): Promise<LiveEvent[]> {
    const events = await this.prisma.orderEvent.findMany({
      where: { id: { gt: cursor }, userId: viewer.id },
      orderBy: { id: 'asc' },
      take: PAGE,
    });
    return events.map((event) => ({ name: 'order', id: event.id, event }));
  }

  /** Every event after `cursor`, orders' and bookings' in one order of ids, a page at a time. */
  private async pageAfter(cursor: bigint): Promise<LiveEvent[]> {
    const ids = await this.prisma.$queryRaw<{ id: bigint; name: 'order' | 'booking' }[]>`
      SELECT id, 'order' AS name FROM order_events WHERE id > ${cursor}
      UNION ALL SELECT id, 'booking' AS name FROM booking_events WHERE id > ${cursor}
      ORDER BY id LIMIT ${PAGE}`;
    const idsOf = (name: LiveEvent['name']) => ids.filter((row) => row.name === name).map((row) => row.id);
    const [orders, bookings] = await Promise.all([
      this.prisma.orderEvent.findMany({ where: { id: { in: idsOf('order') } } }),
      this.prisma.bookingEvent.findMany({ where: { id: { in: idsOf('booking') } } }),
    ]);
    return [
      ...orders.map((event): LiveEvent => ({ name: 'order', id: event.id, event })),
      ...bookings.map((event): LiveEvent => ({ name: 'booking', id: event.id, event })),
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
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
      const page = await this.pageAfter(this.lastRead);
      if (page.length > 0) await this.endStreamsWithoutRights();
      for (const live of page) {
        this.lastRead = live.id;
        this.live.next(live);
      }
      if (page.length < PAGE) return;
    }
  }

  private async forgetOld(): Promise<{ forgotten: number }> {
    const { count } = await this.prisma.orderEvent.deleteMany({
      where: {
        at: { lt: new Date(Date.now() - KEPT_DAYS * 24 * 60 * 60_000) },
        kind: { notIn: ['created', 'status'] },
      },
    });
    const bookings = await this.prisma.bookingEvent.deleteMany({
      where: { at: { lt: new Date(Date.now() - KEPT_DAYS * 24 * 60 * 60_000) } },
    });
    return { forgotten: count + bookings.count };
  }
}
