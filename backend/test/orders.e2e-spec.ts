import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { OrderStatus } from '../src/generated/prisma/client';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { raceAtRowLock } from './race';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type Person = Awaited<ReturnType<TestShop['signIn']>>;

// Kathmandu is 5:45 ahead of UTC all year: its days start at 18:15 UTC, so a shop that counted UTC days would show.
const ZONE = 'Asia/Kathmandu';
const OFFSET_MS = (5 * 60 + 45) * 60_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The instant the shop's day began, and the shop's calendar day of an instant. */
function startOfShopDay(now = Date.now()): number {
  const local = new Date(now + OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET_MS;
}
const shopDay = (instant: number) => new Date(instant + OFFSET_MS).toISOString().slice(0, 10);
const daysSinceMonday = (now = Date.now()) => (new Date(now + OFFSET_MS).getUTCDay() + 6) % 7;

describe('orders and figures for administrators', () => {
  let standIn: StandIn;
  let stripe: Stripe;
  let shop: TestShop;
  let admin: Person;
  let ada: Person;

  beforeAll(async () => {
    standIn = await startStandIn();
    stripe = new Stripe(standIn.secretKey, {
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      telemetry: false,
    });
  });
  afterAll(() => standIn.stop());

  beforeEach(async () => {
    shop = await startShop({ SHOP_TIME_ZONE: ZONE, ...stripeEnv(standIn) });
    admin = await shop.signIn('owner');
    ada = await shop.signIn('customer');
  });
  afterEach(() => shop.close());

  /**
   * An order as a paid checkout records it, placed at a chosen instant: its card authorised at the Stripe stand-in,
   * and captured once the kitchen has accepted it.
   */
  /** An order as the kitchen left it: a rejected one released, a cancelled one refunded in full, others `refundedCents` back. */
  async function placeOrder(
    placedAt: number,
    status: OrderStatus = 'pending',
    cents = 1250,
    quantity = 1,
    refundedCents = 0,
  ) {
    const dish = await shop.prisma.menuItem.findFirstOrThrow({ orderBy: { name: 'asc' } });
    const intent = await stripe.paymentIntents.create({ amount: cents, currency: 'usd', capture_method: 'manual' });
    await payWithCard(standIn, intent.client_secret!, '4242424242424242');
    const accepted = !['pending', 'rejected'].includes(status);
    if (accepted) await stripe.paymentIntents.capture(intent.id);
    const order = await shop.prisma.order.create({
      data: {
        userId: ada.id,
        email: ada.email,
        transactionId: intent.id,
        amountCents: cents,
        ...(status === 'rejected' ? { paymentStatus: 'released' } : {}),
        ...(accepted ? { paymentStatus: 'captured', capturedCents: cents } : {}),
        ...(status === 'cancelled' ? { paymentStatus: 'refunded', refundedCents: cents } : {}),
        ...(refundedCents > 0 ? { paymentStatus: 'partly_refunded', refundedCents } : {}),
        status,
        createdAt: new Date(placedAt),
        lines: {
          create: [
            {
              position: 0,
              cartLineId: randomUUID(),
              menuItemId: dish.id,
              name: dish.name,
              priceCents: cents / quantity,
              quantity,
            },
          ],
        },
      },
    });
    return { id: order.id, dish };
  }

  const asAdmin = {
    list: (query: object = {}) => shop.http.get('/api/orders').query(query).set('Authorization', admin.authorization),
    move: (id: string, status: string) =>
      shop.http.patch(`/api/orders/${id}`).set('Authorization', admin.authorization).send({ status }),
    overview: () => shop.http.get('/api/overview').set('Authorization', admin.authorization),
  };
  const ids = (res: { body: { items: { _id: string }[] } }) => res.body.items.map((order) => order._id);

  it('refuses customers (403) and anonymous callers (401) on every administrators’ call', async () => {
    const { id } = await placeOrder(Date.now());
    const calls = [
      () => shop.http.get('/api/orders'),
      () => shop.http.patch(`/api/orders/${id}`).send({ status: 'preparing' }),
      () => shop.http.get('/api/overview'),
    ];
    for (const call of calls) {
      expectErrorBody(await call(), 401);
      expectErrorBody(await call().set('Authorization', ada.authorization), 403);
    }
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
  });

  it('lists every order newest first with its lines, by status, by shop day and a page at a time', async () => {
    const today = startOfShopDay();
    const last = await placeOrder(today - 3 * DAY, 'preparing', 900, 3);
    const lateYesterday = await placeOrder(today - MINUTE);
    const early = await placeOrder(today + MINUTE, 'pending', 2000, 2);
    const later = await placeOrder(today + 2 * MINUTE, 'completed');

    const all = await asAdmin.list().expect(200);
    expect(ids(all)).toEqual([later.id, early.id, lateYesterday.id, last.id]);
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(all.body.items[1]).toMatchObject({
      email: ada.email,
      price: 20,
      status: 'order pending',
      lines: [{ menuItemId: early.dish.id, name: early.dish.name, price: 10, quantity: 2 }],
    });
    // Each order says where it may go next, as the status rule the server enforces has it.
    expect(
      all.body.items.map((order: { status: string; nextStatuses: string[] }) => [order.status, order.nextStatuses]),
    ).toEqual([
      ['completed', []],
      ['order pending', ['accepted', 'rejected']],
      ['order pending', ['accepted', 'rejected']],
      ['preparing', ['ready', 'cancelled']],
    ]);

    expect(ids(await asAdmin.list({ status: 'order pending' }).expect(200))).toEqual([early.id, lateYesterday.id]);
    const todayOnly = await asAdmin.list({ from: shopDay(today), to: shopDay(today) }).expect(200);
    expect(ids(todayOnly)).toEqual([later.id, early.id]);
    expect(ids(await asAdmin.list({ from: shopDay(today - DAY), to: shopDay(today - DAY) }).expect(200))).toEqual([
      lateYesterday.id,
    ]);
    expect(ids(await asAdmin.list({ to: shopDay(today - DAY) }).expect(200))).toEqual([lateYesterday.id, last.id]);
    expect(ids(await asAdmin.list({ from: shopDay(today - DAY), status: 'order pending' }).expect(200))).toEqual([
      early.id,
      lateYesterday.id,
    ]);

    const second = await asAdmin.list({ page: 2, pageSize: 3 }).expect(200);
    expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(ids(second)).toEqual([last.id]);
    expect((await asAdmin.list({ page: 3, pageSize: 3 }).expect(200)).body).toMatchObject({ items: [], total: 4 });

    expectErrorBody(await asAdmin.list({ pageSize: 101 }), 400);
    expectErrorBody(await asAdmin.list({ page: 0 }), 400);
    expectErrorBody(await asAdmin.list({ from: '2026-02-30' }), 400);
    expectErrorBody(await asAdmin.list({ status: 'shipped' }), 400);
  });

  it('moves an order one step at a time to completed, and then no further', async () => {
    const { id } = await placeOrder(Date.now());
    // `preparing` from pending is how clients written before acceptance accept an order: it is charged.
    const steps = [
      ['preparing', ['ready', 'cancelled']],
      ['ready', ['completed', 'cancelled']],
      ['completed', []],
    ] as const;
    for (const [status, nextStatuses] of steps) {
      const res = await asAdmin.move(id, status).expect(200);
      expect(res.body).toMatchObject({
        _id: id,
        status,
        nextStatuses,
        lines: [expect.objectContaining({ quantity: 1 })],
      });
    }
    expect((await asAdmin.move(id, 'completed').expect(200)).body).toMatchObject({
      status: 'completed',
      nextStatuses: [],
    });
    const back = await asAdmin.move(id, 'order pending');
    expectErrorBody(back, 409);
    expect(back.body.message).toBe('An order that is completed cannot become pending.');
    expectErrorBody(await asAdmin.move(id, 'cancelled'), 409);
    expect(await shop.prisma.order.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'completed',
      paymentStatus: 'captured',
      capturedCents: 1250,
    });
    const timeline = (await asAdmin.list().expect(200)).body.items[0].timeline.map(
      (step: { status: string }) => step.status,
    );
    expect(timeline).toEqual(['accepted', 'preparing', 'ready', 'completed']);
  });

  it('cancels an order that is pending, preparing or ready, and never skips or revives one', async () => {
    for (const status of ['pending', 'preparing', 'ready'] as const) {
      const { id } = await placeOrder(Date.now(), status);
      expect((await asAdmin.move(id, 'cancelled').expect(200)).body).toMatchObject({
        status: 'cancelled',
        nextStatuses: [],
      });
      expectErrorBody(await asAdmin.move(id, 'order pending'), 409);
    }
    const { id } = await placeOrder(Date.now());
    const skipped = await asAdmin.move(id, 'ready');
    expectErrorBody(skipped, 409);
    expect(skipped.body.message).toContain('An order that is pending cannot become ready');
    expectErrorBody(await asAdmin.move(randomUUID(), 'preparing'), 404);
    expectErrorBody(await asAdmin.move(id, 'shipped'), 400);
    expectErrorBody(
      await shop.http
        .patch(`/api/orders/${id}`)
        .set('Authorization', admin.authorization)
        .send({ status: 'ready', note: 'x' }),
      400,
    );
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
  });

  it('lets only one of two administrators win a race for the same order', async () => {
    const other = await shop.signIn('owner');
    const { id } = await placeOrder(Date.now(), 'ready');
    const results = await raceAtRowLock(
      shop.prisma,
      'orders',
      [id],
      () => [
        asAdmin.move(id, 'completed'),
        shop.http.patch(`/api/orders/${id}`).set('Authorization', other.authorization).send({ status: 'cancelled' }),
      ],
      'FROM orders WHERE id = .* FOR UPDATE',
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.status === 200)!;
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe(winner.body.status);
  });

  it("counts today's and this week's orders in the shop's time zone, and as revenue what was charged less what was refunded, holds apart", async () => {
    const today = startOfShopDay();
    const weekStart = today - daysSinceMonday() * DAY;
    await placeOrder(today + MINUTE, 'pending', 1250);
    await placeOrder(today + 2 * MINUTE, 'completed', 725);
    await placeOrder(today + 3 * MINUTE, 'cancelled', 10_000);
    await placeOrder(today + 4 * MINUTE, 'rejected', 3000);
    await placeOrder(today + 5 * MINUTE, 'ready', 2000, 1, 500);
    await placeOrder(today - MINUTE, 'ready', 2000);
    await placeOrder(weekStart - MINUTE, 'pending', 4000);
    const yesterdayIsThisWeek = daysSinceMonday() > 0;
    const rows = await shop.prisma.order.findMany({ where: { createdAt: { gte: new Date(today) } } });
    expect(rows.reduce((sum, row) => sum + row.capturedCents - row.refundedCents, 0)).toBe(725 + 2000 - 500);

    const res = await asAdmin.overview().expect(200);
    const dishes = (await shop.http.get('/api/menu').expect(200)).body.length;
    // The pending order's card is only held: it is no revenue until the kitchen accepts it.
    const held = { orders: 1, amount: 12.5 };
    expect(res.body).toEqual({
      timeZone: ZONE,
      today: { orders: 3, revenue: 22.25, awaitingAcceptance: held },
      thisWeek: yesterdayIsThisWeek
        ? { orders: 4, revenue: 42.25, awaitingAcceptance: held }
        : { orders: 3, revenue: 22.25, awaitingAcceptance: held },
      pendingOrders: 2,
      dishes,
      users: 2,
    });
    expect(dishes).toBeGreaterThan(0);
  });

  it('will not start with a time zone that Node knows and PostgreSQL does not', async () => {
    // SystemV/AST4 left the tz database in 2020; Node's ICU still accepts it, PostgreSQL 18 does not.
    expect(() => new Intl.DateTimeFormat('en', { timeZone: 'SystemV/AST4' })).not.toThrow();
    await expect(startShop({ SHOP_TIME_ZONE: 'SystemV/AST4' })).rejects.toThrow(
      'SHOP_TIME_ZONE is not a time zone PostgreSQL knows; use a current IANA name such as Europe/Paris or UTC (got "SystemV/AST4")',
    );
    const lowerCase = await startShop({ SHOP_TIME_ZONE: 'asia/kathmandu' });
    await lowerCase.close();
  });

  it('answers zeros for a shop without orders', async () => {
    const res = await asAdmin.overview().expect(200);
    expect(res.body).toMatchObject({
      today: { orders: 0, revenue: 0 },
      thisWeek: { orders: 0, revenue: 0 },
      pendingOrders: 0,
      users: 2,
    });
  });
});
