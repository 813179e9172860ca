import Stripe from 'stripe';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type User = Awaited<ReturnType<TestShop['signIn']>>;

/** Date-times RFC 3339's form allows (or a validator might let through) that no clock shows. */
const NO_SUCH_INSTANT = [
  '2026-12-31T23:59:60Z',
  '2027-06-30T12:59:60-11:00',
  '2027-02-30T10:00:00Z',
  '2027-01-01T24:00:00Z',
  '2027-01-01T10:00:00+25:00',
  '2027-01-01T10:00:00+01',
];

describe('a date-time no clock shows is refused with 400 by every operation, before anything happens', () => {
  let standIn: StandIn;
  let stripe: Stripe;
  let shop: TestShop;
  let admin: User;
  let ada: User;

  beforeAll(async () => {
    standIn = await startStandIn();
    stripe = new Stripe(standIn.secretKey, {
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      telemetry: false,
    });
    shop = await startShop(stripeEnv(standIn));
    [admin, ada] = await Promise.all([shop.signIn('owner'), shop.signIn('customer')]);
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  const as = (user: User) => ({
    post: (path: string, body: object) =>
      shop.http.post(`/api${path}`).set('Authorization', user.authorization).send(body),
    patch: (path: string, body: object) =>
      shop.http.patch(`/api${path}`).set('Authorization', user.authorization).send(body),
    get: (path: string, query: object) =>
      shop.http.get(`/api${path}`).query(query).set('Authorization', user.authorization),
  });

  it('accepting an order with such a readyAt charges nothing: the card stays authorised at Stripe', async () => {
    const [dish] = (await shop.http.get('/api/menu')).body as { _id: string }[];
    await as(ada).post('/carts', { menuItemId: dish!._id, quantity: 1 }).expect(201);
    const intent = (await as(ada).post('/create-payment-intent', {}).expect(200)).body as { clientSecret: string };
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const order = (await as(ada).post('/payments', { transactionId: paid.body.id })).body as {
      _id: string;
      transactionId: string;
    };

    for (const readyAt of NO_SUCH_INSTANT) {
      const res = await as(admin).patch(`/orders/${order._id}`, { status: 'accepted', readyAt });
      expectErrorBody(res, 400);
      expect([readyAt, res.body.details]).toEqual([
        readyAt,
        [{ path: '/body/readyAt', message: 'must match format "date-time"' }],
      ]);
    }
    const atStripe = await stripe.paymentIntents.retrieve(order.transactionId);
    expect({ status: atStripe.status, received: atStripe.amount_received }).toEqual({
      status: 'requires_capture',
      received: 0,
    });
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: order._id } });
    expect({ status: row.status, payment: row.paymentStatus, captured: row.capturedCents }).toEqual({
      status: 'pending',
      payment: 'authorised',
      captured: 0,
    });
  });

  it('checkout, promo codes and bookings refuse such a time with the error body', async () => {
    const promo = {
      code: 'CLOCK',
      discount: { percent: 10 },
      minimumSubtotal: 0,
      validFrom: null,
      validUntil: null,
      fulfilment: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      active: true,
    };
    const booking = { partySize: 2, name: 'Ada', phone: '+1 555 010 0199', email: 'ada@example.com' };
    for (const at of NO_SUCH_INSTANT) {
      const answers = [
        await as(ada).post('/checkout/quote', { fulfilment: 'pickup', slot: at }),
        await as(ada).post('/create-payment-intent', { fulfilment: 'pickup', slot: at }),
        await as(admin).post('/promo-codes', { ...promo, validFrom: at }),
        await as(admin).post('/promo-codes', { ...promo, validUntil: at }),
        await as(ada).post('/bookings', { ...booking, startsAt: at }),
      ];
      for (const res of answers) {
        expectErrorBody(res, 400);
        expect(res.body.message).toMatch(/must match format "date-time"/);
      }
    }
    expect(await shop.prisma.promoCode.count({ where: { code: 'CLOCK' } })).toBe(0);
    expect(await shop.prisma.booking.count()).toBe(0);
  });

  it('the orders list refuses days no calendar has, in its filters', async () => {
    for (const day of ['2027-02-30', '2027-13-01', '2027-01-01T00:00:00Z', '0999-12-31']) {
      expectErrorBody(await as(admin).get('/orders', { from: day }), 400);
      expectErrorBody(await as(admin).get('/orders', { to: day }), 400);
    }
    expect(
      (await as(admin).get('/orders', { from: '2024-02-29', to: '2027-12-31' }).expect(200)).body.total,
    ).toBeGreaterThanOrEqual(1);
  });
});
