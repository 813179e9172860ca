import fc from 'fast-check';
import {
  type CountedOrder,
  daysOf,
  type FirstDayOfWeek,
  salesInCents,
  type SoldLine,
  totalOf,
  weekOf,
} from './sales-figures';

const DAYS = daysOf('2026-10-27', '2026-12-03');
const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);
const cents = fc.integer({ min: 0, max: 50_000 });

/** An order as the shop could have recorded it: a bill of any shape, a refund of at most what was paid. */
const anOrder: fc.Arbitrary<CountedOrder> = fc
  .record({
    number: fc.integer({ min: 1, max: 1_000_000 }),
    day: fc.constantFrom(...DAYS),
    hour: fc.integer({ min: 0, max: 23 }),
    status: fc.constantFrom('accepted', 'preparing', 'ready', 'completed', 'cancelled'),
    fulfilment: fc.constantFrom<CountedOrder['fulfilment']>('pickup', 'delivery'),
    promoCode: fc.option(fc.constantFrom('SPRING10', 'WELCOME', 'STAFF'), { nil: null }),
    subtotalCents: cents,
    serviceFeeCents: cents,
    deliveryFeeCents: cents,
    tipCents: cents,
    taxCents: cents,
    taxIncluded: fc.boolean(),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    refundShare: fc.double({ min: 0, max: 1, noNaN: true }),
    // The rates of its bill, or none kept (an order from before they were).
    taxes: fc.option(
      fc.uniqueArray(
        fc.record({
          rate: fc.constantFrom(0, 550, 700, 825, 1_000, 2_000),
          taxedCents: fc.integer({ min: 1, max: 50_000 }),
          taxCents: cents,
        }),
        { selector: (part) => part.rate, maxLength: 3 },
      ),
      { nil: null },
    ),
  })
  .map(({ discountShare, refundShare, ...order }) => {
    const discountCents = Math.floor(order.subtotalCents * discountShare);
    // An order's kept rates sum to its tax, as the bill computed them.
    const taxCents = order.taxes ? sum(order.taxes, (part) => part.taxCents) : order.taxCents;
    const counted = { ...order, taxCents, discountCents, placedAt: `${order.day} 12:00`, refundedCents: 0 };
    return { ...counted, refundedCents: Math.floor(totalOf(counted) * refundShare) };
  });

const aLine: fc.Arbitrary<SoldLine> = fc.record({
  name: fc.constantFrom('Margherita Pizza', 'Tonkotsu Ramen', 'Greek Salad'),
  category: fc.option(fc.constantFrom('pizza', 'soup', 'salad'), { nil: null }),
  priceCents: cents,
  quantity: fc.integer({ min: 1, max: 99 }),
});

describe('the sales report', () => {
  it('agrees to the cent with the orders it comes from, in every breakdown', () => {
    fc.assert(
      fc.property(
        fc.array(anOrder, { maxLength: 60 }),
        fc.array(aLine, { maxLength: 60 }),
        fc.integer({ min: 1, max: 7 }),
        (orders, lines, first) => {
          const firstDay = first as FirstDayOfWeek;
          const report = salesInCents(orders, lines, { from: DAYS[0]!, to: DAYS.at(-1)! }, firstDay);
          const { totals } = report;
          expect(totals.orders).toBe(orders.length);
          expect(totals.total).toBe(sum(orders, totalOf));
          expect(totals.refunds).toBe(sum(orders, (order) => order.refundedCents));
          expect(totals.net).toBe(totals.total - totals.refunds);
          expect(totals.total).toBe(
            totals.food -
              totals.discounts +
              totals.serviceFees +
              totals.deliveryFees +
              totals.tips +
              sum(orders, (order) => (order.taxIncluded ? 0 : order.taxCents)),
          );
          // Every breakdown adds up to the totals.
          for (const key of Object.keys(totals) as (keyof typeof totals)[]) {
            expect(sum(report.byDay, (day) => day.figures[key])).toBe(totals[key]);
            expect(sum(report.byFulfilment, (part) => part.figures[key])).toBe(totals[key]);
            expect(sum(report.byWeek, (week) => week.figures[key])).toBe(totals[key]);
            expect(sum(report.byMonth, (month) => month.figures[key])).toBe(totals[key]);
          }
          // Weeks start on the shop's first day, each once; the range's three months, each once.
          for (const { week } of report.byWeek) expect(new Date(`${week}T00:00:00Z`).getUTCDay() || 7).toBe(firstDay);
          expect(new Set(report.byWeek.map(({ week }) => week)).size).toBe(report.byWeek.length);
          expect(report.byMonth.map(({ month }) => month)).toEqual(['2026-10', '2026-11', '2026-12']);
          // The tax by rate sums to the tax, each rate once, lowest first, the orders of no kept rate last.
          expect(sum(report.taxesByRate, (rate) => rate.taxCents)).toBe(totals.taxes);
          const rates = report.taxesByRate.map(({ rate }) => rate);
          const kept = rates.filter((rate) => rate !== null);
          expect(kept).toEqual([...new Set(kept)].sort((a, b) => a - b));
          if (rates.includes(null)) expect(rates.indexOf(null)).toBe(rates.length - 1);
          for (const rate of report.taxesByRate.filter((line) => line.rate !== null))
            expect(rate.taxedCents).toBe(
              sum(orders, (order) =>
                sum(order.taxes?.filter((part) => part.rate === rate.rate) ?? [], (part) => part.taxedCents),
              ),
            );
          expect(report.byDay.map((day) => day.day)).toEqual(DAYS);
          expect(report.byHour).toHaveLength(24);
          expect(sum(report.byHour, (hour) => hour.orders)).toBe(orders.length);
          expect(sum(report.byHour, (hour) => hour.total)).toBe(totals.total);
          expect(sum(report.discountsByCode, (code) => code.discount)).toBe(
            sum(
              orders.filter((order) => order.promoCode),
              (order) => order.discountCents,
            ),
          );
          const food = sum(lines, (line) => line.priceCents * line.quantity);
          expect(sum(report.byDish, (dish) => dish.sales)).toBe(food);
          expect(sum(report.byCategory, (category) => category.sales)).toBe(food);
          expect(sum(report.byCategory, (category) => category.quantity)).toBe(sum(lines, (line) => line.quantity));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('starts a week on Monday, or on the day the shop’s locale says', () => {
    // Wednesday 25 November 2026.
    expect(weekOf('2026-11-25', 1)).toBe('2026-11-23');
    expect(weekOf('2026-11-23', 1)).toBe('2026-11-23');
    expect(weekOf('2026-11-25', 7)).toBe('2026-11-22');
    expect(weekOf('2026-11-22', 7)).toBe('2026-11-22');
    expect(weekOf('2026-11-27', 6)).toBe('2026-11-21');
  });

  it('averages to the cent, and says nothing for a range without orders', () => {
    expect(salesInCents([], [], { from: '2026-11-01', to: '2026-11-02' })).toMatchObject({
      averageOrder: 0,
      totals: { orders: 0, total: 0, net: 0 },
      byDay: [{ day: '2026-11-01' }, { day: '2026-11-02' }],
    });
  });
});
