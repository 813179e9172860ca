/**
 * The sales report's arithmetic, in integer minor units and nothing else: the figures of a set of orders, summed
 * from each order's own bill. Pure, so that a property test holds every breakdown to the orders it comes from.
 */

/** What the report reads of an order the kitchen accepted. */
export interface CountedOrder {
  number: number;
  /** The day and hour it was placed, in the shop's time zone. */
  day: string;
  hour: number;
  placedAt: string;
  status: string;
  fulfilment: 'pickup' | 'delivery';
  promoCode: string | null;
  subtotalCents: number;
  discountCents: number;
  serviceFeeCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  taxCents: number;
  /** Whether the tax is inside the prices (and so not added to the total). */
  taxIncluded: boolean;
  /** What was given back, to the card and to a gift card. */
  refundedCents: number;
  /** The tax by rate as the bill computed it (summing to taxCents); null for orders recorded before rates were kept. */
  taxes: readonly TaxAtRate[] | null;
}

/** One rate's part of an order's tax: the rate in basis points, what it was charged on, and the tax. */
interface TaxAtRate {
  rate: number;
  taxedCents: number;
  taxCents: number;
}

/** The first day of the shop's week, 1 (Monday) to 7 (Sunday), as `Intl.Locale`'s week info numbers them. */
export type FirstDayOfWeek = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A line of a counted order: the dish as it was sold, and its category on the menu now (null once removed). */
export interface SoldLine {
  name: string;
  category: string | null;
  /** The dish and its choices, for one. */
  priceCents: number;
  quantity: number;
}

export interface Figures {
  orders: number;
  food: number;
  discounts: number;
  serviceFees: number;
  deliveryFees: number;
  tips: number;
  taxes: number;
  total: number;
  refunds: number;
  net: number;
}

export interface SalesInCents {
  totals: Figures;
  averageOrder: number;
  byDay: { day: string; figures: Figures }[];
  byWeek: { week: string; figures: Figures }[];
  byMonth: { month: string; figures: Figures }[];
  byHour: { hour: number; orders: number; total: number }[];
  byDish: { name: string; category: string | null; quantity: number; sales: number }[];
  byCategory: { category: string | null; quantity: number; sales: number }[];
  byFulfilment: { fulfilment: 'pickup' | 'delivery'; figures: Figures }[];
  discountsByCode: { code: string; orders: number; discount: number }[];
  /** Each rate's tax, lowest first; orders without kept rates last, as rate null (and taxed null). */
  taxesByRate: { rate: number | null; orders: number; taxedCents: number | null; taxCents: number }[];
}

/** What the customer paid for an order: food less the discount, plus the fees, the tip and a tax not in the prices. */
export function totalOf(order: CountedOrder): number {
  const beforeTax =
    order.subtotalCents - order.discountCents + order.serviceFeeCents + order.deliveryFeeCents + order.tipCents;
  return order.taxIncluded ? beforeTax : beforeTax + order.taxCents;
}

const NOTHING: Figures = {
  orders: 0,
  food: 0,
  discounts: 0,
  serviceFees: 0,
  deliveryFees: 0,
  tips: 0,
  taxes: 0,
  total: 0,
  refunds: 0,
  net: 0,
};

function figuresOf(orders: readonly CountedOrder[]): Figures {
  return orders.reduce<Figures>((sum, order) => {
    const total = totalOf(order);
    return {
      orders: sum.orders + 1,
      food: sum.food + order.subtotalCents,
      discounts: sum.discounts + order.discountCents,
      serviceFees: sum.serviceFees + order.serviceFeeCents,
      deliveryFees: sum.deliveryFees + order.deliveryFeeCents,
      tips: sum.tips + order.tipCents,
      taxes: sum.taxes + order.taxCents,
      total: sum.total + total,
      refunds: sum.refunds + order.refundedCents,
      net: sum.net + total - order.refundedCents,
    };
  }, NOTHING);
}

const MS_PER_DAY = 86_400_000;

