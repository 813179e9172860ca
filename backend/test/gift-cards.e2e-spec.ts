import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { raceAtRowLock } from './race';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type Customer = Awaited<ReturnType<TestShop['signIn']>>;
type Dish = { _id: string; name: string; price: number };
type GiftCard = { _id: string; code: string; balance: number; entries: { kind: string; amount: number }[] };

const cents = (amount: number) => Math.round(amount * 100);

describe('gift cards: bought or issued, spent at checkout by a ledger that never gives more than it holds', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let dishes: Dish[];
  let staff: Customer;

  beforeAll(async () => {
    standIn = await startStandIn();
    // Room in the pool for 20 checkouts waiting at the gift card's lock at once, and the test's own transaction.
    shop = await startShop({ ...stripeEnv(standIn), SHOP_TIME_ZONE: 'UTC', DATABASE_POOL_SIZE: '30' });
    dishes = (await shop.http.get('/api/menu')).body;
    await shop.prisma.shopSettings.update({ where: { id: 1 }, data: { kitchenMinutesPerSlot: 6000 } });
    await shop.prisma.promoCode.deleteMany();
    staff = await shop.signIn('owner');
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  const as = (user: Customer) => ({
    add: (dish = dishes[0]!, quantity = 1) =>
      shop.http
        .post('/api/carts')
        .set('Authorization', user.authorization)
        .send({ menuItemId: dish._id, quantity })
        .expect(201),
    quote: (body: object = {}) =>
      shop.http.post('/api/checkout/quote').set('Authorization', user.authorization).send(body),
    intent: (body: object = {}) =>
      shop.http.post('/api/create-payment-intent').set('Authorization', user.authorization).send(body),
    giftCardOrder: (body: object) =>
      shop.http.post('/api/checkout/gift-card-order').set('Authorization', user.authorization).send(body),
    record: (transactionId: string) =>
      shop.http.post('/api/payments').set('Authorization', user.authorization).send({ transactionId }),
    buy: (body: object) =>
      shop.http.post('/api/gift-card-purchases').set('Authorization', user.authorization).send(body),
    complete: (transactionId: string) =>
      shop.http.post(`/api/gift-card-purchases/${transactionId}/completion`).set('Authorization', user.authorization),
    move: (orderId: string, body: object) =>
      shop.http.patch(`/api/orders/${orderId}`).set('Authorization', user.authorization).send(body),
  });
  const balanceOf = (code: string) => shop.http.post('/api/gift-cards/balance').send({ code });
  const cardOf = async (id: string): Promise<GiftCard> =>
    (await shop.http.get(`/api/gift-cards/${id}`).set('Authorization', staff.authorization).expect(200)).body;
  const issue = async (amount: number, extra: object = {}): Promise<GiftCard> =>
    (
      await shop.http
        .post('/api/gift-cards')
        .set('Authorization', staff.authorization)
        .send({ amount, ...extra })
        .expect(201)
    ).body;
  const signed = (entry: GiftCard['entries'][number]) =>
    ['spent', 'voided'].includes(entry.kind) ? -cents(entry.amount) : cents(entry.amount);
  const ledgerSum = (card: GiftCard) => card.entries.reduce((sum, entry) => sum + signed(entry), 0);
  const emailsTo = (address: string) =>
    shop.prisma.outboxEmail.findMany({ where: { toAddress: address }, orderBy: { id: 'asc' } });

  it('issues a card that staff give, e-mails its code to the recipient, and tells anyone holding the code its balance', async () => {
    const card = await issue(30, {
      recipientEmail: 'Gift.Taker@example.com',
      recipientName: 'Noor',
      message: 'Sorry about Friday.',
    });
    expect(card).toMatchObject({ initial: 30, balance: 30, source: 'issued', voided: false, issuedBy: staff.email });
    expect(card.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(card.entries).toEqual([expect.objectContaining({ kind: 'issued', amount: 30, staff: staff.email })]);

    const [email] = await emailsTo('gift.taker@example.com');
    expect(email!.subject).toBe('A $30.00 gift card for Foodi');
    expect(email!.text).toContain(card.code);
    expect(email!.text).toContain('Sorry about Friday.');
    expect(email!.html).toContain('Hello Noor,');

    // Typed as people type it: lower case, without the dashes, with spaces.
    const typed = card.code.toLowerCase().replace(/-/g, ' ');
    expect((await balanceOf(typed).expect(200)).body).toEqual({
      code: card.code,
      balance: 30,
      currency: 'usd',
      voided: false,
    });
    expectErrorBody(await balanceOf('AAAA-BBBB-CCCC-DDDD'), 404);
    const customer = await shop.signIn('customer');
    expectErrorBody(await shop.http.get('/api/gift-cards').set('Authorization', customer.authorization), 403);
  });

  it('sells a card paid by card, and issues and sends it once when the buyer reports the payment, however often', async () => {
    const buyer = await shop.signIn('customer');
    const someoneElse = await shop.signIn('customer');
    expectErrorBody(await as(buyer).buy({ amount: 2, recipientEmail: 'friend@example.com' }), 422);
    const purchase = (
      await as(buyer).buy({ amount: 25, recipientEmail: 'friend@example.com', message: 'Happy birthday!' }).expect(201)
    ).body;
    expect(purchase).toMatchObject({ amount: 25, currency: 'usd', transactionId: expect.stringMatching(/^pi_/) });

    expectErrorBody(await as(buyer).complete(purchase.transactionId), 402);
    expect(await emailsTo('friend@example.com')).toEqual([]);
    const paid = await payWithCard(standIn, purchase.clientSecret, '4242424242424242');
    expect(paid.body.status).toBe('succeeded');

    expectErrorBody(await as(someoneElse).complete(purchase.transactionId), 404);
    const answers = await Promise.all([1, 2, 3].map(() => as(buyer).complete(purchase.transactionId)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers[0]!.body).toEqual({ recipientEmail: 'friend@example.com', amount: 25 });

    const emails = await emailsTo('friend@example.com');
    expect(emails).toHaveLength(1);
    const code = /[A-Z2-9]{4}(-[A-Z2-9]{4}){3}/.exec(emails[0]!.text)![0];
    expect(emails[0]!.subject).toMatch(/sent you a \$25\.00 gift card for Foodi$/);
    expect((await balanceOf(code).expect(200)).body.balance).toBe(25);
    const stored = await shop.prisma.giftCard.findUniqueOrThrow({ where: { paymentIntentId: purchase.transactionId } });
    expect(await shop.prisma.giftCardEntry.count({ where: { giftCardId: stored.id } })).toBe(1);
  });

  it('pays part of a bill, the card the rest; a rejected order gives the gift card back what it paid', async () => {
    const dish = dishes[0]!;
    const card = await issue(1);
    const ada = await shop.signIn('customer');
    await as(ada).add(dish, 2);
    const total = dish.price * 2;

    const quote = (await as(ada).quote({ giftCard: card.code }).expect(200)).body;
    expect(quote.bill).toMatchObject({ total, giftCard: 1, due: total - 1 });
    const intent = (await as(ada).intent({ giftCard: card.code, price: total }).expect(200)).body;
    expect(intent.amount).toBeCloseTo(total - 1, 2);
    // While the payment is in progress, the card's part is held: nobody else can spend it.
    expect((await balanceOf(card.code).expect(200)).body.balance).toBe(0);

    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const order = (await as(ada).record(paid.body.id!).expect(201)).body;
    expect(order.bill).toMatchObject({ total, giftCard: 1, due: total - 1 });
    expect((await cardOf(card._id)).entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['issued', 1],
      ['spent', 1],
    ]);

    const rejected = (await as(staff).move(order._id, { status: 'rejected', reason: 'Out of dough.' }).expect(200))
      .body;
    expect(rejected.payment).toEqual({
      status: 'released',
      captured: 0,
      refunded: 0,
      giftCard: 1,
      giftCardRefunded: 1,
    });
    const after = await cardOf(card._id);
    expect(after.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['issued', 1],
      ['spent', 1],
      ['refunded', 1],
    ]);
    expect(after.balance).toBe(1);
    const atStripe = await fetch(`${standIn.url}/v1/payment_intents/${paid.body.id}`, {
      headers: { Authorization: `Bearer ${standIn.secretKey}` },
    });
    expect(((await atStripe.json()) as { status: string }).status).toBe('canceled');
  });

  it('pays a whole bill without a card, and a refund after acceptance goes back onto the gift card', async () => {
    const dish = dishes[0]!;
    const card = await issue(dish.price * 3);
    const ada = await shop.signIn('customer');
    await as(ada).add(dish);

    expectErrorBody(await as(ada).intent({ giftCard: card.code }), 422);
    const order = (await as(ada).giftCardOrder({ giftCard: card.code, price: dish.price }).expect(201)).body;
    expect(order).toMatchObject({ price: dish.price, status: 'order pending' });
    expect(order.bill).toMatchObject({ total: dish.price, giftCard: dish.price, due: 0 });
    expect(order.transactionId).toMatch(/^gift_/);
    expect((await balanceOf(card.code).expect(200)).body.balance).toBeCloseTo(dish.price * 2, 2);

    await as(staff).move(order._id, { status: 'accepted' }).expect(200);
    const cancelled = (await as(staff).move(order._id, { status: 'cancelled', reason: 'Burnt.' }).expect(200)).body;
    expect(cancelled.payment).toMatchObject({ status: 'refunded' });
    const after = await cardOf(card._id);
    expect(after.balance).toBeCloseTo(dish.price * 3, 2);
    expect(ledgerSum(after)).toBe(cents(dish.price * 3));

    // A bill the card no longer covers is said, with what is left to pay by card.
    const bob = await shop.signIn('customer');
    await as(bob).add(dish, 4);
    const short = await as(bob).giftCardOrder({ giftCard: card.code });
    expectErrorBody(short, 409);
    expect(short.body.message).toMatch(/^The gift card pays \$[\d.]+ of \$[\d.]+: pay the \$[\d.]+ left by card\.$/);
  });

  it('never leaves the card less than Stripe charges at least, and says when a bill is too small to share', async () => {
    const dish = dishes[5]!;
    const card = await issue(0.3);
    const ada = await shop.signIn('customer');
    // A bill of exactly the least the shop charges ($1.00): the card would be left $0.70, so the gift card pays nothing.
    await shop.prisma.menuItem.update({ where: { id: dish._id }, data: { priceCents: 50 } });
    try {
      await as(ada).add(dish, 2);
      const refused = await as(ada).quote({ giftCard: card.code });
      expectErrorBody(refused, 422);
      expect(refused.body.message).toBe('This gift card cannot pay part of a bill this small: pay it by card.');
      // One more: the gift card pays all but the card's least charge.
      await as(ada).add(dish);
      const shared = (await as(ada).quote({ giftCard: card.code }).expect(200)).body;
      expect(shared.bill).toMatchObject({ total: 1.5, giftCard: 0.3, due: 1.2 });
    } finally {
      await shop.prisma.menuItem.update({ where: { id: dish._id }, data: { priceCents: cents(dish.price) } });
    }
  });

  it('lets 20 customers racing for one card spend at most what it holds, and its ledger sums to what was issued less what was spent', async () => {
    const dish = dishes[0]!;
    const card = await issue(dish.price * 3);
    const customers = await Promise.all(Array.from({ length: 20 }, () => shop.signIn('customer')));
    for (const customer of customers) await as(customer).add(dish);

    // Each prices its bill with the whole balance, then they all meet at the claim, under the card's lock.
    const answers = await raceAtRowLock(
      shop.prisma,
      'gift_cards',
      [card._id],
      () => customers.map((customer) => as(customer).giftCardOrder({ giftCard: card.code })),
      'claim_checkout_slot',
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(3);
    for (const answer of answers.filter((res) => res.status !== 201)) {
      expectErrorBody(answer, 409);
      expect(answer.body.message).toBe(
        'The gift card was used meanwhile: it now holds $0.00. Check the bill and pay again.',
      );
    }

    const after = await cardOf(card._id);
    const spent = after.entries.filter((entry) => entry.kind === 'spent');
    expect(spent).toHaveLength(3);
    expect(ledgerSum(after)).toBe(0);
    expect(cents(after.balance)).toBe(0);
    expect(spent.reduce((sum, entry) => sum + cents(entry.amount), 0)).toBe(cents(dish.price * 3));
    const orders = await shop.prisma.order.findMany({ where: { giftCardId: card._id } });
    expect(orders.reduce((sum, order) => sum + order.giftCardCents, 0)).toBe(cents(dish.price * 3));
  });

  it('tops up and voids a card; a voided card pays nothing and its ledger reads zero', async () => {
    const card = await issue(10);
    const topped = (
      await shop.http
        .post(`/api/gift-cards/${card._id}/top-ups`)
        .set('Authorization', staff.authorization)
        .send({ amount: 5, note: 'Birthday bonus' })
        .expect(200)
    ).body;
    expect(topped.balance).toBe(15);
    const voided = (
      await shop.http
        .post(`/api/gift-cards/${card._id}/void`)
        .set('Authorization', staff.authorization)
        .send({ reason: 'Reported stolen' })
        .expect(200)
    ).body;
    expect(voided).toMatchObject({ voided: true, balance: 0 });
    expect(voided.entries.at(-1)).toMatchObject({ kind: 'voided', amount: 15, note: 'Reported stolen' });
    expect((await balanceOf(card.code).expect(200)).body).toMatchObject({ balance: 0, voided: true });

    const ada = await shop.signIn('customer');
    await as(ada).add();
    expectErrorBody(await as(ada).quote({ giftCard: card.code }), 422);
    expectErrorBody(
      await shop.http
        .post(`/api/gift-cards/${card._id}/top-ups`)
        .set('Authorization', staff.authorization)
        .send({ amount: 5 }),
      409,
    );
    // The ledger is append-only, whoever asks the database.
    await expect(shop.prisma.giftCardEntry.deleteMany({ where: { giftCardId: card._id } })).rejects.toThrow(
      /never changed or deleted/,
    );
  });
});
