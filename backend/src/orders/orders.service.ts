import { Inject, Injectable, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import type { AuthUser, RecordOwner } from '../auth/access';
import { CartsService } from '../carts/carts.service';
import type { ShopLanguage } from '../common/i18n/languages';
import { APP_CONFIG, type AppConfig, ConfigError } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { shopDayRange } from '../database/shop-day-range';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';
import { ShopMoney } from '../common/money';
import type { LineChoice } from '../pricing/selection';
import { UNFINISHED_STATUSES } from './order-status';
import { fromStatusText, type OrderWithDetails, toOrderDto, toPaymentDto, ORDER_DETAILS } from './order.mapper';

type Schemas = components['schemas'];

/** The query of `GET /orders` as Express hands it over, already held to the contract. */
export interface OrderFilter {
  q?: string;
  status?: Schemas['OrderStatus'];
  from?: string;
  to?: string;
  page?: string;
  pageSize?: string;
}

/** The kitchen screen shows the orders finished in the last hour, at most this many of them. */
const KITCHEN_KEEPS_FINISHED_MS = 60 * 60_000;
const KITCHEN_MAX_FINISHED = 50;

/** A search's number, when it is one (`1042`, `#1042`). */
const NUMBER_SEARCH = /^#?\s*(\d{1,9})$/;
/** Phones found by their digits match at least this many of them. */
const PHONE_SEARCH_DIGITS = 3;

@Injectable()
export class OrdersService implements OnApplicationBootstrap {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly money: ShopMoney,
    private readonly carts: CartsService,
  ) {}

  /** The caller's own past order, its dishes and choices put in their cart again at today's prices. */
  async reorder(caller: AuthUser, id: string, language: ShopLanguage): Promise<Schemas['Reorder']> {
    const order = await this.prisma.order.findFirst({
      where: { id, userId: caller.id },
      include: { lines: { orderBy: { position: 'asc' } } },
    });
    if (!order) throw new NotFoundException('No order with this id.');
    return this.carts.addAgain(
      caller,
      order.lines.map((line) => ({
        menuItemId: line.menuItemId,
        name: line.name,
        priceCents: line.priceCents,
        currency: order.currency,
        quantity: line.quantity,
        choices: line.choices as unknown as LineChoice[],
      })),
      language,
    );
  }

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
      ...(filter.from || filter.to
        ? { createdAt: await shopDayRange(this.prisma, this.config.SHOP_TIME_ZONE, filter.from, filter.to) }
        : {}),
      ...(filter.q ? await this.searched(filter.q) : {}),
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
   * What the kitchen works on: every order not finished, however many, whenever placed; those waiting for an answer
   * first, the one to answer soonest first, then the others, soonest due (its ready time, else its promised time,
   * else when it was placed); and the last orders finished in the last hour.
   */
  async kitchenOrders(): Promise<Schemas['Order'][]> {
    const [unfinished, finished] = await this.prisma.$transaction([
      this.prisma.order.findMany({ where: { status: { in: UNFINISHED_STATUSES } }, include: ORDER_DETAILS }),
      this.prisma.order.findMany({
        where: {
          status: { notIn: UNFINISHED_STATUSES },
          updatedAt: { gte: new Date(Date.now() - KITCHEN_KEEPS_FINISHED_MS) },
        },
        include: ORDER_DETAILS,
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
        take: KITCHEN_MAX_FINISHED,
      }),
    ]);
    const due = (order: OrderWithDetails) =>
      (order.status === 'pending'
        ? (order.answerBy ?? order.createdAt)
        : (order.readyAt ?? order.promisedAt ?? order.createdAt)
      ).getTime();
    const waiting = (order: OrderWithDetails) => (order.status === 'pending' ? 0 : 1);
    return unfinished
      .sort((a, b) => waiting(a) - waiting(b) || due(a) - due(b))
      .concat(finished)
      .map(toOrderDto);
  }

  /**
   * Today's and this week's figures: orders placed (those turned away left out), the money taken for them (what was
   * charged less what was refunded), and the cards still only held, waiting for the kitchen, apart.
   */
  async overview(): Promise<Schemas['Overview']> {
    const zone = this.config.SHOP_TIME_ZONE;
    // PostgreSQL turns the shop's calendar into instants, daylight saving time included; ISO weeks start on Monday.
    const rows = await this.prisma.$queryRaw<
      { period: 'today' | 'week'; orders: number; takenCents: bigint; heldOrders: number; heldCents: bigint }[]
    >`
      WITH shop AS (
        SELECT date_trunc('day', now() AT TIME ZONE ${zone}::text) AT TIME ZONE ${zone}::text AS today,
               date_trunc('week', now() AT TIME ZONE ${zone}::text) AT TIME ZONE ${zone}::text AS week
      ), periods AS (
        SELECT 'today' AS period, today AS since FROM shop UNION ALL SELECT 'week', week FROM shop
      )
      SELECT p.period,
             count(o.id) FILTER (WHERE o.status NOT IN ('cancelled', 'rejected'))::int AS orders,
             coalesce(sum(o.captured_cents - o.refunded_cents), 0)::int8 AS "takenCents",
             count(o.id) FILTER (WHERE o.payment_status = 'authorised')::int AS "heldOrders",
             coalesce(sum(o.amount_cents) FILTER (WHERE o.payment_status = 'authorised'), 0)::int8 AS "heldCents"
      FROM periods p LEFT JOIN orders o ON o.created_at >= p.since
      GROUP BY p.period`;
    const [counts] = await this.prisma.$queryRaw<{ pendingOrders: number; dishes: number; users: number }[]>`
      SELECT (SELECT count(*) FROM orders WHERE status = 'pending')::int AS "pendingOrders",
             (SELECT count(*) FROM menu_items WHERE removed_at IS NULL)::int AS dishes,
             (SELECT count(*) FROM users)::int AS users`;
    const takings = (period: 'today' | 'week'): Schemas['Takings'] => {
      const row = rows.find((found) => found.period === period)!;
      return {
        orders: row.orders,
        revenue: this.money.fromMinor(Number(row.takenCents)),
        awaitingAcceptance: { orders: row.heldOrders, amount: this.money.fromMinor(Number(row.heldCents)) },
      };
    };
    return { timeZone: zone, today: takings('today'), thisWeek: takings('week'), ...counts! };
  }

  /** The orders a staff search finds: by number, or by the customer's name, e-mail address or phone. */
  private async searched(q: string): Promise<Prisma.OrderWhereInput> {
    const text = q.trim();
    const number = NUMBER_SEARCH.exec(text);
    const digits = text.replace(/\D/g, '');
    // Phones are kept as typed: "555 0142" and "5550142" both find "+1 (217) 555-0142".
    const byPhone =
      digits.length >= PHONE_SEARCH_DIGITS
        ? await this.prisma.$queryRaw<{ id: string }[]>`
            SELECT id FROM orders WHERE regexp_replace(phone, '[^0-9]', '', 'g') LIKE '%' || ${digits} || '%'`
        : [];
    return {
      OR: [
        ...(number ? [{ number: Number(number[1]) }] : []),
        { customerName: { contains: text, mode: 'insensitive' } },
        { email: { contains: text, mode: 'insensitive' } },
        ...(byPhone.length > 0 ? [{ id: { in: byPhone.map((row) => row.id) } }] : []),
      ],
    };
  }
}
