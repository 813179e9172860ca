import { Inject, Injectable } from '@nestjs/common';
import { ContractViolation } from '../common/errors/http-error.filter';
import { fromMinor } from '../common/money';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import {
  type CountedOrder,
  daysOf,
  type Figures,
  type FirstDayOfWeek,
  salesInCents,
  type SoldLine,
  totalOf,
} from './sales-figures';

type Schemas = components['schemas'];

/** The longest range a report covers. */
const MAX_DAYS = 366;

/** The orders the kitchen accepted, and so charged: a rejected or unanswered order took nothing. */
const ACCEPTED = `(o.status IN ('accepted', 'preparing', 'ready', 'completed') OR (o.status = 'cancelled' AND o.ready_at IS NOT NULL))`;

/** Placed from the start of day $1 to the end of day $2 in the shop's time zone ($3). */
const PLACED_IN_RANGE = `o.created_at >= ($1::date)::timestamp AT TIME ZONE $3::text
  AND o.created_at < ($2::date + 1)::timestamp AT TIME ZONE $3::text`;

@Injectable()
export class ReportsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async salesReport(from: string, to: string): Promise<Schemas['SalesReport']> {
    refuseRange(from, to);
    const [orders, lines] = await Promise.all([this.countedOrders(from, to), this.soldLines(from, to)]);
    const cents = salesInCents(orders, lines, { from, to }, firstDayOfWeek(this.config.SHOP_LOCALE));
    const money = (minor: number) => fromMinor(minor, this.config.SHOP_CURRENCY);
    const figures = (figures: Figures): Schemas['SalesFigures'] => ({
      orders: figures.orders,
      food: money(figures.food),
      discounts: money(figures.discounts),
      serviceFees: money(figures.serviceFees),
      deliveryFees: money(figures.deliveryFees),
      tips: money(figures.tips),
      taxes: money(figures.taxes),
      total: money(figures.total),
      refunds: money(figures.refunds),
      net: money(figures.net),
    });
    return {
      from,
      to,
      timeZone: this.config.SHOP_TIME_ZONE,
      currency: this.config.SHOP_CURRENCY.toUpperCase(),
      totals: figures(cents.totals),
      averageOrder: money(cents.averageOrder),
      byDay: cents.byDay.map(({ day, figures: dayFigures }) => ({ day, figures: figures(dayFigures) })),
      byWeek: cents.byWeek.map(({ week, figures: weekFigures }) => ({ week, figures: figures(weekFigures) })),
      byMonth: cents.byMonth.map(({ month, figures: monthFigures }) => ({ month, figures: figures(monthFigures) })),
      byHour: cents.byHour.map(({ hour, orders: placed, total }) => ({ hour, orders: placed, total: money(total) })),
      byDish: cents.byDish.map((dish) => ({ ...dish, sales: money(dish.sales) })),
      byCategory: cents.byCategory.map((category) => ({ ...category, sales: money(category.sales) })),
      byFulfilment: cents.byFulfilment.map(({ fulfilment, figures: parts }) => ({
        fulfilment,
        figures: figures(parts),
      })),
      discountsByCode: cents.discountsByCode.map((code) => ({ ...code, discount: money(code.discount) })),
      taxesByRate: cents.taxesByRate.map(({ rate, orders: taxedOrders, taxedCents, taxCents }) => ({
        rate: rate === null ? null : rate / 100,
        orders: taxedOrders,
        taxed: taxedCents === null ? null : money(taxedCents),
        tax: money(taxCents),
      })),
    };
  }

  /** The counted orders as CSV rows a spreadsheet opens: a BOM, a header, CRLF, numbers with a dot. */
  async ordersCsv(from: string, to: string): Promise<string> {
    refuseRange(from, to);
    const orders = await this.countedOrders(from, to);
    const money = (minor: number) => fromMinor(minor, this.config.SHOP_CURRENCY).toString();
    const header = [
      'number',
      'placed',
      'status',
      'fulfilment',
      'promo code',
      'food',
      'discount',
      'service fee',
      'delivery fee',
      'tip',
      'tax',
      'total',
      'refunded',
      'net',
    ];
    const rows = orders.map((order) => {
      const total = totalOf(order);
      return [
        String(order.number),
        order.placedAt,
        order.status,
        order.fulfilment,
        order.promoCode ?? '',
        money(order.subtotalCents),
        money(order.discountCents),
        money(order.serviceFeeCents),
        money(order.deliveryFeeCents),
        money(order.tipCents),
        money(order.taxCents),
        money(total),
        money(order.refundedCents),
        money(total - order.refundedCents),
      ];
    });
    return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
  }

  private async countedOrders(from: string, to: string): Promise<CountedOrder[]> {
    const rows = await this.prisma.$queryRawUnsafe<(Omit<CountedOrder, 'hour'> & { hour: number })[]>(
      `SELECT o.number,
              to_char(o.created_at AT TIME ZONE $3::text, 'YYYY-MM-DD') AS day,
              extract(hour FROM o.created_at AT TIME ZONE $3::text)::int AS hour,
              to_char(o.created_at AT TIME ZONE $3::text, 'YYYY-MM-DD HH24:MI') AS "placedAt",
              o.status::text AS status,
              o.fulfilment::text AS fulfilment,
              o.promo_code AS "promoCode",
              o.subtotal_cents AS "subtotalCents",
              o.discount_cents AS "discountCents",
              o.service_fee_cents AS "serviceFeeCents",
              o.delivery_fee_cents AS "deliveryFeeCents",
              o.tip_cents AS "tipCents",
              o.tax_cents AS "taxCents",
              o.tax_included AS "taxIncluded",
              o.refunded_cents + o.gift_card_refunded_cents AS "refundedCents",
              o.taxes
         FROM orders o
        WHERE ${ACCEPTED} AND ${PLACED_IN_RANGE}
        ORDER BY o.created_at, o.number`,
      from,
      to,
      this.config.SHOP_TIME_ZONE,
    );
    return rows;
  }

  private soldLines(from: string, to: string): Promise<SoldLine[]> {
    return this.prisma.$queryRawUnsafe<SoldLine[]>(
      `SELECT l.name, m.category, l.price_cents AS "priceCents", l.quantity
         FROM order_lines l
         JOIN orders o ON o.id = l.order_id
         LEFT JOIN menu_items m ON m.id = l.menu_item_id AND m.removed_at IS NULL
        WHERE ${ACCEPTED} AND ${PLACED_IN_RANGE}`,
      from,
      to,
      this.config.SHOP_TIME_ZONE,
    );
  }
}

/** The first day of the week where the shop is (Monday unless its locale says otherwise). */
function firstDayOfWeek(locale: string): FirstDayOfWeek {
  try {
    const tagged = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: FirstDayOfWeek };
      weekInfo?: { firstDay: FirstDayOfWeek };
    };
    return (tagged.getWeekInfo?.() ?? tagged.weekInfo)?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

/** A range runs forwards, and for at most a year. */
function refuseRange(from: string, to: string): void {
  const days = daysOf(from, to).length;
  if (days === 0) {
    throw new ContractViolation(
      'The last day comes before the first.',
      [{ path: '/query/to', message: 'must not be before from' }],
      422,
    );
  }
  if (days > MAX_DAYS) {
    throw new ContractViolation(
      'A report covers at most 366 days.',
      [{ path: '/query/to', message: 'must be at most 366 days after from' }],
      422,
    );
  }
}

/** A CSV cell: quoted when it must be, and never a formula a spreadsheet would run. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
