import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { RecordOwner } from '../auth/access';
import { APP_CONFIG, type AppConfig, ConfigError } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';
import { fromCents } from '../common/money';
import { fromStatusText, toOrderDto, toPaymentDto, ORDER_DETAILS } from './order.mapper';

type Schemas = components['schemas'];

/** The query of `GET /orders` as Express hands it over, already held to the contract. */
export interface OrderFilter {
  status?: Schemas['OrderStatus'];
  from?: string;
  to?: string;
  page?: string;
  pageSize?: string;
}

/** The kitchen screen shows orders finished in the last hour, and at most this many orders in all. */
const KITCHEN_KEEPS_FINISHED_MS = 60 * 60_000;
const KITCHEN_MAX_ORDERS = 300;

@Injectable()
export class OrdersService implements OnApplicationBootstrap {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** PostgreSQL counts the shop's days: a zone Node knows but PostgreSQL does not stops the start, not a later call. */
  async onApplicationBootstrap(): Promise<void> {
    const zone = this.config.SHOP_TIME_ZONE;
    const [known] = await this.prisma.$queryRaw<{ known: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE lower(name) = lower(${zone})) AS known`;
    if (!known?.known) {
      throw new ConfigError(
        `Invalid configuration:\n  SHOP_TIME_ZONE is not a time zone PostgreSQL knows; use a current IANA name such as Europe/Paris or UTC (got ${JSON.stringify(zone)})`,
      );
    }
  }

  /** A customer's orders, newest first: those placed under an earlier address of theirs included. */
  async listPayments(owner: RecordOwner): Promise<Schemas['Payment'][]> {
    if (!owner) return [];
    const orders = await this.prisma.order.findMany({
      where: { userId: owner.id },
      include: ORDER_DETAILS,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return orders.map(toPaymentDto);
  }

  async list(filter: OrderFilter): Promise<Schemas['OrderPage']> {
    const page = Number(filter.page ?? 1);
    const pageSize = Number(filter.pageSize ?? 20);
    const where: Prisma.OrderWhereInput = {
      ...(filter.status ? { status: fromStatusText(filter.status) } : {}),
      ...(filter.from || filter.to ? { createdAt: await this.placedBetween(filter.from, filter.to) } : {}),
    };
    const [total, orders] = await this.prisma.$transaction([
      this.prisma.order.count({ where }),
      this.prisma.order.findMany({
        where,
        include: ORDER_DETAILS,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
    ]);
    return { items: orders.map(toOrderDto), total, page, pageSize };
  }

  /**
   * What the kitchen works on: every order not finished, whenever it was placed, and those finished in the last hour,
   * the soonest due first (its ready time, else its promised time, else when it was placed).
   */
  async kitchenOrders(): Promise<Schemas['Order'][]> {
    const orders = await this.prisma.order.findMany({
      where: {
        OR: [
          { status: { in: ['pending', 'accepted', 'preparing', 'ready'] } },
          { updatedAt: { gte: new Date(Date.now() - KITCHEN_KEEPS_FINISHED_MS) } },
        ],
      },
      include: ORDER_DETAILS,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: KITCHEN_MAX_ORDERS,
    });
    const due = (order: (typeof orders)[number]) => (order.readyAt ?? order.promisedAt ?? order.createdAt).getTime();
    return orders.sort((a, b) => due(a) - due(b)).map(toOrderDto);
  }

  async overview(): Promise<Schemas['Overview']> {
    const zone = this.config.SHOP_TIME_ZONE;
    // PostgreSQL turns the shop's calendar into instants, daylight saving time included; ISO weeks start on Monday.
    const [figures] = await this.prisma.$queryRaw<
      { todayOrders: number; todayCents: bigint; weekOrders: number; weekCents: bigint; pendingOrders: number; dishes: number; users: number }[]
    >`
      WITH shop AS (
        SELECT date_trunc('day', now() AT TIME ZONE ${zone}::text) AT TIME ZONE ${zone}::text AS today,
               date_trunc('week', now() AT TIME ZONE ${zone}::text) AT TIME ZONE ${zone}::text AS week
      )
      SELECT count(o.id) FILTER (WHERE o.created_at >= shop.today)::int AS "todayOrders",
             coalesce(sum(o.amount_cents) FILTER (WHERE o.created_at >= shop.today), 0)::int8 AS "todayCents",
             count(o.id)::int AS "weekOrders",
             coalesce(sum(o.amount_cents), 0)::int8 AS "weekCents",
             (SELECT count(*) FROM orders WHERE status = 'pending')::int AS "pendingOrders",
             (SELECT count(*) FROM menu_items WHERE removed_at IS NULL)::int AS dishes,
             (SELECT count(*) FROM users)::int AS users
      FROM shop LEFT JOIN orders o ON o.created_at >= shop.week AND o.status NOT IN ('cancelled', 'rejected')`;
    const f = figures!;
    return {
      timeZone: zone,
      today: { orders: f.todayOrders, revenue: fromCents(Number(f.todayCents)) },
      thisWeek: { orders: f.weekOrders, revenue: fromCents(Number(f.weekCents)) },
      pendingOrders: f.pendingOrders,
      dishes: f.dishes,
      users: f.users,
    };
  }

  /** The instants between the start of day `from` and the end of day `to` in the shop's time zone. */
  private async placedBetween(from?: string, to?: string): Promise<Prisma.DateTimeFilter> {
    const zone = this.config.SHOP_TIME_ZONE;
    const [bounds] = await this.prisma.$queryRaw<{ start: Date | null; after: Date | null }[]>`
      SELECT (${from ?? null}::date)::timestamp AT TIME ZONE ${zone}::text AS start,
             (${to ?? null}::date + 1)::timestamp AT TIME ZONE ${zone}::text AS after`;
    // The day after 9999-12-31 is in year 10000, which no order can reach and no ISO date in a query can name.
    const after = bounds!.after && bounds!.after.getUTCFullYear() < 10_000 ? bounds!.after : undefined;
    return { ...(bounds!.start ? { gte: bounds!.start } : {}), ...(after ? { lt: after } : {}) };
  }
}
