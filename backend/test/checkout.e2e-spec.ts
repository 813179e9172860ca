import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type Customer = Awaited<ReturnType<TestShop['signIn']>>;
type Dish = { _id: string; name: string; price: number; category: string };

const ALL_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const clock = (minutes: number) => {
  const within = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
};
const address = (postcode: string) => ({ line1: '12 Rue Oberkampf', city: 'Paris', postcode });

describe('checkout: when and how the food arrives, and what it costs', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let dishes: Dish[];

  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.stop());

  beforeEach(async () => {
    shop = await startShop({ ...stripeEnv(standIn), SHOP_TIME_ZONE: 'UTC' });
    dishes = (await shop.http.get('/api/menu')).body;
    await shop.prisma.menuItem.updateMany({ data: { prepMinutes: 10 } });
    // Each test sets the zones and codes it needs, without the seed's demo ones.
    await shop.prisma.deliveryZone.deleteMany();
    await shop.prisma.promoCode.deleteMany();
  });
  afterEach(() => shop.close());

  const settings = (data: Parameters<TestShop['prisma']['shopSettings']['update']>[0]['data']) =>
    shop.prisma.shopSettings.update({ where: { id: 1 }, data });

  const as = (user: Customer) => ({
    add: (dish: Dish, quantity = 1) =>
      shop.http
        .post('/api/carts')
        .set('Authorization', user.authorization)
        .send({ menuItemId: dish._id, quantity })
        .expect(201),
    intent: (body: object = {}) =>
      shop.http.post('/api/create-payment-intent').set('Authorization', user.authorization).send(body),
    quote: (body: object = {}) =>
      shop.http.post('/api/checkout/quote').set('Authorization', user.authorization).send(body),
    slots: () => shop.http.get('/api/checkout/slots').set('Authorization', user.authorization),
    record: (transactionId: string) =>
      shop.http.post('/api/payments').set('Authorization', user.authorization).send({ transactionId }),
  });

  /** Customers, each with one dish in their cart. */
  async function customersWithCarts(count: number): Promise<Customer[]> {
    const customers = await Promise.all(Array.from({ length: count }, () => shop.signIn('customer')));
    for (const customer of customers) await as(customer).add(dishes[0]!);
    return customers;
  }

  it('refuses an order for now while the shop is closed, and takes one for a later time', async () => {
    const now = new Date();
    const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
    await settings({
      weeklyHours: ALL_WEEK.map((day) => ({ day, opens: clock(minute + 120), closes: clock(minute + 240) })),
    });
    const [ada] = await customersWithCarts(1);

    const answer = await shop.http.get('/api/shop').expect(200).expect('Cache-Control', 'no-cache');
    const status = answer.body;
    expect(status).toMatchObject({ open: false, closesAt: null, timeZone: 'UTC' });
    expect(Date.parse(status.opensAt) - now.getTime()).toBeGreaterThan(100 * 60_000);

    const closed = await as(ada!).intent();
    expectErrorBody(closed, 409);
    expect(closed.body.message).toBe("We're closed now: choose a later time.");
    const slots = (await as(ada!).slots().expect(200)).body;
    expect(slots).toMatchObject({ asap: null, asapUnavailableReason: "We're closed now: choose a later time." });
    const later = slots.slots[0].startsAt;
    expectErrorBody(await as(ada!).intent({ slot: new Date(Date.parse(later) + 60_000).toISOString() }), 422);

    const intent = (await as(ada!).intent({ slot: later }).expect(200)).body;
    expect(intent).toMatchObject({ fulfilment: 'pickup', promisedAt: new Date(later).toISOString() });
  });

  it('delivers inside a zone for its fee, says why not outside every zone, and never charges a pickup a fee', async () => {
    await settings({ delivery: true });
    await shop.prisma.deliveryZone.create({
      data: { name: 'East', postcodes: ['75011'], feeCents: 250, minimumCents: 0 },
    });
    const [ada] = await customersWithCarts(1);

    const outside = await as(ada!).quote({ fulfilment: 'delivery', address: address('75020') });
    expectErrorBody(outside, 422);
    expect(outside.body.message).toBe("We don't deliver to 75020. Choose pickup, or another address.");
    expectErrorBody(await as(ada!).quote({ fulfilment: 'delivery' }), 422);
    expectErrorBody(await as(ada!).quote({ fulfilment: 'pickup', address: address('75011') }), 422);

    const delivered = (
      await as(ada!)
        .intent({ fulfilment: 'delivery', address: address('75 011'), phone: '+33 1 23 45 67 89' })
        .expect(200)
    ).body;
    expect(delivered.bill).toMatchObject({ deliveryFee: 2.5, deliveryZone: 'East', total: dishes[0]!.price + 2.5 });
    const pickup = (await as(ada!).intent({ fulfilment: 'pickup' }).expect(200)).body;
    expect(pickup.bill).toMatchObject({ deliveryFee: 0, total: dishes[0]!.price });
  });

  it('gives 20 customers racing for a slot with room for 3 orders exactly 3 payments', async () => {
    await settings({ kitchenMinutesPerSlot: 30 });
    const customers = await customersWithCarts(20);
    const slot = (await as(customers[0]!).slots().expect(200)).body.slots[3].startsAt;

    const answers = await Promise.all(customers.map((customer) => as(customer).intent({ slot })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.status !== 200);
    expect(refused).toHaveLength(17);
    for (const res of refused) {
      expectErrorBody(res, 409);
      expect(res.body.message).toMatch(/^The \d\d:\d\d slot has just filled up: choose another time\.$/);
    }
    const latecomer = customers[answers.findIndex((res) => res.status !== 200)]!;
    expect((await as(latecomer).slots().expect(200)).body.slots[3]).toEqual({ startsAt: slot, available: false });
  });

  it('fills the as-soon-as-possible slots one after another when 12 customers pay at once, none past its room', async () => {
    await settings({ kitchenMinutesPerSlot: 30 });
    const customers = await customersWithCarts(12);

    const answers = await Promise.all(customers.map((customer) => as(customer).intent()));
    expect(answers.map((res) => res.status)).toEqual(customers.map(() => 200));
    const perSlot = new Map<string, number>();
    for (const res of answers) perSlot.set(res.body.promisedAt, (perSlot.get(res.body.promisedAt) ?? 0) + 1);
    const taken = [...perSlot.keys()].sort();
    expect(taken.map((slot) => perSlot.get(slot))).toEqual([3, 3, 3, 3]);
    const offered = (await as(customers[0]!).slots().expect(200)).body.slots.map(
      (slot: { startsAt: string }) => slot.startsAt,
    );
    const first = offered.indexOf(taken[0]);
    expect(offered.slice(first, first + 4)).toEqual(taken);
  });

  it('says that a cart needing more of the kitchen than any one slot has can never be cooked for one time, and never starts its payment', async () => {
    await settings({ kitchenMinutesPerSlot: 30 });
    const [ada] = await customersWithCarts(1);
    await as(ada!).add(dishes[1]!, 3);
    const tooBig =
      "Your order needs 40 minutes of the kitchen's time, and the kitchen cooks at most 30 for one time: remove some dishes, or split it into two orders.";

    const slots = (await as(ada!).slots().expect(200)).body;
    expect(slots).toMatchObject({ asap: null, asapUnavailableReason: tooBig });
    expect(slots.slots.length).toBeGreaterThan(0);
    expect(slots.slots.filter((slot: { available: boolean }) => slot.available)).toEqual([]);
    for (const refused of [
      await as(ada!).quote(),
      await as(ada!).intent(),
      await as(ada!).intent({ slot: slots.slots.at(-1).startsAt }),
    ]) {
      expectErrorBody(refused, 422);
      expect(refused.body.message).toBe(tooBig);
    }
    expect(await shop.prisma.checkout.count({ where: { userId: ada!.id } })).toBe(0);

    // Exactly a slot's worth is cooked for one time.
    await settings({ kitchenMinutesPerSlot: 40 });
    expect((await as(ada!).slots().expect(200)).body.asap).toEqual(expect.any(String));
    await as(ada!).intent().expect(200);
  });

  it('redeems a promo code with 5 uses left exactly 5 times among 20 racing customers', async () => {
    await settings({ kitchenMinutesPerSlot: 6000 });
    await shop.prisma.promoCode.create({ data: { code: 'FIVE', percentOff: 10, maxUses: 5 } });
    const customers = await customersWithCarts(20);

    const answers = await Promise.all(customers.map((customer) => as(customer).intent({ promoCode: 'five' })));
    const paid = answers.filter((res) => res.status === 200);
    expect(paid).toHaveLength(5);
    for (const res of paid) expect(res.body.bill).toMatchObject({ promoCode: 'FIVE' });
    for (const res of answers.filter((answer) => answer.status !== 200)) {
      expectErrorBody(res, 409);
      expect(res.body.message).toBe('This promo code has been used up.');
    }
  });

  it('charges what the quote showed, and records an order whose bill is what was paid', async () => {
    await settings({ delivery: true, taxRate: 825, categoryTaxRates: { drinks: 500 }, deliveryFeeTaxed: true });
    await shop.prisma.deliveryZone.create({
      data: { name: 'East', postcodes: ['75011'], feeCents: 399, minimumCents: 0 },
    });
    await shop.prisma.promoCode.create({ data: { code: 'WELCOME', amountOffCents: 150 } });
    const ada = await shop.signIn('customer');
    await as(ada).add(dishes[0]!, 2);
    await as(ada).add(dishes.find((dish) => dish.category === 'drinks') ?? dishes[1]!);
    const request = {
      fulfilment: 'delivery',
      address: address('75011'),
      tip: { percent: 15 },
      promoCode: 'welcome',
      phone: '+33 1 23 45 67 89',
    };

    const quote = (await as(ada).quote(request).expect(200)).body;
    expectErrorBody(await as(ada).quote({ ...request, tip: { percent: 12 } }), 422);
    const intent = (
      await as(ada)
        .intent({ ...request, price: quote.bill.total })
        .expect(200)
    ).body;
    expect(intent.bill).toEqual(quote.bill);
    expect(intent.amount).toBe(quote.bill.total);
    expect(intent.promisedAt).toBe(quote.promisedAt);

    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const order = (await as(ada).record(paid.body.id!).expect(201)).body;
    expect(order).toMatchObject({
      price: intent.amount,
      fulfilment: 'delivery',
      address: address('75011'),
      phone: '+33 1 23 45 67 89',
      promisedAt: intent.promisedAt,
    });
    expect(order.bill).toEqual(intent.bill);
    const checkout = await shop.prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId: paid.body.id! } });
    expect(checkout.heldUntil).toBeNull();
    // The order keeps its tax by rate, for the accountant's report: the drink's 5 %, the rest at the shop's 8.25 %.
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { transactionId: paid.body.id! } });
    const taxes = row.taxes as { rate: number; taxedCents: number; taxCents: number }[];
    expect(taxes.map((part) => part.rate)).toEqual(
      dishes.some((dish) => dish.category === 'drinks') ? [500, 825] : [825],
    );
    expect(taxes.reduce((sum, part) => sum + part.taxCents, 0)).toBe(row.taxCents);
    expect(row.taxCents / 100).toBe(intent.bill.tax);
  });

  it('charges the shop’s service fee on every order through the one bill: quoted, charged and recorded by its name', async () => {
    // A 3 % kitchen fee on the food after the discount, taxed at the shop's 10 % like the food.
    await settings({
      delivery: true,
      taxRate: 1_000,
      serviceFeeName: 'Kitchen fee',
      serviceFeePurpose: 'It pays our kitchen team a fair wage.',
      serviceFeeRate: 300,
    });
    await shop.prisma.deliveryZone.create({
      data: { name: 'East', postcodes: ['75011'], feeCents: 399, minimumCents: 0 },
    });
    await shop.prisma.promoCode.create({ data: { code: 'WELCOME', amountOffCents: 150 } });
    const ada = await shop.signIn('customer');
    await as(ada).add(dishes[0]!, 2);
    const foodCents = Math.round(dishes[0]!.price * 100) * 2 - 150;
    const feeCents = Math.round((foodCents * 3) / 100);
    for (const request of [
      { promoCode: 'WELCOME' },
      { promoCode: 'WELCOME', fulfilment: 'delivery', address: address('75011') },
    ]) {
      const { bill } = (await as(ada).quote(request).expect(200)).body;
      const deliveryCents = request.fulfilment ? 399 : 0;
      expect(bill).toMatchObject({ serviceFee: feeCents / 100, serviceFeeName: 'Kitchen fee' });
      expect(Math.round(bill.tax * 100)).toBe(Math.round(((foodCents + feeCents) * 10) / 100));
      expect(Math.round(bill.total * 100)).toBe(foodCents + feeCents + deliveryCents + Math.round(bill.tax * 100));
    }
    const intent = (await as(ada).intent({ promoCode: 'WELCOME' }).expect(200)).body;
    expect(intent.amount).toBe(intent.bill.total);
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const order = (await as(ada).record(paid.body.id!).expect(201)).body;
    expect(order.bill).toEqual(intent.bill);
    // What Stripe holds on the card is the bill's total, fee included.
    expect((paid.body as { amount?: number }).amount).toBe(Math.round(order.bill.total * 100));
    expect(await shop.prisma.order.findFirstOrThrow({ where: { transactionId: paid.body.id! } })).toMatchObject({
      serviceFeeCents: feeCents,
      serviceFeeName: 'Kitchen fee',
    });

    // A fixed fee is the same on any cart; without a fee the bill has none and names none.
    await settings({ serviceFeeRate: null, serviceFeeCents: 250 });
    await as(ada).add(dishes[1]!);
    expect((await as(ada).quote().expect(200)).body.bill).toMatchObject({ serviceFee: 2.5 });
    await settings({ serviceFeeName: null, serviceFeePurpose: null, serviceFeeCents: null });
    const { bill } = (await as(ada).quote().expect(200)).body;
    expect(bill.serviceFee).toBe(0);
    expect(bill).not.toHaveProperty('serviceFeeName');
  });

  it('keeps a paid order’s slot for good, gives it back when the order is cancelled, and a customer’s new checkout replaces their last', async () => {
    await settings({ kitchenMinutesPerSlot: 10 });
    const [ada, bob] = await customersWithCarts(2);
    const slot = (await as(ada!).slots().expect(200)).body.slots[2].startsAt;

    await as(ada!).intent({ slot }).expect(200);
    // Ada changing her mind gives up her unpaid hold: her own next checkout takes the slot again.
    const intent = (await as(ada!).intent({ slot }).expect(200)).body;
    expect((await as(ada!).quote({ slot }).expect(200)).body.promisedAt).toBe(slot);
    expectErrorBody(await as(bob!).intent({ slot }), 409);

    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const order = (await as(ada!).record(paid.body.id!).expect(201)).body;
    expectErrorBody(await as(bob!).intent({ slot }), 409);

    const admin = await shop.signIn('owner');
    await shop.http
      .patch(`/api/orders/${order._id}`)
      .set('Authorization', admin.authorization)
      .send({ status: 'cancelled' })
      .expect(200);
    expect((await as(bob!).intent({ slot }).expect(200)).body.promisedAt).toBe(slot);
  });
});
