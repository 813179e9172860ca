import { JwtService } from '@nestjs/jwt';
import Stripe from 'stripe';
import { LapsedCheckouts } from '../src/orders/lapsed-checkouts';
import { OrderLifecycleService, UNANSWERED_REASON } from '../src/orders/order-lifecycle.service';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { openEventStream } from './event-stream';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type User = Awaited<ReturnType<TestShop['signIn']>>;
type Dish = { _id: string; name: string; price: number };

const cents = (dollars: number) => Math.round(dollars * 100);

describe('the kitchen loop: the card follows the kitchen, every change is an event, and Stripe is heard once', () => {
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
    shop = await startShop(stripeEnv(standIn));
    [ada, bob, chef] = await Promise.all([shop.signIn('customer'), shop.signIn('customer'), shop.signIn('owner')]);
    dishes = (await shop.http.get('/api/menu')).body;
  });
  afterEach(async () => {
    standIn.setWebhookUrl('');
    await shop.close();
  });

  /** The customer pays for `quantity` of a dish: the card is authorised and the order recorded, pending. */
  async function order(customer: User, dish = dishes[0]!, quantity = 2, language?: string) {
    await shop.http
      .post('/api/carts')
      .set('Authorization', customer.authorization)
      .send({ menuItemId: dish._id, quantity })
      .expect(201);
    const intent = (
      await shop.http
        .post('/api/create-payment-intent')
        .set('Authorization', customer.authorization)
        .set(language ? { 'Accept-Language': language } : {})
        .send({})
        .expect(200)
    ).body;
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    expect(paid.body.status).toBe('requires_capture');
    // 201, or 200 when Stripe's event of the authorisation recorded it first.
    const recorded = await shop.http
      .post('/api/payments')
      .set('Authorization', customer.authorization)
      .send({ transactionId: paid.body.id });
    expect([200, 201]).toContain(recorded.status);
    return recorded.body as {
      _id: string;
      transactionId: string;
      price: number;
      status: string;
      payment: { status: string; captured: number };
    };
  }

  const change = (id: string, body: object, user = chef) =>
    shop.http.patch(`/api/orders/${id}`).set('Authorization', user.authorization).send(body);
  const emails = (orderId: string) =>
    shop.prisma.$queryRaw<{ key: string; to_address: string; subject: string; text: string }[]>`
      SELECT key, to_address, subject, text FROM outbox_emails WHERE key LIKE ${`order:${orderId}:%`} ORDER BY id`;

  it('authorises at checkout and charges exactly the order total when the kitchen accepts, once', async () => {
    const placed = await order(ada);
    expect(placed).toMatchObject({
      status: 'order pending',
      payment: { status: 'authorised', captured: 0, refunded: 0 },
    });
    expect((await stripe.paymentIntents.retrieve(placed.transactionId)).status).toBe('requires_capture');

    const readyAt = new Date(Date.now() + 25 * 60_000).toISOString();
    const accepted = (await change(placed._id, { status: 'accepted', readyAt }).expect(200)).body;
    expect(accepted).toMatchObject({
      status: 'accepted',
      readyAt,
      payment: { status: 'captured', captured: placed.price },
      nextStatuses: ['preparing', 'cancelled'],
    });
    const intent = await stripe.paymentIntents.retrieve(placed.transactionId);
    expect(intent.status).toBe('succeeded');
    expect(intent.amount_received).toBe(cents(placed.price));
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: placed._id } });
    expect(row.capturedCents).toBe(row.amountCents);

    // Accepting again answers the order as it is; Stripe is not asked twice.
    expect((await change(placed._id, { status: 'accepted' }).expect(200)).body.payment.captured).toBe(placed.price);
    for (const status of ['preparing', 'ready', 'completed']) await change(placed._id, { status }).expect(200);
    const [mine] = (
      await shop.http
        .get('/api/payments')
        .query({ email: ada.email })
        .set('Authorization', ada.authorization)
        .expect(200)
    ).body;
    expect(mine.timeline.map((step: { status: string }) => step.status)).toEqual([
      'order pending',
      'accepted',
      'preparing',
      'ready',
      'completed',
    ]);
    expect(mine.timeline[1].note).toContain('Ready at');
    expect((await emails(placed._id)).map((email) => email.key.split(':')[2])).toEqual([
      'received',
      'accepted',
      'ready',
    ]);
  });

  it('writes the e-mails of an order in the language its customer paid in, and links to the order in it', async () => {
    const french = await order(ada, dishes[0], 1, 'fr-FR,fr;q=0.9,en;q=0.5');
    const english = await order(bob, dishes[0], 1, 'es-ES, it');
    await change(french._id, { status: 'accepted' }).expect(200);
    const [received, accepted] = await emails(french._id);
    expect(received!.subject).toMatch(/^Nous avons bien reçu votre commande \(commande #\d+, /);
    expect(received!.text).toContain('Voir votre commande\u00a0: http');
    expect(received!.text).toMatch(/\/fr\/order/);
    expect(accepted!.subject).toMatch(/^Votre commande est acceptée/);
    // A language the shop does not speak: the shop's own.
    const [theirs] = await emails(english._id);
    expect(theirs!.subject).toMatch(/^We have your order \(order #\d+, /);
    expect(theirs!.text).not.toMatch(/\/(fr|de)\/order/);
  });

  it('releases the authorisation when the kitchen rejects, with the reason the customer reads; nothing is charged', async () => {
    const placed = await order(ada);
    expectErrorBody(await change(placed._id, { status: 'rejected' }), 422);
    expectErrorBody(await change(placed._id, { status: 'rejected', refund: 1, reason: 'No' }), 422);
    const rejected = (
      await change(placed._id, { status: 'rejected', reason: 'We ran out of basil tonight.' }).expect(200)
    ).body;
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'We ran out of basil tonight.',
      payment: { status: 'released', captured: 0 },
      nextStatuses: [],
    });
    const intent = await stripe.paymentIntents.retrieve(placed.transactionId);
    expect(intent.status).toBe('canceled');
    expect(intent.amount_received).toBe(0);
    expectErrorBody(await change(placed._id, { status: 'accepted' }), 409);
    const [, email] = await emails(placed._id);
    expect(email).toMatchObject({ key: `order:${placed._id}:rejected`, to_address: ada.email });
    expect(email!.text).toContain('We ran out of basil tonight.');
  });

  it('refunds an accepted order that is cancelled, in part and then the rest, never more than was charged', async () => {
    const placed = await order(ada, dishes[1], 3);
    await change(placed._id, { status: 'accepted' }).expect(200);
    await change(placed._id, { status: 'preparing' }).expect(200);
    expectErrorBody(await change(placed._id, { status: 'cancelled', refund: placed.price + 0.01 }), 422);
    const cancelled = (
      await change(placed._id, { status: 'cancelled', refund: 5, reason: 'The oven broke.' }).expect(200)
    ).body;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      reason: 'The oven broke.',
      payment: { status: 'partly refunded', captured: placed.price, refunded: 5 },
    });
    const refunds = await stripe.refunds.list({ payment_intent: placed.transactionId });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([500]);
    expect((await emails(placed._id)).at(-1)!.text).toContain('$5.00');

    const other = await order(bob, dishes[2], 1);
    await change(other._id, { status: 'accepted' }).expect(200);
    const full = (await change(other._id, { status: 'cancelled' }).expect(200)).body;
    expect(full.payment).toEqual({ status: 'refunded', captured: other.price, refunded: other.price });
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(other.transactionId)).latest_charge as string,
    );
    expect(charge.amount_refunded).toBe(cents(other.price));
  });

  it('lets a cook accept, move and reject orders but not refund one: the manager does, the cook finds it as it was', async () => {
    const [cook, manager] = [await shop.signIn('kitchen'), await shop.signIn('manager')];
    const placed = await order(ada, dishes[1], 1);
    await change(placed._id, { status: 'accepted' }, cook).expect(200);
    await change(placed._id, { status: 'preparing' }, cook).expect(200);
    const refused = await change(placed._id, { status: 'cancelled', reason: 'The oven broke.' }, cook);
    expectErrorBody(refused, 403);
    expect(refused.body.message).toBe('Your role in the shop does not allow this.');
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: placed._id } });
    expect({ status: row.status, refunded: row.refundedCents }).toEqual({ status: 'preparing', refunded: 0 });
    expect((await stripe.refunds.list({ payment_intent: placed.transactionId })).data).toEqual([]);

    const cancelled = (
      await change(placed._id, { status: 'cancelled', reason: 'The oven broke.' }, manager).expect(200)
    ).body;
    expect(cancelled.payment).toEqual({ status: 'refunded', captured: placed.price, refunded: placed.price });
    // The trail says who did what to the order's money, in order: the cook took it, the manager gave it back.
    const trail = (
      await shop.http
        .get('/api/audit-entries')
        .query({ action: 'order.status-changed' })
        .set('Authorization', manager.authorization)
        .expect(200)
    ).body.items.filter((entry: { subject: { _id: string } }) => entry.subject._id === placed._id);
    expect(
      trail
        .reverse()
        .map((entry: { actor: { role: string }; before: object; after: object }) => [
          entry.actor.role,
          entry.before,
          entry.after,
        ]),
    ).toEqual([
      ['kitchen', { status: 'order pending', charged: 0 }, { status: 'accepted', charged: placed.price }],
      ['kitchen', { status: 'accepted' }, { status: 'preparing' }],
      [
        'manager',
        { status: 'preparing', refunded: 0, reason: null },
        { status: 'cancelled', refunded: placed.price, reason: 'The oven broke.' },
      ],
    ]);
    // Rejecting a new order refunds nothing: the cook may.
    const next = await order(bob, dishes[2], 1);
    await change(next._id, { status: 'rejected', reason: 'We are closing early.' }, cook).expect(200);
  });

  it('rejects an order nobody accepted in time on its own, releases the card and tells the customer', async () => {
    await shop.prisma.shopSettings.update({ where: { id: 1 }, data: { acceptWithinMinutes: 5 } });
    const late = await order(ada);
    const fresh = await order(bob);
    const row0 = await shop.prisma.order.findUniqueOrThrow({ where: { id: late._id } });
    // An order for as soon as possible in a shop open all day is answered within its 5 minutes, or when its preparation must start.
    expect(row0.answerBy!.getTime()).toBeGreaterThanOrEqual(row0.createdAt.getTime() + 5 * 60_000);
    expect(row0.answerBy!.getTime()).toBeLessThanOrEqual(row0.promisedAt!.getTime());
    await shop.prisma.order.update({ where: { id: late._id }, data: { answerBy: new Date(Date.now() - 1000) } });

    expect(await shop.app.get(OrderLifecycleService).rejectUnanswered()).toEqual({ rejected: 1 });
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: late._id } });
    expect(row).toMatchObject({ status: 'rejected', paymentStatus: 'released', reason: UNANSWERED_REASON });
    expect((await stripe.paymentIntents.retrieve(late.transactionId)).status).toBe('canceled');
    expect((await emails(late._id)).map((email) => email.key)).toEqual([
      `order:${late._id}:received`,
      `order:${late._id}:rejected`,
    ]);
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id: fresh._id } })).status).toBe('pending');
  });

  it('settles checkouts whose hold lapsed: an authorised payment nobody reported becomes its order, an unfinished one is cancelled', async () => {
    const start = async (customer: User, dish: Dish) => {
      await shop.http
        .post('/api/carts')
        .set('Authorization', customer.authorization)
        .send({ menuItemId: dish._id, quantity: 1 })
        .expect(201);
      return (
        await shop.http
          .post('/api/create-payment-intent')
          .set('Authorization', customer.authorization)
          .send({})
          .expect(200)
      ).body as { clientSecret: string };
    };
    // Ada's card is authorised, but her browser closes and Stripe's event is lost; Bob never confirms his card.
    const adas = await start(ada, dishes[0]!);
    const paid = await payWithCard(standIn, adas.clientSecret, '4242424242424242');
    const bobs = await start(bob, dishes[1]!);
    const bobsIntent = bobs.clientSecret.split('_secret_')[0]!;
    const settle = () => shop.app.get(LapsedCheckouts).settle();
    expect(await settle()).toEqual({ recorded: 0, cancelled: 0 });

    await shop.prisma.checkout.updateMany({ data: { heldUntil: new Date(Date.now() - 20 * 60_000) } });
    expect(await settle()).toEqual({ recorded: 1, cancelled: 1 });
    const order = await shop.prisma.order.findUniqueOrThrow({ where: { transactionId: paid.body.id! } });
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'authorised', userId: ada.id });
    expect((await emails(order.id)).map((email) => email.key)).toEqual([`order:${order.id}:received`]);
    expect((await stripe.paymentIntents.retrieve(bobsIntent)).status).toBe('canceled');
    expect((await payWithCard(standIn, bobs.clientSecret, '4242424242424242')).status).toBe(400);
    expect(await shop.prisma.order.count()).toBe(1);
    // Settled once: the next run finds nothing to do.
    expect(await settle()).toEqual({ recorded: 0, cancelled: 0 });
  });

  it('makes one decision when two tablets answer one order at once', async () => {
    const placed = await order(ada);
    const answers = await Promise.all([
      change(placed._id, { status: 'accepted' }),
      change(placed._id, { status: 'rejected', reason: 'Too busy' }),
      change(placed._id, { status: 'accepted' }),
      change(placed._id, { status: 'rejected', reason: 'Too busy' }),
    ]);
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: placed._id } });
    const intent = await stripe.paymentIntents.retrieve(placed.transactionId);
    if (row.status === 'accepted') {
      expect(intent.status).toBe('succeeded');
      expect(row.capturedCents).toBe(row.amountCents);
    } else {
      expect(row.status).toBe('rejected');
      expect(intent.status).toBe('canceled');
    }
    const winners = answers.filter((answer) => answer.status === 200 && answer.body.status === row.status);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const statusEvents = await shop.prisma.orderEvent.count({ where: { orderId: placed._id, kind: 'status' } });
    expect(statusEvents).toBe(1);
  });

  it('acts on each Stripe event once, whether delivered twice or out of order', async () => {
    await shop.app.listen(0, '127.0.0.1');
    standIn.setWebhookUrl(`${await shop.app.getUrl()}/api/stripe-webhook`);
    const placed = await order(ada);
    await standIn.eventsDelivered();
    standIn.holdEvents();
    await change(placed._id, { status: 'accepted' }).expect(200);
    await change(placed._id, { status: 'cancelled', refund: 2 }).expect(200);
    const held = standIn.heldEvents;
    const types = held.map((id) => standIn.events.find((event) => event.id === id)!.type);
    expect(types).toEqual(expect.arrayContaining(['payment_intent.succeeded', 'charge.refunded']));
    // The refund is heard before the capture, then every event again.
    await standIn.releaseEvents([...held].reverse());
    for (const id of held) await standIn.resend(id);
    await standIn.eventsDelivered();

    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: placed._id } });
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partly_refunded',
      capturedCents: row.amountCents,
      refundedCents: 200,
    });
    expect(await shop.prisma.stripeEvent.count({ where: { id: { in: held } } })).toBe(held.length);
    expect(await shop.prisma.order.count()).toBe(1);
    const kinds = (
      await shop.prisma.orderEvent.findMany({ where: { orderId: placed._id }, orderBy: { id: 'asc' } })
    ).map((event) => event.kind);
    expect(kinds).toEqual(['created', 'status', 'status']);
  });

  it('catches an order up with a refund made in Stripe itself, once', async () => {
    await shop.app.listen(0, '127.0.0.1');
    standIn.setWebhookUrl(`${await shop.app.getUrl()}/api/stripe-webhook`);
    const placed = await order(ada);
    await change(placed._id, { status: 'accepted' }).expect(200);
    await stripe.refunds.create({ payment_intent: placed.transactionId, amount: 300 });
    await standIn.eventsDelivered();
    const refundEvent = standIn.events.findLast((event) => event.type === 'charge.refunded')!;
    await standIn.resend(refundEvent.id);
    await standIn.eventsDelivered();
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: placed._id } });
    expect(row).toMatchObject({ status: 'accepted', paymentStatus: 'partly_refunded', refundedCents: 300 });
    expect(await shop.prisma.orderEvent.count({ where: { orderId: placed._id, kind: 'payment' } })).toBe(1);
  });

  it('streams each change as it commits: administrators hear every order, a customer their own, and a reconnect resumes', async () => {
    await shop.app.listen(0, '127.0.0.1');
    const url = await shop.app.getUrl();
    const kitchen = await openEventStream(url, chef.authorization);
    const adaStream = await openEventStream(url, ada.authorization);
    try {
      expect(kitchen.status).toBe(200);
      expect(kitchen.contentType).toMatch(/^text\/event-stream/);
      const mine = await order(ada);
      const theirs = await order(bob);
      const created = await kitchen.next((event) => JSON.parse(event.data).orderId === theirs._id);
      expect(created.event).toBe('order');
      expect(JSON.parse(created.data)).toMatchObject({ orderId: theirs._id, kind: 'created', status: 'order pending' });
      await change(mine._id, { status: 'accepted' }).expect(200);
      const accepted = await adaStream.next((event) => JSON.parse(event.data).status === 'accepted');
      expect(JSON.parse(accepted.data)).toMatchObject({ orderId: mine._id, kind: 'status' });
      expect(adaStream.events.every((event) => JSON.parse(event.data).orderId === mine._id)).toBe(true);

      // The kitchen drops off; what happens meanwhile comes first when it is back, once each and in order.
      const lastSeen = kitchen.events.at(-1)!.id!;
      kitchen.close();
      await change(mine._id, { status: 'preparing' }).expect(200);
      await change(theirs._id, { status: 'rejected', reason: 'Too busy' }).expect(200);
      const back = await openEventStream(url, chef.authorization, lastSeen);
      try {
        await back.next((event) => JSON.parse(event.data).status === 'rejected');
        await change(mine._id, { status: 'ready' }).expect(200);
        await back.next((event) => JSON.parse(event.data).status === 'ready');
        const ids = back.events.map((event) => BigInt(event.id!));
        expect(ids.every((id, index) => id > BigInt(lastSeen) && (index === 0 || id > ids[index - 1]!))).toBe(true);
        expect(back.events.map((event) => JSON.parse(event.data).status)).toEqual(
          ['accepted', 'preparing', 'rejected', 'ready'].slice(-back.events.length),
        );
      } finally {
        back.close();
      }
    } finally {
      kitchen.close();
      adaStream.close();
    }
  });

  it('ends a stream when the token it was opened with expires, so that the client comes back with a fresh one', async () => {
    await shop.app.listen(0, '127.0.0.1');
    // JWT_TTL_SECONDS is a minute at least: a token of two seconds is signed here as POST /jwt signs them.
    const token = await shop.app.get(JwtService).signAsync({ sub: chef.id }, { expiresIn: 2 });
    const expiresAt =
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
    const kitchen = await openEventStream(await shop.app.getUrl(), `Bearer ${token}`);
    try {
      expect(kitchen.status).toBe(200);
      const endedAt = await kitchen.ended;
      expect(endedAt).toBeGreaterThanOrEqual(expiresAt - 50);
      expect(endedAt).toBeLessThan(expiresAt + 10_000);
      expectErrorBody(await shop.http.get('/api/events').set('Authorization', `Bearer ${token}`), 401);
    } finally {
      kitchen.close();
    }
  });

  it("ends a demoted administrator's kitchen stream: no order after the demotion reaches it", async () => {
    await shop.app.listen(0, '127.0.0.1');
    const url = await shop.app.getUrl();
    const sous = await shop.signIn('owner');
    const demoted = await openEventStream(url, sous.authorization);
    const kitchen = await openEventStream(url, chef.authorization);
    try {
      const before = await order(ada);
      await demoted.next((event) => JSON.parse(event.data).orderId === before._id);
      await shop.http.delete(`/api/users/admin/${sous.id}`).set('Authorization', chef.authorization).expect(200);
      const after = await order(bob);
      await kitchen.next((event) => JSON.parse(event.data).orderId === after._id);
      await demoted.ended;
      expect(demoted.events.map((event) => JSON.parse(event.data).orderId)).not.toContain(after._id);

      // Coming back, the same token opens the stream of a customer: their own orders, none of bob's.
      const again = await openEventStream(url, sous.authorization);
      try {
        expect(again.status).toBe(200);
        await change(after._id, { status: 'accepted' }).expect(200);
        await kitchen.next(
          (event) => JSON.parse(event.data).orderId === after._id && JSON.parse(event.data).status === 'accepted',
        );
        expect(again.events).toEqual([]);
      } finally {
        again.close();
      }
    } finally {
      demoted.close();
      kitchen.close();
    }
  });

  it("ends a removed customer's stream", async () => {
    await shop.app.listen(0, '127.0.0.1');
    const url = await shop.app.getUrl();
    const leaving = await shop.signIn('customer');
    const stream = await openEventStream(url, leaving.authorization);
    try {
      await shop.http.delete(`/api/users/${leaving.id}`).set('Authorization', chef.authorization).expect(200);
      await order(ada);
      await stream.ended;
      expectErrorBody(await shop.http.get('/api/events').set('Authorization', leaving.authorization), 401);
    } finally {
      stream.close();
    }
  });

  it('refuses a stream to nobody, and a Last-Event-ID that is not an event id', async () => {
    expectErrorBody(await shop.http.get('/api/events'), 401);
    expectErrorBody(
      await shop.http.get('/api/events').set('Authorization', ada.authorization).set('Last-Event-ID', 'abc'),
      400,
    );
  });

  it('lists every unfinished order however many there are, and only the 50 latest finished in the last hour', async () => {
    // Written straight into PostgreSQL: 350 orders the kitchen has not finished (more than a busy evening leaves), 60
    // finished in the last hour and 5 finished the day before. The kitchen screen reads its list again on each event,
    // so an order it heard of must be in it.
    const write = (count: number, status: string, updatedAt: string, prefix: string) =>
      shop.prisma.$executeRawUnsafe(
        `INSERT INTO orders (id, email, transaction_id, amount_cents, captured_cents, payment_status, status,
                             fulfilment, subtotal_cents, discount_cents, delivery_fee_cents, tip_cents, tax_cents,
                             created_at, updated_at)
         SELECT gen_random_uuid(), 'many@example.com', '${prefix}' || n, 1000, 0, 'authorised',
                '${status}'::"OrderStatus", 'pickup'::"Fulfilment", 1000, 0, 0, 0, 0,
                now() - interval '1 day' + n * interval '1 second', ${updatedAt}
           FROM generate_series(1, ${count}) AS n`,
      );
    await write(350, 'accepted', 'now()', 'pi_kitchen_open_');
    await write(60, 'completed', "now() - n * interval '1 second'", 'pi_kitchen_done_');
    await write(5, 'completed', "now() - interval '1 day'", 'pi_kitchen_old_');
    await shop.prisma.$executeRaw`
      INSERT INTO order_lines (id, order_id, cart_line_id, position, name, price_cents, quantity)
      SELECT gen_random_uuid(), id, gen_random_uuid(), 0, 'Soup', 1000, 1 FROM orders WHERE email = 'many@example.com'`;
    const listed = (await shop.http.get('/api/kitchen/orders').set('Authorization', chef.authorization).expect(200))
      .body as { transactionId: string; status: string }[];
    const written = (prefix: string) => listed.filter((o) => o.transactionId.startsWith(prefix));
    expect(written('pi_kitchen_open_').length).toBe(350);
    expect(written('pi_kitchen_done_').map((o) => o.transactionId)).toEqual(
      Array.from({ length: 50 }, (_, i) => `pi_kitchen_done_${i + 1}`),
    );
    expect(written('pi_kitchen_old_')).toEqual([]);
  });

  it('lists the kitchen orders soonest due first, and marks a ticket printed once', async () => {
    const first = await order(ada);
    const second = await order(bob);
    const listed = (await shop.http.get('/api/kitchen/orders').set('Authorization', chef.authorization).expect(200))
      .body;
    expect(listed.map((o: { _id: string }) => o._id)).toEqual(expect.arrayContaining([first._id, second._id]));
    expectErrorBody(await shop.http.get('/api/kitchen/orders').set('Authorization', ada.authorization), 403);
    const printed = (
      await shop.http.post(`/api/orders/${first._id}/ticket`).set('Authorization', chef.authorization).expect(200)
    ).body;
    expect(printed.printedAt).toEqual(expect.any(String));
    const again = (
      await shop.http.post(`/api/orders/${first._id}/ticket`).set('Authorization', chef.authorization).expect(200)
    ).body;
    expect(again.printedAt).toBe(printed.printedAt);
    expect(await shop.prisma.orderEvent.count({ where: { orderId: first._id, kind: 'printed' } })).toBe(1);
  });
});
