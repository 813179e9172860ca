import Stripe from 'stripe';
import { JobsService } from '../src/jobs/jobs.service';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type User = Awaited<ReturnType<TestShop['signIn']>>;
type Dish = { _id: string; price: number };
type Order = { _id: string; transactionId: string };
type Difference = { kind: string; transactionId: string; order?: { _id: string; number: number } };
type Reconciliation = {
  _id: string;
  by?: string;
  compared: { payments: number; refunds: number; orders: number };
  differenceCount: number;
  differences: Difference[];
};

const cents = (amount: number) => Math.round(amount * 100);

/** Waits for a condition, up to a busy machine's minute. */
async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Waited a minute for ${what}.`);
}

describe("the reconciliation of Stripe's payments, captures and refunds with the orders, against the stand-in", () => {
  let standIn: StandIn;
  let stripe: Stripe;
  let shop: TestShop;
  let owner: User;
  let manager: User;
  let dish: Dish;
  /** The order the kitchen accepted, and so charged. */
  let charged: Order;

  beforeAll(async () => {
    // A stand-in of its own: every payment it knows is one of this file's.
    standIn = await startStandIn();
    stripe = new Stripe(standIn.secretKey, {
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      telemetry: false,
    });
    shop = await startShop(stripeEnv(standIn));
    [owner, manager] = await Promise.all([shop.signIn('owner'), shop.signIn('manager')]);
    dish = ((await shop.http.get('/api/menu')).body as Dish[])[0]!;
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  /** A customer pays for the dish by card: authorised, and recorded as a pending order unless `recorded` is false. */
  async function pay(recorded = true): Promise<Order & { intentId: string }> {
    const customer = await shop.signIn('customer');
    await shop.http
      .post('/api/carts')
      .set('Authorization', customer.authorization)
      .send({ menuItemId: dish._id })
      .expect(201);
    const intent = (
      await shop.http
        .post('/api/create-payment-intent')
        .set('Authorization', customer.authorization)
        .send({})
        .expect(200)
    ).body as { clientSecret: string };
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    expect(paid.body.status).toBe('requires_capture');
    if (!recorded) return { _id: '', transactionId: paid.body.id!, intentId: paid.body.id! };
    const order = (
      await shop.http
        .post('/api/payments')
        .set('Authorization', customer.authorization)
        .send({ transactionId: paid.body.id })
        .expect(201)
    ).body as Order;
    return { ...order, intentId: paid.body.id! };
  }

  const move = (order: Order, body: object) =>
    shop.http.patch(`/api/orders/${order._id}`).set('Authorization', owner.authorization).send(body).expect(200);
  const check = (by: User = owner) => shop.http.post('/api/reconciliations').set('Authorization', by.authorization);
  const numberOf = async (order: Order) =>
    (await shop.prisma.order.findUniqueOrThrow({ where: { id: order._id } })).number;

  it('finds no difference in a shop whose payments and orders agree, whatever became of them', async () => {
    charged = await pay();
    await move(charged, { status: 'accepted' });
    await pay(); // still waiting for the kitchen: authorised
    await move(await pay(), { status: 'rejected', reason: 'No more dough.' }); // released
    const refunded = await pay();
    await move(refunded, { status: 'accepted' });
    await move(refunded, { status: 'cancelled', reason: 'Burnt.', refund: 1 });
    await pay(false); // paid, and the customer's browser has not said so yet: its checkout is still being paid
    // A gift card bought, and paid: the card's payment, not an order's.
    const buyer = await shop.signIn('customer');
    const purchase = (
      await shop.http
        .post('/api/gift-card-purchases')
        .set('Authorization', buyer.authorization)
        .send({ amount: 25, recipientEmail: 'friend@example.com' })
        .expect(201)
    ).body as { transactionId: string; clientSecret: string };
    expect((await payWithCard(standIn, purchase.clientSecret, '4242424242424242')).body.status).toBe('succeeded');
    await shop.http
      .post(`/api/gift-card-purchases/${purchase.transactionId}/completion`)
      .set('Authorization', buyer.authorization)
      .expect(200);

    const { body } = await check().expect(201);
    expect(body).toMatchObject({
      by: owner.email.split('@')[0],
      compared: { payments: 6, refunds: 1, orders: 4 },
      differenceCount: 0,
      differences: [],
    });
  });

  it('finds a payment made at Stripe that no order accounts for', async () => {
    const card = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const stray = await stripe.paymentIntents.create({
      amount: 4321,
      currency: 'usd',
      payment_method: card.id,
      confirm: true,
    });
    expect(stray.status).toBe('succeeded');

    const { body } = await check().expect(201);
    expect(body.differences).toEqual([
      { kind: 'payment-without-order', transactionId: stray.id, stripeStatus: 'succeeded', stripe: 43.21, shop: 0 },
    ]);
    expect(body).toMatchObject({ differenceCount: 1, compared: { payments: 7 } });
  });

  it("finds a refund made at Stripe on an order's payment as a refund of another amount than the order's", async () => {
    await stripe.refunds.create({ payment_intent: charged.transactionId, amount: 250 });

    const { body } = await check().expect(201);
    expect(body.differences).toEqual([
      {
        kind: 'refund-differs',
        transactionId: charged.transactionId,
        order: { _id: charged._id, number: await numberOf(charged) },
        stripeStatus: 'succeeded',
        stripe: 2.5,
        shop: 0,
      },
      expect.objectContaining({ kind: 'payment-without-order', stripe: 43.21 }),
    ]);
    expect(body.compared.refunds).toBe(2);
  });

  it('finds an order whose payment Stripe does not know, and a capture Stripe made that the order does not know', async () => {
    const pending = await pay();
    await stripe.paymentIntents.capture(pending.intentId);
    const ghost = await shop.prisma.order.create({
      data: {
        email: 'ghost@example.com',
        transactionId: 'pi_never_made_at_stripe',
        amountCents: 1500,
        paymentStatus: 'captured',
        capturedCents: 1500,
        status: 'accepted',
      },
    });

    const { body } = await check().expect(201);
    const kinds = (body as Reconciliation).differences.map(({ kind, transactionId }) => [kind, transactionId]);
    expect(kinds).toEqual([
      ['order-without-payment', ghost.transactionId],
      ['capture-differs', pending.transactionId],
      ['refund-differs', charged.transactionId],
      ['payment-without-order', expect.stringMatching(/^pi_/)],
    ]);
    expect(body.differences[0]).toEqual({
      kind: 'order-without-payment',
      transactionId: ghost.transactionId,
      order: { _id: ghost.id, number: ghost.number },
      stripe: 0,
      shop: 15,
    });
    expect(body.differences[1]).toMatchObject({ stripe: dish.price, shop: 0, stripeStatus: 'succeeded' });
  });

  it('keeps each check, newest first, in minor units, and answers them to owners and managers', async () => {
    const runs = (await shop.http.get('/api/reconciliations').set('Authorization', manager.authorization).expect(200))
      .body as Reconciliation[];
    expect(runs.map((run) => run.differenceCount)).toEqual([4, 2, 1, 0]);
    const latest = await shop.prisma.reconciliationRun.findFirstOrThrow({ orderBy: { startedAt: 'desc' } });
    expect(runs[0]!._id).toBe(latest.id);
    expect(latest.differences).toContainEqual(
      expect.objectContaining({ kind: 'refund-differs', stripeCents: 250, shopCents: 0 }),
    );
    expect(runs[0]!.differences[1]).toMatchObject({ stripe: dish.price });
    expect(latest.differences).toContainEqual(
      expect.objectContaining({ kind: 'capture-differs', stripeCents: cents(dish.price) }),
    );
  });

  it('refuses the check and its results to a customer and to the kitchen', async () => {
    const before = await shop.prisma.reconciliationRun.count();
    for (const role of ['customer', 'kitchen'] as const) {
      const caller = await shop.signIn(role);
      expectErrorBody(await check(caller), 403);
      expectErrorBody(await shop.http.get('/api/reconciliations').set('Authorization', caller.authorization), 403);
    }
    expectErrorBody(await shop.http.post('/api/reconciliations'), 401);
    expect(await shop.prisma.reconciliationRun.count()).toBe(before);
  });

  it('runs every day on its own, as the daily check, and keeps the ten newest checks', async () => {
    const before = await shop.prisma.reconciliationRun.count();
    await shop.app.get(JobsService).runNow('reconcile-payments');
    const daily = await until('the daily check', () =>
      shop.prisma.reconciliationRun.findFirst({ where: { byName: null } }).then((run) => run ?? undefined),
    );
    expect(daily.differenceCount).toBe(4);
    expect(await shop.prisma.reconciliationRun.count()).toBe(before + 1);

    for (let n = 0; n < 6; n += 1) await check(manager).expect(201);
    const runs = (await shop.http.get('/api/reconciliations').set('Authorization', owner.authorization).expect(200))
      .body as Reconciliation[];
    expect(runs).toHaveLength(10);
    expect(await shop.prisma.reconciliationRun.count()).toBe(10);
    expect(runs.map((run) => run.differenceCount).at(-1)).toBe(1);
  });
});
