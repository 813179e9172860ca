import { WaitingOrders } from '../src/orders/waiting-orders';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { openEventStream } from './event-stream';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type User = Awaited<ReturnType<TestShop['signIn']>>;
type Dish = { _id: string; name: string; price: number };

const MS_PER_MINUTE = 60_000;
const LEAD_MINUTES = 20;

describe('a kitchen that can say "busy": pause orders for now, add minutes, accept on its own, warn before the timeout', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let cook: User;
  let owner: User;
  let manager: User;
  let host: User;
  let ada: User;
  let dishes: Dish[];

  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.stop());

  beforeEach(async () => {
    shop = await startShop({ ...stripeEnv(standIn), SHOP_TIME_ZONE: 'UTC' });
    [cook, owner, manager, host, ada] = await Promise.all([
      shop.signIn('kitchen'),
      shop.signIn('owner'),
      shop.signIn('manager'),
      shop.signIn('host'),
      shop.signIn('customer'),
    ]);
    dishes = (await shop.http.get('/api/menu')).body;
    await shop.prisma.menuItem.updateMany({ data: { prepMinutes: 1 } });
    await shop.prisma.shopSettings.update({ where: { id: 1 }, data: { leadMinutes: LEAD_MINUTES } });
  });
  afterEach(() => shop.close());

  const pace = (change: object, user = cook) =>
    shop.http.patch('/api/shop/kitchen').set('Authorization', user.authorization).send(change);
  const slots = async (user = ada) =>
    (await shop.http.get('/api/checkout/slots').set('Authorization', user.authorization).expect(200)).body as {
      asap: string | null;
      asapUnavailableReason?: string;
      slots: { startsAt: string; available: boolean }[];
    };
  const intent = (body: object = {}, user = ada) =>
    shop.http.post('/api/create-payment-intent').set('Authorization', user.authorization).send(body);

  /** Ada pays for a dish, for now or for `slot`: the order as she is answered it. */
  async function order(slot?: string) {
    await shop.http
      .post('/api/carts')
      .set('Authorization', ada.authorization)
      .send({ menuItemId: dishes[0]!._id, quantity: 1 })
      .expect(201);
    const started = (await intent(slot ? { slot } : {}).expect(200)).body;
    const paid = await payWithCard(standIn, started.clientSecret, '4242424242424242');
    const recorded = await shop.http
      .post('/api/payments')
      .set('Authorization', ada.authorization)
      .send({ transactionId: paid.body.id });
    expect([200, 201]).toContain(recorded.status);
    return recorded.body as { _id: string; status: string; promisedAt: string; payment: { status: string } };
  }

  it('pauses orders for now for 30 minutes: the storefront says until when, orders for later are taken, and resuming brings "now" back', async () => {
    const before = Date.now();
    const paused = (await pace({ pause: '30-minutes' }).expect(200)).body;
    const until = Date.parse(paused.pause.until);
    expect(paused.pause.untilResumed).toBe(false);
    expect(until - before).toBeGreaterThanOrEqual(30 * MS_PER_MINUTE);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * MS_PER_MINUTE);

    const storefront = (await shop.http.get('/api/shop').expect(200)).body;
    expect(storefront).toMatchObject({ open: true, pause: paused.pause, extraMinutes: 0 });

    await shop.http
      .post('/api/carts')
      .set('Authorization', ada.authorization)
      .send({ menuItemId: dishes[0]!._id, quantity: 1 })
      .expect(201);
    const offered = await slots();
    const time = paused.pause.until.slice(11, 16);
    expect(offered.asap).toBeNull();
    expect(offered.asapUnavailableReason).toBe(
      `The kitchen takes no orders for now until ${time}: choose a later time.`,
    );
    const refused = await intent();
    expectErrorBody(refused, 409);
    expect(refused.body.message).toBe(offered.asapUnavailableReason);
    // Nothing for later is offered before the kitchen is back and has had its usual time.
    expect(offered.slots.length).toBeGreaterThan(0);
    for (const slot of offered.slots)
      expect(Date.parse(slot.startsAt)).toBeGreaterThanOrEqual(until + LEAD_MINUTES * MS_PER_MINUTE);

    const later = await order(offered.slots[0]!.startsAt);
    expect(later).toMatchObject({ status: 'order pending', promisedAt: offered.slots[0]!.startsAt });

    expect((await pace({ pause: 'off' }).expect(200)).body.pause).toBeNull();
    expect((await shop.http.get('/api/shop').expect(200)).body.pause).toBeNull();
    const resumed = await slots();
    expect(resumed.asap).not.toBeNull();
    expect(Date.parse(resumed.asap!)).toBeLessThan(until + LEAD_MINUTES * MS_PER_MINUTE);

    const trail = await shop.prisma.auditEntry.findMany({
      where: { action: 'kitchen.pace-changed' },
      orderBy: { id: 'asc' },
    });
    expect(trail.map((entry) => [entry.actorId, entry.after])).toEqual([
      [cook.id, { pause: paused.pause }],
      [cook.id, { pause: null }],
    ]);
  });

  it('pauses until resumed for the rest of the day at most, saying no time, and lets orders for tomorrow through', async () => {
    const paused = (await pace({ pause: 'until-resumed' }).expect(200)).body;
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    // The seed's shop is open all day: the service ends with the day.
    expect(paused.pause).toEqual({ until: midnight.toISOString(), untilResumed: true });
    await shop.http
      .post('/api/carts')
      .set('Authorization', ada.authorization)
      .send({ menuItemId: dishes[0]!._id, quantity: 1 })
      .expect(201);
    const offered = await slots();
    expect(offered.asapUnavailableReason).toBe('The kitchen is too busy to take orders for now: choose a later time.');
    // The first slot of the quarter hours after the kitchen is back and has had its usual time.
    const first = Date.parse(offered.slots[0]!.startsAt) - (midnight.getTime() + LEAD_MINUTES * MS_PER_MINUTE);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(15 * MS_PER_MINUTE);
  });

  it('adds the busy minutes to every new order’s time, and takes them away again', async () => {
    await shop.http
      .post('/api/carts')
      .set('Authorization', ada.authorization)
      .send({ menuItemId: dishes[0]!._id, quantity: 1 })
      .expect(201);
    const calm = Date.parse((await slots()).asap!);
    const busy = (await pace({ extraMinutes: 30 }).expect(200)).body;
    expect(busy).toMatchObject({ pause: null, extraMinutes: 30, autoAccept: false });
    expect((await shop.http.get('/api/shop').expect(200)).body.extraMinutes).toBe(30);
    const later = Date.parse((await slots()).asap!);
    expect(later).toBeGreaterThan(calm);
    expect(later - Date.now()).toBeGreaterThanOrEqual((LEAD_MINUTES + 30) * MS_PER_MINUTE);
    expect((await pace({ extraMinutes: 0 }).expect(200)).body).toMatchObject({ extraMinutes: 0, extraUntil: null });
    expect(Date.parse((await slots()).asap!)).toBeLessThan(later);
  });

  it('accepts each new order as it is paid while auto-accept is on, its card charged and ready at its promised time', async () => {
    await pace({ autoAccept: true }).expect(200);
    const placed = await order();
    expect(placed).toMatchObject({ status: 'accepted', payment: { status: 'captured' } });
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: placed._id } });
    expect(row.readyAt).toEqual(row.promisedAt);
    expect(row.capturedCents).toBe(row.amountCents);

    await pace({ autoAccept: false }).expect(200);
    expect((await order()).status).toBe('order pending');
  });

  it('lets only those who move orders change the pace, changing nothing for the others', async () => {
    for (const user of [host, ada]) expectErrorBody(await pace({ pause: '15-minutes' }, user), 403);
    expectErrorBody(await shop.http.patch('/api/shop/kitchen').send({ pause: '15-minutes' }), 401);
    expectErrorBody(await pace({}), 400);
    expectErrorBody(await pace({ pause: '45-minutes' }), 400);
    expectErrorBody(await pace({ extraMinutes: 7 }), 400);
    expect(
      (await shop.http.get('/api/shop/kitchen').set('Authorization', host.authorization).expect(200)).body,
    ).toEqual({ pause: null, extraMinutes: 0, extraUntil: null, autoAccept: false });
    expect(await shop.prisma.auditEntry.count({ where: { action: 'kitchen.pace-changed' } })).toBe(0);
  });

  it('warns the kitchen louder and e-mails the owners and managers of an order left waiting, once, before it is rejected', async () => {
    await shop.app.listen(0, '127.0.0.1');
    const stream = await openEventStream(await shop.app.getUrl(), cook.authorization);
    const waiting = await order();
    const answered = await order();
    await shop.http
      .patch(`/api/orders/${answered._id}`)
      .set('Authorization', cook.authorization)
      .send({ status: 'accepted' })
      .expect(200);
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: waiting._id } });
    // Warned halfway through the seed's 10 minutes to accept: 5 minutes before the order is rejected.
    expect(row.answerBy!.getTime() - row.warnAt!.getTime()).toBe(5 * MS_PER_MINUTE);

    const warnings = shop.app.get(WaitingOrders);
    expect(await warnings.warn()).toEqual({ warned: 0 });
    // The five minutes pass.
    await shop.prisma.order.updateMany({ data: { warnAt: new Date(Date.now() - 1000) } });
    expect(await warnings.warn()).toEqual({ warned: 1 });
    expect(await warnings.warn()).toEqual({ warned: 0 });

    const emails = await shop.prisma.$queryRaw<{ to_address: string; subject: string; text: string }[]>`
      SELECT to_address, subject, text FROM outbox_emails WHERE key LIKE ${`order:${waiting._id}:waiting:%`}`;
    expect(emails.map((email) => email.to_address).sort()).toEqual([manager.email, owner.email].sort());
    const number = (await shop.prisma.order.findUniqueOrThrow({ where: { id: waiting._id } })).number;
    expect(emails[0]!.subject).toMatch(new RegExp(`^Order #${number} is waiting for the kitchen`));
    expect(emails[0]!.text).toContain('/dashboard/kitchen');
    expect(
      await shop.prisma.$queryRaw`SELECT 1 FROM outbox_emails WHERE key LIKE ${`order:${answered._id}:waiting:%`}`,
    ).toEqual([]);

    const overdue = await stream.next((event) => JSON.parse(event.data).kind === 'overdue');
    expect(JSON.parse(overdue.data)).toMatchObject({ orderId: waiting._id, kind: 'overdue', status: 'order pending' });
    stream.close();
    // Ada's own stream never hears of it.
    expect(await shop.prisma.orderEvent.count({ where: { orderId: waiting._id, kind: 'overdue', userId: null } })).toBe(
      1,
    );
  });

  it('keeps the warning within the time to accept, halfway when the settings do not say', async () => {
    const settings = (await shop.http.get('/api/shop/ordering').set('Authorization', owner.authorization).expect(200))
      .body;
    expect(settings.warnAfterMinutes).toBe(5);
    const put = (body: object) =>
      shop.http.put('/api/shop/ordering').set('Authorization', owner.authorization).send(body);
    const tooLate = await put({ ...settings, acceptWithinMinutes: 8, warnAfterMinutes: 9 });
    expectErrorBody(tooLate, 422);
    expect(tooLate.body.message).toBe(
      'The shop cannot take orders this way: warnAfterMinutes must be at most acceptWithinMinutes.',
    );
    expect(tooLate.body.details).toEqual([
      { path: '/body/warnAfterMinutes', message: 'must be at most acceptWithinMinutes' },
    ]);
    const { warnAfterMinutes: _omitted, ...withoutWarning } = settings;
    expect((await put({ ...withoutWarning, acceptWithinMinutes: 8 }).expect(200)).body.warnAfterMinutes).toBe(4);
    expect((await put({ ...settings, warnAfterMinutes: 2 }).expect(200)).body.warnAfterMinutes).toBe(2);
  });
});
