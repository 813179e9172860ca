import Stripe from 'stripe';
import { OrderLifecycleService } from '../src/orders/order-lifecycle.service';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { openEventStream } from './event-stream';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type User = Awaited<ReturnType<TestShop['signIn']>>;
type Dish = { _id: string; name: string; price: number };
type Order = {
  _id: string;
  number: number;
  transactionId: string;
  status: string;
  customerName: string;
  phone: string | null;
  answerBy: string | null;
  promisedAt: string | null;
  payment: { status: string; captured: number };
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ADDRESS = { line1: '12 Main Street', city: 'Springfield', postcode: '62701' };

/** A promo code of 10 % off that one order may use. */
const oneUse = (code: string) => ({
  code,
  discount: { percent: 10 },
  minimumSubtotal: 0,
  validFrom: null,
  validUntil: null,
  fulfilment: null,
  maxUses: 1,
  maxUsesPerCustomer: null,
  active: true,
});

/** "HH:MM" of an instant in UTC, on a quarter hour. */
const clockOf = (at: number) => new Date(Math.floor(at / (15 * MINUTE)) * 15 * MINUTE).toISOString().slice(11, 16);

/**
 * What a real evening and a determined customer break: orders paid long before their time, one order number,
 * whom the kitchen cooks for, a customer taking an order back, and claims that hold against replaced checkouts.
 */
describe('an evening of orders', () => {
  let standIn: StandIn;
  let stripe: Stripe;
  let shop: TestShop;
  let ada: User;
  let bob: User;
  let chef: User;
  let dishes: Dish[];

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
    shop = await startShop({ ...stripeEnv(standIn), SHOP_TIME_ZONE: 'UTC' });
    [ada, bob, chef] = await Promise.all([shop.signIn('customer'), shop.signIn('customer'), shop.signIn('owner')]);
    dishes = (await shop.http.get('/api/menu')).body;
  });
  afterEach(async () => {
    standIn.setWebhookUrl('');
    await shop.close();
  });

  const call = (user: User) => ({
    get: (path: string, query: object = {}) =>
      shop.http.get(`/api${path}`).query(query).set('Authorization', user.authorization),
    post: (path: string, body: object = {}) =>
      shop.http.post(`/api${path}`).set('Authorization', user.authorization).send(body),
    put: (path: string, body: object) =>
      shop.http.put(`/api${path}`).set('Authorization', user.authorization).send(body),
    patch: (path: string, body: object) =>
      shop.http.patch(`/api${path}`).set('Authorization', user.authorization).send(body),
  });

  /** Puts a dish in the customer's cart and starts paying for it as asked; answers the payment intent. */
  async function checkout(customer: User, request: object = {}, dish = dishes[0]!) {
    await call(customer).post('/carts', { menuItemId: dish._id, quantity: 1 }).expect(201);
    const started = await call(customer).post('/create-payment-intent', request);
    expect(started.status).toBe(200);
    return started.body as { clientSecret: string; promisedAt: string };
  }

  /** Confirms the card and records the order, as the customer's browser does. */
  async function pay(customer: User, clientSecret: string): Promise<Order> {
    const paid = await payWithCard(standIn, clientSecret, '4242424242424242');
    expect(paid.body.status).toBe('requires_capture');
    const recorded = await call(customer).post('/payments', { transactionId: paid.body.id });
    expect([200, 201]).toContain(recorded.status);
    return recorded.body;
  }

  const emails = (orderId: string) =>
    shop.prisma.$queryRaw<{ key: string; subject: string; text: string }[]>`
      SELECT key, subject, text FROM outbox_emails WHERE key LIKE ${`order:${orderId}:%`} ORDER BY id`;

  it('keeps an order paid while the shop is closed for the evening waiting for the kitchen, past its time to accept', async () => {
    // The shop opens in three hours and closes eight hours from now; the kitchen has 10 minutes to answer.
    const opens = clockOf(Date.now() + 3 * HOUR);
    const closes = clockOf(Date.now() + 8 * HOUR);
    const weekly = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
      day,
      opens,
      closes,
    }));
    await call(chef).put('/shop/hours', { weekly, specialDays: [] }).expect(200);
    const slots = (await call(ada).get('/checkout/slots').expect(200)).body as {
      asap: string | null;
      slots: { startsAt: string; available: boolean }[];
    };
    expect(slots.asap).toBeNull();
    const evening = slots.slots.find((slot) => Date.parse(slot.startsAt) >= Date.now() + 5 * HOUR)!;

    const started = await checkout(ada, { slot: evening.startsAt });
    const placed = await pay(ada, started.clientSecret);
    // Not before its preparation must start: 20 minutes of lead before its time, and hours after the opening.
    expect(placed.answerBy).toBe(new Date(Date.parse(evening.startsAt) - 20 * MINUTE).toISOString());
    const received = (await emails(placed._id))[0]!;
    expect(received.text).toContain('The kitchen will confirm it by');

    // An hour on, the time to accept has long passed since it was paid: it still waits.
    await shop.prisma.order.update({ where: { id: placed._id }, data: { createdAt: new Date(Date.now() - HOUR) } });
    expect(await shop.app.get(OrderLifecycleService).rejectUnanswered()).toEqual({ rejected: 0 });
    const kitchen = (await call(chef).get('/kitchen/orders').expect(200)).body as Order[];
    expect(kitchen.find((order) => order._id === placed._id)).toMatchObject({
      status: 'order pending',
      answerBy: placed.answerBy,
    });

    const accepted = (await call(chef).patch(`/orders/${placed._id}`, { status: 'accepted' }).expect(200))
      .body as Order;
    expect(accepted).toMatchObject({ status: 'accepted', answerBy: null, payment: { status: 'captured' } });
    expect((await stripe.paymentIntents.retrieve(placed.transactionId)).status).toBe('succeeded');
  });

  it('still rejects an order nobody answered by its time, and counts that time from the opening for one paid while closed', async () => {
    const opens = clockOf(Date.now() + 2 * HOUR);
    const closes = clockOf(Date.now() + 10 * HOUR);
    const weekly = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
      day,
      opens,
      closes,
    }));
    await call(chef).put('/shop/hours', { weekly, specialDays: [] }).expect(200);
    const slots = (await call(ada).get('/checkout/slots').expect(200)).body as { slots: { startsAt: string }[] };
    const first = slots.slots[0]!.startsAt;
    const placed = await pay(ada, (await checkout(ada, { slot: first })).clientSecret);
    const opening = slots.slots[0]!.startsAt;
    // The first slot starts at the opening: the kitchen answers within its 10 minutes of opening, not of the payment.
    expect(Date.parse(placed.answerBy!)).toBe(Date.parse(opening) + 10 * MINUTE);

    await shop.prisma.order.update({ where: { id: placed._id }, data: { answerBy: new Date(Date.now() - 1000) } });
    expect(await shop.app.get(OrderLifecycleService).rejectUnanswered()).toEqual({ rejected: 1 });
    expect((await stripe.paymentIntents.retrieve(placed.transactionId)).status).toBe('canceled');
  });

  it('gives every order one number, the next each time, which the customer, the kitchen, the e-mails and a search all use', async () => {
    const first = await pay(ada, (await checkout(ada, { phone: '+1 (217) 555-0142' })).clientSecret);
    const second = await pay(bob, (await checkout(bob)).clientSecret);
    expect(second.number).toBe(first.number + 1);
    expect(first.number).toBeGreaterThanOrEqual(1001);

    const [mine] = (await call(ada).get('/payments', { email: ada.email }).expect(200)).body as Order[];
    expect(mine!.number).toBe(first.number);
    const kitchen = (await call(chef).get('/kitchen/orders').expect(200)).body as Order[];
    expect(kitchen.map((order) => order.number).sort()).toEqual([first.number, second.number].sort());
    const [received] = await emails(first._id);
    expect(received!.subject).toContain(`order #${first.number}`);
    expect(received!.text).toContain(`Order #${first.number}`);

    const found = async (q: string) =>
      ((await call(chef).get('/orders', { q }).expect(200)).body.items as Order[]).map((order) => order.number);
    expect(await found(`#${first.number}`)).toEqual([first.number]);
    expect(await found(String(second.number))).toEqual([second.number]);
    expect(await found(ada.email.toUpperCase())).toEqual([first.number]);
    expect(await found(ada.email.split('@')[0]!)).toEqual([first.number]);
    expect(await found('555 0142')).toEqual([first.number]);
    expect(await found('2175550142')).toEqual([first.number]);
    expect(await found('nobody-by-this-name')).toEqual([]);
    expectErrorBody(await call(chef).get('/orders', { q: '' }), 400);
    expectErrorBody(await call(chef).get('/orders', { q: 'x'.repeat(101) }), 400);
    expectErrorBody(await call(ada).get('/orders', { q: ada.email }), 403);
  });

  it("asks a phone for delivery, checks its shape, and keeps the customer's name and phone with the order for the kitchen", async () => {
    await shop.prisma.shopSettings.update({ where: { id: 1 }, data: { delivery: true } });
    const cart = async () => call(ada).post('/carts', { menuItemId: dishes[0]!._id, quantity: 2 }).expect(201);
    await cart();
    const noPhone = await call(ada).post('/create-payment-intent', { fulfilment: 'delivery', address: ADDRESS });
    expectErrorBody(noPhone, 422);
    expect(noPhone.body.message).toContain('phone number');
    for (const [phone, status] of [
      ['call me', 400],
      ['12', 400],
      ['+1 217 555 0142 ext 3', 400],
      [`+${'1'.repeat(20)}`, 422],
      [' 5550142', 400],
      ['0 1 2 3', 422],
    ] as const) {
      expectErrorBody(
        await call(ada).post('/create-payment-intent', { fulfilment: 'delivery', address: ADDRESS, phone }),
        status,
      );
    }
    const started = (
      await call(ada)
        .post('/create-payment-intent', { fulfilment: 'delivery', address: ADDRESS, phone: '+1 217-555-0142' })
        .expect(200)
    ).body;
    const placed = await pay(ada, started.clientSecret);
    const name = (await shop.prisma.user.findUniqueOrThrow({ where: { id: ada.id } })).name;
    expect(placed).toMatchObject({ customerName: name, phone: '+1 217-555-0142' });
    const [inKitchen] = (await call(chef).get('/kitchen/orders').expect(200)).body as Order[];
    expect(inKitchen).toMatchObject({ number: placed.number, customerName: name, phone: '+1 217-555-0142' });

    // A pickup may leave the phone out.
    await cart();
    const pickup = await pay(ada, (await call(ada).post('/create-payment-intent', {}).expect(200)).body.clientSecret);
    expect(pickup.phone).toBeNull();
  });

  it('lets a customer cancel their order while the kitchen has not answered: the card is released and the kitchen hears of it', async () => {
    const placed = await pay(ada, (await checkout(ada)).clientSecret);
    await shop.app.listen(0, '127.0.0.1');
    const stream = await openEventStream(await shop.app.getUrl(), chef.authorization);
    try {
      expectErrorBody(await call(bob).post(`/orders/${placed._id}/cancel`), 404);
      expectErrorBody(await shop.http.post(`/api/orders/${placed._id}/cancel`), 401);
      const cancelled = (await call(ada).post(`/orders/${placed._id}/cancel`).expect(200)).body as Order & {
        reason: string;
      };
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        reason: 'Cancelled by the customer.',
        payment: { status: 'released', captured: 0 },
      });
      expect((await stripe.paymentIntents.retrieve(placed.transactionId)).status).toBe('canceled');
      await stream.next(
        (event) => JSON.parse(event.data).orderId === placed._id && JSON.parse(event.data).status === 'cancelled',
      );
      expect((await emails(placed._id)).map((email) => email.key.split(':')[2])).toEqual(['received', 'cancelled']);
      // Again: the same answer, nothing more.
      expect((await call(ada).post(`/orders/${placed._id}/cancel`).expect(200)).body.status).toBe('cancelled');
      expect(await emails(placed._id)).toHaveLength(2);
    } finally {
      stream.close();
    }

    const answered = await pay(ada, (await checkout(ada)).clientSecret);
    await call(chef).patch(`/orders/${answered._id}`, { status: 'accepted' }).expect(200);
    const late = await call(ada).post(`/orders/${answered._id}/cancel`);
    expectErrorBody(late, 409);
    expect((await stripe.paymentIntents.retrieve(answered.transactionId)).status).toBe('succeeded');
  });

  it('cancels at Stripe the payment a new checkout replaces, so that a code with one use is used once', async () => {
    await call(chef).post('/promo-codes', oneUse('ONCE')).expect(201);
    const earlier = await checkout(ada, { promoCode: 'ONCE' });
    await call(ada).post('/carts', { menuItemId: dishes[1]!._id, quantity: 1 }).expect(201);
    const later = (await call(ada).post('/create-payment-intent', { promoCode: 'ONCE' }).expect(200)).body;
    const earlierId = earlier.clientSecret.split('_secret_')[0]!;
    expect((await stripe.paymentIntents.retrieve(earlierId)).status).toBe('canceled');

    // The replaced payment cannot be paid, and recording it makes no order.
    expect((await payWithCard(standIn, earlier.clientSecret, '4242424242424242')).status).toBeGreaterThanOrEqual(400);
    expectErrorBody(await call(ada).post('/payments', { transactionId: earlierId }), 402);
    await pay(ada, later.clientSecret);
    expect(await shop.prisma.order.count({ where: { promoCode: 'ONCE' } })).toBe(1);
    expect(
      (await call(chef).get('/promo-codes').expect(200)).body.find((promo: { code: string }) => promo.code === 'ONCE')
        .uses,
    ).toBe(1);
  });

  it('refuses and releases a payment reported after its hold lapsed when its promo code or its slot went to others meanwhile', async () => {
    await call(chef).post('/promo-codes', oneUse('LASTONE')).expect(201);
    // Ada authorises her card with the code's one use, but her report is late: her hold lapses, and Bob takes the use.
    const adas = await checkout(ada, { promoCode: 'LASTONE' });
    const authorised = await payWithCard(standIn, adas.clientSecret, '4242424242424242');
    expect(authorised.body.status).toBe('requires_capture');
    await shop.prisma.checkout.updateMany({
      where: { userId: ada.id },
      data: { heldUntil: new Date(Date.now() - MINUTE) },
    });
    await pay(bob, (await checkout(bob, { promoCode: 'LASTONE' })).clientSecret);

    const refused = await call(ada).post('/payments', { transactionId: authorised.body.id });
    expectErrorBody(refused, 409);
    expect(refused.body.message).toContain('promo code');
    expect((await stripe.paymentIntents.retrieve(authorised.body.id!)).status).toBe('canceled');
    expect(await shop.prisma.order.count({ where: { transactionId: authorised.body.id! } })).toBe(0);

    // The same for a slot: the kitchen has room for one order's minutes in it, and Erin's took it while Dan's lapsed.
    const [dan, erin] = await Promise.all([shop.signIn('customer'), shop.signIn('customer')]);
    const slots = (await call(dan).get('/checkout/slots').expect(200)).body as { slots: { startsAt: string }[] };
    const slot = slots.slots.at(-1)!.startsAt;
    const dish = await shop.prisma.menuItem.findUniqueOrThrow({ where: { id: dishes[2]!._id } });
    await shop.prisma.shopSettings.update({ where: { id: 1 }, data: { kitchenMinutesPerSlot: dish.prepMinutes } });
    const dans = await checkout(dan, { slot }, dishes[2]);
    const held = await payWithCard(standIn, dans.clientSecret, '4242424242424242');
    await shop.prisma.checkout.updateMany({
      where: { paymentIntentId: held.body.id! },
      data: { heldUntil: new Date(Date.now() - MINUTE) },
    });
    await pay(erin, (await checkout(erin, { slot }, dishes[2])).clientSecret);
    const full = await call(dan).post('/payments', { transactionId: held.body.id });
    expectErrorBody(full, 409);
    expect(full.body.message).toContain('filled up');
    expect((await stripe.paymentIntents.retrieve(held.body.id!)).status).toBe('canceled');

    // A late report whose claims are still to be had keeps them and becomes its order.
    await shop.prisma.shopSettings.update({ where: { id: 1 }, data: { kitchenMinutesPerSlot: 120 } });
    const carol = await shop.signIn('customer');
    const carols = await checkout(carol, {}, dishes[3]);
    const carolsHeld = await payWithCard(standIn, carols.clientSecret, '4242424242424242');
    await shop.prisma.checkout.updateMany({
      where: { paymentIntentId: carolsHeld.body.id! },
      data: { heldUntil: new Date(Date.now() - MINUTE) },
    });
    expect((await call(carol).post('/payments', { transactionId: carolsHeld.body.id })).status).toBe(201);
    expect(
      (await shop.prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId: carolsHeld.body.id! } })).heldUntil,
    ).toBeNull();
  });
});
