import fc from 'fast-check';
import { type CountedOrder, daysOf, salesInCents, type SoldLine, totalOf } from './sales-figures';

const DAYS = daysOf('2026-11-01', '2026-11-30');
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
  })
  .map(({ discountShare, refundShare, ...order }) => {
    const discountCents = Math.floor(order.subtotalCents * discountShare);
    const counted = { ...order, discountCents, placedAt: `${order.day} 12:00`, refundedCents: 0 };
    return { ...counted, refundedCents: Math.floor(totalOf(counted) * refundShare) };
  });

const aLine: fc.Arbitrary<SoldLine> = fc.record({
  name: fc.constantFrom('Margherita Pizza', 'Tonkotsu Ramen', 'Greek Salad'),
  category: fc.option(fc.constantFrom('pizza', 'soup', 'salad'), { nil: null }),
  priceCents: cents,
  quantity: fc.integer({ min: 1, max: 99 }),
});

const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);

describe('the sales report', () => {
  it('agrees to the cent with the orders it comes from, in every breakdown', () => {
    fc.assert(
      fc.property(fc.array(anOrder, { maxLength: 60 }), fc.array(aLine, { maxLength: 60 }), (orders, lines) => {
        const report = salesInCents(orders, lines, { from: DAYS[0]!, to: DAYS.at(-1)! });
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
        }
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
      }),
      { numRuns: 300 },
    );
  });

  it('averages to the cent, and says nothing for a range without orders', () => {
    expect(salesInCents([], [], { from: '2026-11-01', to: '2026-11-02' })).toMatchObject({
      averageOrder: 0,
      totals: { orders: 0, total: 0, net: 0 },
      byDay: [{ day: '2026-11-01' }, { day: '2026-11-02' }],
    });
  });
});