/** Every day from `from` to `to`, both included (ISO dates). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += MS_PER_DAY)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The first day (ISO date) of the week that `day` falls in, weeks starting on `firstDay`. */
export function weekOf(day: string, firstDay: FirstDayOfWeek): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = new Date(at).getUTCDay() || 7;
  return new Date(at - ((weekday - firstDay + 7) % 7) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The tax of the orders by rate, lowest first, with the orders of no kept rate (and some tax) last. */
function taxesByRateOf(orders: readonly CountedOrder[]): SalesInCents['taxesByRate'] {
  const rates = new Map<number, { orders: number; taxedCents: number; taxCents: number }>();
  for (const { taxes } of orders)
    for (const part of taxes ?? []) {
      const rate = rates.get(part.rate) ?? { orders: 0, taxedCents: 0, taxCents: 0 };
      rates.set(part.rate, {
        orders: rate.orders + 1,
        taxedCents: rate.taxedCents + part.taxedCents,
        taxCents: rate.taxCents + part.taxCents,
      });
    }
  const unknown = orders.filter((order) => order.taxes === null && order.taxCents > 0);
  return [
    ...[...rates.entries()].sort(([a], [b]) => a - b).map(([rate, sums]) => ({ rate, ...sums })),
    ...(unknown.length > 0
      ? [
          {
            rate: null,
            orders: unknown.length,
            taxedCents: null,
            taxCents: unknown.reduce((sum, o) => sum + o.taxCents, 0),
          },
        ]
      : []),
  ];
}

/** The items by key, in their order; each group grows in place (a month's orders are tens of thousands). */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export function salesInCents(
  orders: readonly CountedOrder[],
  lines: readonly SoldLine[],
  range: { from: string; to: string },
  firstDayOfWeek: FirstDayOfWeek = 1,
): SalesInCents {
  const totals = figuresOf(orders);
  const days = daysOf(range.from, range.to);
  const byDay = groupBy(orders, (order) => order.day);
  const byWeek = groupBy(orders, (order) => weekOf(order.day, firstDayOfWeek));
  const byMonth = groupBy(orders, (order) => order.day.slice(0, 7));
  const byHour = groupBy(orders, (order) => order.hour);
  const byFulfilment = groupBy(orders, (order) => order.fulfilment);
  const withCode = groupBy(
    orders.filter((order) => order.promoCode),
    (order) => order.promoCode!,
  );
  const dishes = [...groupBy(lines, (line) => `${line.name}\u0000${line.category ?? ''}`).values()].map((sold) => ({
    name: sold[0]!.name,
    category: sold[0]!.category,
    quantity: sold.reduce((sum, line) => sum + line.quantity, 0),
    sales: sold.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
  }));
  const categories = [...groupBy(dishes, (dish) => dish.category).entries()].map(([category, sold]) => ({
    category,
    quantity: sold.reduce((sum, dish) => sum + dish.quantity, 0),
    sales: sold.reduce((sum, dish) => sum + dish.sales, 0),
  }));
  return {
    totals,
    averageOrder: totals.orders === 0 ? 0 : Math.round(totals.total / totals.orders),
    byDay: days.map((day) => ({ day, figures: figuresOf(byDay.get(day) ?? []) })),
    byWeek: [...new Set(days.map((day) => weekOf(day, firstDayOfWeek)))].map((week) => ({
      week,
      figures: figuresOf(byWeek.get(week) ?? []),
    })),
    byMonth: [...new Set(days.map((day) => day.slice(0, 7)))].map((month) => ({
      month,
      figures: figuresOf(byMonth.get(month) ?? []),
    })),
    byHour: Array.from({ length: 24 }, (_, hour) => {
      const placed = byHour.get(hour) ?? [];
      return { hour, orders: placed.length, total: placed.reduce((sum, order) => sum + totalOf(order), 0) };
    }),
    byDish: dishes.sort((a, b) => b.quantity - a.quantity || b.sales - a.sales || a.name.localeCompare(b.name)),
    byCategory: categories.sort((a, b) => b.sales - a.sales),
    byFulfilment: (['pickup', 'delivery'] as const).map((fulfilment) => ({
      fulfilment,
      figures: figuresOf(byFulfilment.get(fulfilment) ?? []),
    })),
    discountsByCode: [...withCode.entries()]
      .map(([code, used]) => ({
        code,
        orders: used.length,
        discount: used.reduce((sum, order) => sum + order.discountCents, 0),
      }))
      .sort((a, b) => b.discount - a.discount || a.code.localeCompare(b.code)),
    taxesByRate: taxesByRateOf(orders),
  };
}
