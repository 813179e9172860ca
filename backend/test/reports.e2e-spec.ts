import { randomUUID } from 'node:crypto';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';

/** The day and hour an instant falls on in a time zone. */
const shopDayAndHour = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
};

describe('reports', () => {
  let shop: TestShop;
  let manager: Awaited<ReturnType<TestShop['signIn']>>;
  let timeZone: string;
  const placed = {
    pizza: new Date('2026-11-10T18:30:00Z'),
    ramen: new Date('2026-11-11T11:15:00Z'),
    salad: new Date('2026-11-11T19:00:00Z'),
  };

  beforeAll(async () => {
    shop = await startShop();
    manager = await shop.signIn('manager');
    timeZone = (await shop.http.get('/api/shop')).body.timeZone;
    const menu = await shop.prisma.menuItem.findMany({ take: 3, orderBy: { name: 'asc' } });
    let n = 0;
    const order = async (
      createdAt: Date,
      fields: Record<string, unknown>,
      line: { menuItemId: string; name: string; priceCents: number; quantity: number },
    ) =>
      shop.prisma.order.create({
        data: {
          email: 'diner@example.com',
          transactionId: `pi_report_${randomUUID()}`,
          amountCents: 0,
          createdAt,
          ...fields,
          lines: { create: [{ cartLineId: randomUUID(), position: n++, ...line }] },
        },
      });
    // A pickup with a promo code, a tip and a tax on top of the prices.
    await order(
      placed.pizza,
      {
        status: 'completed',
        fulfilment: 'pickup',
        subtotalCents: 2000,
        discountCents: 200,
        promoCode: 'SPRING',
        amountCents: 2244,
        capturedCents: 2244,
        paymentStatus: 'captured',
        tipCents: 300,
        taxCents: 144,
        taxes: [{ rate: 800, taxedCents: 1800, taxCents: 144 }],
        readyAt: placed.pizza,
      },
      { menuItemId: menu[0]!.id, name: menu[0]!.name, priceCents: 1000, quantity: 2 },
    );
    // A delivery with its fee and a service fee, recorded before the tax rates were kept.
    await order(
      placed.ramen,
      {
        status: 'accepted',
        fulfilment: 'delivery',
        subtotalCents: 3000,
        deliveryFeeCents: 500,
        serviceFeeCents: 150,
        amountCents: 3930,
        capturedCents: 3930,
        paymentStatus: 'captured',
        taxCents: 280,
        readyAt: placed.ramen,
      },
      { menuItemId: menu[1]!.id, name: menu[1]!.name, priceCents: 1000, quantity: 3 },
    );
    // Accepted, then cancelled and refunded in full, with a tax inside its prices.
    await order(
      placed.salad,
      {
        status: 'cancelled',
        subtotalCents: 1000,
        taxCents: 91,
        taxes: [{ rate: 1000, taxedCents: 1000, taxCents: 91 }],
        taxIncluded: true,
        refundedCents: 1000,
        amountCents: 1000,
        capturedCents: 1000,
        paymentStatus: 'refunded',
        readyAt: placed.salad,
      },
      { menuItemId: menu[2]!.id, name: menu[2]!.name, priceCents: 1000, quantity: 1 },
    );
    // Not sales: rejected, a customer's cancellation before the kitchen answered, and one outside the range.
    await order(
      new Date('2026-11-12T12:00:00Z'),
      { status: 'rejected', subtotalCents: 9900 },
      { menuItemId: menu[0]!.id, name: menu[0]!.name, priceCents: 9900, quantity: 1 },
    );
    await order(
      new Date('2026-11-12T12:00:00Z'),
      { status: 'cancelled', subtotalCents: 9900 },
      { menuItemId: menu[0]!.id, name: menu[0]!.name, priceCents: 9900, quantity: 1 },
    );
    await order(
      new Date('2026-12-05T12:00:00Z'),
      { status: 'completed', subtotalCents: 9900, readyAt: new Date() },
      { menuItemId: menu[0]!.id, name: menu[0]!.name, priceCents: 9900, quantity: 1 },
    );
  });
  afterAll(() => shop.close());

  const report = (from: string, to: string, by = manager) =>
    shop.http.get('/api/reports/sales').query({ from, to }).set('Authorization', by.authorization);

  it('sums the accepted orders of the range to the cent, in every breakdown', async () => {
    const { body } = await report('2026-11-01', '2026-11-30').expect(200);
    expect(body.totals).toEqual({
      orders: 3,
      food: 60,
      discounts: 2,
      serviceFees: 1.5,
      deliveryFees: 5,
      tips: 3,
      taxes: 5.15,
      total: 71.74,
      refunds: 10,
      net: 61.74,
    });
    expect(body.averageOrder).toBe(23.91);
    expect(body.byDay).toHaveLength(30);
    const day = (at: Date) =>
      body.byDay.find((entry: { day: string }) => entry.day === shopDayAndHour(at, timeZone).day);
    expect(day(placed.pizza).figures).toMatchObject({ orders: 1, total: 22.44, discounts: 2, tips: 3 });
    const hour = shopDayAndHour(placed.ramen, timeZone).hour;
    expect(body.byHour[hour]).toMatchObject({ hour, orders: 1, total: 39.3 });
    expect(body.byFulfilment).toEqual([
      { fulfilment: 'pickup', figures: expect.objectContaining({ orders: 2, total: 32.44, refunds: 10 }) },
      { fulfilment: 'delivery', figures: expect.objectContaining({ orders: 1, deliveryFees: 5, total: 39.3 }) },
    ]);
    expect(body.discountsByCode).toEqual([{ code: 'SPRING', orders: 1, discount: 2 }]);
    expect(body.byDish.map((dish: { quantity: number; sales: number }) => [dish.quantity, dish.sales])).toEqual([
      [3, 30],
      [2, 20],
      [1, 10],
    ]);
    expect(body.byCategory.reduce((sum: number, category: { sales: number }) => sum + category.sales, 0)).toBe(60);
    // The tax by rate, to the cent, summing to the taxes: the order of no kept rate last.
    expect(body.taxesByRate).toEqual([
      { rate: 8, orders: 1, taxed: 18, tax: 1.44 },
      { rate: 10, orders: 1, taxed: 10, tax: 0.91 },
      { rate: null, orders: 1, taxed: null, tax: 2.8 },
    ]);
    // By month, and by week from Sunday as the shop's en-US writes a week: 1 November 2026 is a Sunday.
    expect(body.byMonth).toEqual([{ month: '2026-11', figures: body.totals }]);
    expect(body.byWeek.map((week: { week: string }) => week.week)).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      '2026-11-29',
    ]);
    expect(body.byWeek[1].figures).toMatchObject({ orders: 3, total: 71.74 });
  });

  it('exports the same orders as a CSV file a spreadsheet opens', async () => {
    const res = await shop.http
      .get('/api/reports/orders')
      .query({ from: '2026-11-01', to: '2026-11-30' })
      .set('Authorization', manager.authorization)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename=orders-2026-11-01-2026-11-30.csv');
    const text = res.body as string;
    expect(text.startsWith('\uFEFFnumber,placed,status,fulfilment,promo code,food,')).toBe(true);
    const rows = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((row) => row.split(','));
    expect(rows).toHaveLength(4);
    const [, pizza, ramen, salad] = rows;
    expect([pizza![2], pizza![4], ...pizza!.slice(5)]).toEqual([
      'completed',
      'SPRING',
      '20',
      '2',
      '0',
      '0',
      '3',
      '1.44',
      '22.44',
      '0',
      '22.44',
    ]);
    expect([ramen![3], ...ramen!.slice(11)]).toEqual(['delivery', '39.3', '0', '39.3']);
    expect(salad!.slice(11)).toEqual(['10', '10', '0']);
    // The CSV's totals are the report's.
    const net = rows.slice(1).reduce((sum, row) => sum + Math.round(Number(row[13]) * 100), 0);
    expect(net / 100).toBe((await report('2026-11-01', '2026-11-30')).body.totals.net);
  });

  it('sums past what one order may cost', async () => {
    for (const at of [new Date('2026-10-05T12:00:00Z'), new Date('2026-10-06T12:00:00Z')]) {
      await shop.prisma.order.create({
        data: {
          email: 'big@example.com',
          transactionId: `pi_report_${randomUUID()}`,
          createdAt: at,
          status: 'completed',
          readyAt: at,
          subtotalCents: 9_000_000,
          amountCents: 9_000_000,
          capturedCents: 9_000_000,
          paymentStatus: 'captured',
        },
      });
    }
    const { body } = await report('2026-10-01', '2026-10-31').expect(200);
    expect(body.totals).toMatchObject({ orders: 2, total: 180_000, net: 180_000 });
  });

  it('refuses a range that runs backwards or longer than a year, and is not for the kitchen', async () => {
    expectErrorBody(await report('2026-11-30', '2026-11-01'), 422);
    expectErrorBody(await report('2025-01-01', '2026-11-30'), 422);
    expectErrorBody(await report('2026-11-01', 'tomorrow'), 400);
    expectErrorBody(await report('2026-11-01', '2026-11-30', await shop.signIn('kitchen')), 403);
  });
});
