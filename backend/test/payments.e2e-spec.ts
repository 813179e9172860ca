import { createHmac, randomUUID } from 'node:crypto';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { authenticate, payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type Customer = Awaited<ReturnType<TestShop['signIn']>>;
type Dish = { _id: string; name: string; price: number };

describe('card payment and orders, through the real stripe SDK and the local stand-in', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let ada: Customer;
  let bob: Customer;
  let dishes: Dish[];

  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.stop());

  beforeEach(async () => {
    shop = await startShop(stripeEnv(standIn));
    ada = await shop.signIn('customer');
    bob = await shop.signIn('customer');
    dishes = (await shop.http.get('/api/menu')).body;
  });
  afterEach(() => shop.close());

  const as = (user: Customer) => ({
    add: (dish: Dish, quantity = 1) =>
      shop.http
        .post('/api/carts')
        .set('Authorization', user.authorization)
        .send({ menuItemId: dish._id, quantity })
        .expect(201),
    intent: (body: object = {}) =>
      shop.http.post('/api/create-payment-intent').set('Authorization', user.authorization).send(body),
    record: (transactionId: string) =>
      shop.http.post('/api/payments').set('Authorization', user.authorization).send({ transactionId }),
    orders: (email = user.email) =>
      shop.http.get('/api/payments').query({ email }).set('Authorization', user.authorization),
    cart: () => shop.http.get('/api/carts').query({ email: user.email }).set('Authorization', user.authorization),
  });

  const cents = (n: number) => Math.round(n * 100);

  it('charges Σ price × quantity, computed by the server, and records one pending order', async () => {
    const [a, b] = [dishes[0]!, dishes[9]!];
    await as(ada).add(a, 2);
    await as(ada).add(b);
    await as(bob).add(a, 5);
    const total = (cents(a.price) * 2 + cents(b.price)) / 100;

    const intent = (await as(ada).intent({ price: total }).expect(200)).body;
    expect(intent).toMatchObject({
      amount: total,
      currency: 'usd',
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
    });
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    expect(paid.body.status).toBe('requires_capture');

    const order = (await as(ada).record(paid.body.id!).expect(201)).body;
    expect(order).toMatchObject({
      email: ada.email,
      transactionId: paid.body.id,
      price: total,
      quantity: 2,
      status: 'order pending',
      itemName: [a.name, b.name],
      menuItems: [a._id, b._id],
    });
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { transactionId: paid.body.id! } });
    expect(row.amountCents).toBe(cents(a.price) * 2 + cents(b.price));
    expect((await as(ada).cart()).body).toEqual([]);
    expect((await as(bob).cart()).body).toMatchObject([{ menuItemId: a._id, quantity: 5 }]);

    const again = await as(ada).record(paid.body.id!).expect(200);
    expect(again.body._id).toBe(order._id);
    expect((await as(ada).orders().expect(200)).body).toHaveLength(1);
  });

  it('refuses a total the customer was not shown, and carts under 1.00', async () => {
    expectErrorBody(await as(ada).intent(), 422);
    await as(ada).add(dishes[0]!);
    const tampered = await as(ada).intent({ price: 0.5 });
    expectErrorBody(tampered, 409);
    expect(tampered.body.message).toContain(`$${dishes[0]!.price.toFixed(2)}`);
    const admin = await shop.signIn('owner');
    const cheap = (
      await shop.http
        .post('/api/menu')
        .set('Authorization', admin.authorization)
        .send({ name: 'Mint', category: 'drinks', price: 0.5, recipe: 'A leaf.', image: '/uploads/x.webp' })
        .expect(201)
    ).body;
    await as(bob).add(cheap);
    expectErrorBody(await as(bob).intent(), 422);
  });

  it.each([
    ['declined', '4000000000000002', 'generic_decline'],
    ['insufficient funds', '4000000000009995', 'insufficient_funds'],
  ])('records no order for a %s card, and keeps the cart', async (_, card, declineCode) => {
    await as(ada).add(dishes[3]!);
    const intent = (await as(ada).intent().expect(200)).body;
    const paid = await payWithCard(standIn, intent.clientSecret, card);
    expect(paid.status).toBe(402);
    expect(paid.body.error?.decline_code).toBe(declineCode);
    const transactionId = intent.clientSecret.split('_secret_')[0];
    expectErrorBody(await as(ada).record(transactionId), 402);
    expect(await shop.prisma.order.count()).toBe(0);
    expect((await as(ada).cart()).body).toHaveLength(1);
  });

  it('records a 3-D Secure payment once the cardholder authenticates, and keeps the cart and the slot through a failed challenge', async () => {
    await as(ada).add(dishes[0]!, 2);
    const intent = (await as(ada).intent().expect(200)).body;
    const transactionId = intent.clientSecret.split('_secret_')[0];
    const checkout = () => shop.prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId: transactionId } });

    // The bank asks: nothing is authorised until the cardholder answers, so nothing is recorded.
    const asked = await payWithCard(standIn, intent.clientSecret, '4000002760003184');
    expect(asked.body.status).toBe('requires_action');
    expectErrorBody(await as(ada).record(transactionId), 402);

    // A failed challenge: no order, the cart as it was, and the slot still held for the payment in progress.
    const failed = await authenticate(standIn, intent.clientSecret, 'fail');
    expect(failed.status).toBe(402);
    expect(failed.body.error?.code).toBe('payment_intent_authentication_failure');
    expectErrorBody(await as(ada).record(transactionId), 402);
    expect(await shop.prisma.order.count()).toBe(0);
    expect((await as(ada).cart().expect(200)).body).toEqual([
      expect.objectContaining({ menuItemId: dishes[0]!._id, quantity: 2 }),
    ]);
    expect((await checkout()).heldUntil!.getTime()).toBeGreaterThan(Date.now());

    // The same card again, the challenge completed: authorised, and recorded once however often it is reported.
    expect((await payWithCard(standIn, intent.clientSecret, '4000002760003184')).body.status).toBe('requires_action');
    expect((await authenticate(standIn, intent.clientSecret, 'complete')).body.status).toBe('requires_capture');
    const reports = await Promise.all(Array.from({ length: 5 }, () => as(ada).record(transactionId)));
    expect(reports.map((report) => report.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(reports.map((report) => report.body._id)).size).toBe(1);
    expect(await shop.prisma.order.count({ where: { transactionId } })).toBe(1);
    expect((await as(ada).cart().expect(200)).body).toEqual([]);
  });

  it('leaves no order for a card the bank authenticates and then declines', async () => {
    await as(ada).add(dishes[0]!);
    const intent = (await as(ada).intent().expect(200)).body;
    expect((await payWithCard(standIn, intent.clientSecret, '4000008400001629')).body.status).toBe('requires_action');
    const declined = await authenticate(standIn, intent.clientSecret, 'complete');
    expect(declined).toMatchObject({ status: 402, body: { error: { code: 'card_declined' } } });
    expectErrorBody(await as(ada).record(intent.clientSecret.split('_secret_')[0]), 402);
    expect(await shop.prisma.order.count()).toBe(0);
  });

  it('puts a past order in the cart again at today’s prices, saying what was repriced and what cannot be had now', async () => {
    const [pizza, soup, salad] = [dishes[0]!, dishes[1]!, dishes[2]!];
    await as(ada).add(pizza, 2);
    await as(ada).add(soup);
    await as(ada).add(salad, 3);
    const intent = (await as(ada).intent().expect(200)).body;
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const order = (await as(ada).record(paid.body.id!).expect(201)).body;
    expect((await as(ada).cart().expect(200)).body).toEqual([]);

    // Since then: the pizza costs a euro more, the soup is sold out, and the salad has left the menu.
    await shop.prisma.menuItem.update({ where: { id: pizza._id }, data: { priceCents: cents(pizza.price) + 100 } });
    await shop.prisma.menuItem.update({ where: { id: soup._id }, data: { soldOut: true } });
    await shop.http
      .delete(`/api/menu/${salad._id}`)
      .set('Authorization', (await shop.signIn('owner')).authorization)
      .expect(200);

    const reorder = (id: string, user = ada) =>
      shop.http.post(`/api/orders/${id}/reorder`).set('Authorization', user.authorization).set('Accept-Language', 'fr');
    const again = (await reorder(order._id).expect(200)).body;
    expect(again.added).toEqual([
      expect.objectContaining({ menuItemId: pizza._id, quantity: 2, price: pizza.price + 1 }),
    ]);
    expect(again.repriced).toEqual([{ name: expect.any(String), was: pizza.price, now: pizza.price + 1 }]);
    expect(again.notAdded.map((line: { name: string }) => line.name)).toEqual([soup.name, salad.name]);
    // Said in the caller's language, as the add itself would answer.
    expect(again.notAdded[1].reason).toBe('Ce plat n’est plus à la carte.');
    expect((await as(ada).cart().expect(200)).body).toEqual([
      expect.objectContaining({ menuItemId: pizza._id, quantity: 2 }),
    ]);

    // Again: the same dishes add to the line already there. Another customer's order is nobody else's to repeat.
    expect((await reorder(order._id).expect(200)).body.added).toEqual([
      expect.objectContaining({ menuItemId: pizza._id, quantity: 4 }),
    ]);
    expectErrorBody(await reorder(order._id, bob), 404);
    expectErrorBody(await reorder(randomUUID()), 404);
  });

  it("refuses a replayed, unknown or another customer's transaction id", async () => {
    await as(ada).add(dishes[5]!);
    const intent = (await as(ada).intent().expect(200)).body;
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    expectErrorBody(await as(bob).record(paid.body.id!), 404);
    expectErrorBody(await as(ada).record('pi_doesnotexist'), 404);
    await as(ada).record(paid.body.id!).expect(201);
    expectErrorBody(await as(bob).record(paid.body.id!), 404);
    expect(await shop.prisma.order.count()).toBe(1);
  });

  it('records one order when the same payment is reported 20 times at once', async () => {
    await as(ada).add(dishes[6]!, 3);
    const intent = (await as(ada).intent().expect(200)).body;
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const answers = await Promise.all(Array.from({ length: 20 }, () => as(ada).record(paid.body.id!)));
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((res) => res.body._id)).size).toBe(1);
    expect(await shop.prisma.order.count({ where: { transactionId: paid.body.id! } })).toBe(1);
  });

  it('lets customers read only their own orders, newest first, and administrators anyone’s', async () => {
    for (const dish of [dishes[0]!, dishes[1]!]) {
      await as(ada).add(dish);
      const intent = (await as(ada).intent().expect(200)).body;
      const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
      await as(ada).record(paid.body.id!).expect(201);
    }
    const orders = (await as(ada).orders().expect(200)).body;
    expect(orders.map((o: { itemName: string[] }) => o.itemName[0])).toEqual([dishes[1]!.name, dishes[0]!.name]);
    // Where an order may go next is the kitchen's business, not the customer's.
    for (const order of orders) expect(order).not.toHaveProperty('nextStatuses');
    expectErrorBody(await as(bob).orders(ada.email), 403);
    const admin = await shop.signIn('owner');
    expect((await as(admin).orders(ada.email).expect(200)).body).toHaveLength(2);
  });

  describe('the webhook', () => {
    const sign = (payload: string, secret = 'whsec_test_secret') => {
      const t = Math.floor(Date.now() / 1000);
      return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
    };
    const deliver = (payload: string, signature: string) =>
      shop.http
        .post('/api/stripe-webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(payload);

    it('records the order of a customer who closed the tab after paying, once', async () => {
      await as(ada).add(dishes[2]!, 2);
      const intent = (await as(ada).intent().expect(200)).body;
      const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: paid.body.id } },
      });
      await deliver(payload, sign(payload)).expect(200);
      await deliver(payload, sign(payload)).expect(200);
      const orders = (await as(ada).orders()).body;
      expect(orders).toMatchObject([{ transactionId: paid.body.id, price: (cents(dishes[2]!.price) * 2) / 100 }]);
      await as(ada).record(paid.body.id!).expect(200);
    });

    it('keeps an authorisation’s event for the grace, so that the customer’s own report records the order, and records it then if none came', async () => {
      await shop.close();
      shop = await startShop({ ...stripeEnv(standIn), STRIPE_EVENT_GRACE_SECONDS: '1' });
      ada = await shop.signIn('customer');
      bob = await shop.signIn('customer');
      // Dishes served all day: the test's minutes may cross the end of breakfast.
      const allDay = (
        (await shop.http.get('/api/menu')).body as (Dish & { available: boolean; hours?: unknown })[]
      ).filter((dish) => dish.available && !dish.hours);
      const eventOf = async (customer: Customer, dish: Dish, id: string) => {
        await as(customer).add(dish);
        const intent = (await as(customer).intent().expect(200)).body;
        const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
        expect(paid.body.status).toBe('requires_capture');
        const payload = JSON.stringify({
          id,
          object: 'event',
          type: 'payment_intent.amount_capturable_updated',
          data: { object: paid.body },
        });
        await deliver(payload, sign(payload)).expect(200);
        return paid.body.id!;
      };
      const seen = async (eventId: string) =>
        (await shop.prisma.$queryRaw<unknown[]>`SELECT 1 FROM stripe_events WHERE id = ${eventId}`).length > 0;
      const waitUntil = async (done: () => Promise<boolean>) => {
        for (let i = 0; i < 150 && !(await done()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      };

      // Ada closed the tab: nothing is recorded while the event waits, and her order is once the grace is over.
      const adas = await eventOf(ada, allDay[0]!, 'evt_grace_1');
      expect((await as(ada).orders().expect(200)).body).toEqual([]);
      expect(await seen('evt_grace_1')).toBe(false);
      await waitUntil(() => seen('evt_grace_1'));
      expect((await as(ada).orders().expect(200)).body).toMatchObject([{ transactionId: adas }]);

      // Bob's browser reports his payment within the grace: the report records it, and the event finds it done.
      const bobs = await eventOf(bob, allDay[1]!, 'evt_grace_2');
      await as(bob).record(bobs).expect(201);
      await waitUntil(() => seen('evt_grace_2'));
      expect(await seen('evt_grace_2')).toBe(true);
      expect(await shop.prisma.order.count({ where: { transactionId: bobs } })).toBe(1);

      // Another authorisation's event for Bob's recorded order brings nothing new: it is seen at once, not kept.
      const order = await shop.prisma.order.findUniqueOrThrow({ where: { transactionId: bobs } });
      const again = JSON.stringify({
        id: 'evt_grace_3',
        object: 'event',
        type: 'payment_intent.amount_capturable_updated',
        data: { object: { id: bobs, object: 'payment_intent', status: 'requires_capture' } },
      });
      await deliver(again, sign(again)).expect(200);
      expect(await seen('evt_grace_3')).toBe(true);
      expect(await shop.prisma.order.findUniqueOrThrow({ where: { transactionId: bobs } })).toEqual(order);
    });

    it('refuses an event with a wrong or missing signature', async () => {
      const payload = JSON.stringify({
        id: 'evt_2',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_x' } },
      });
      expectErrorBody(await deliver(payload, sign(payload, 'whsec_someone_else')), 400);
      expectErrorBody(await shop.http.post('/api/stripe-webhook').send(JSON.parse(payload)), 400);
    });

    it('is called by the stand-in itself, as Stripe would', async () => {
      await shop.app.listen(0, '127.0.0.1');
      standIn.setWebhookUrl(`${await shop.app.getUrl()}/api/stripe-webhook`);
      await as(ada).add(dishes[7]!);
      const intent = (await as(ada).intent().expect(200)).body;
      const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
      let orders: unknown[] = [];
      for (let i = 0; i < 50 && orders.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        orders = (await as(ada).orders()).body;
      }
      expect(orders).toMatchObject([{ transactionId: paid.body.id }]);
      standIn.setWebhookUrl('');
    });
  });
});
