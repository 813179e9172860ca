import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { payWithCard, payWithSavedCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type Customer = Awaited<ReturnType<TestShop['signIn']>>;
type Dish = { _id: string; name: string; price: number };

describe('saved cards: kept by Stripe at a customer’s wish, paying again without typing, theirs alone', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let dishes: Dish[];

  beforeAll(async () => {
    standIn = await startStandIn();
    shop = await startShop(stripeEnv(standIn));
    dishes = (await shop.http.get('/api/menu')).body;
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  const as = (user: Customer) => ({
    add: (dish = dishes[0]!) =>
      shop.http.post('/api/carts').set('Authorization', user.authorization).send({ menuItemId: dish._id }).expect(201),
    intent: (body: object = {}) =>
      shop.http.post('/api/create-payment-intent').set('Authorization', user.authorization).send(body),
    record: (transactionId: string) =>
      shop.http.post('/api/payments').set('Authorization', user.authorization).send({ transactionId }),
    cards: () => shop.http.get('/api/users/me/cards').set('Authorization', user.authorization),
    remove: (cardId: string) =>
      shop.http.delete(`/api/users/me/cards/${cardId}`).set('Authorization', user.authorization),
  });

  /** A first order paid by typing the card, kept for next time; answers the saved card. */
  async function savedCardOf(user: Customer) {
    await as(user).add();
    const intent = (await as(user).intent({ saveCard: true }).expect(200)).body;
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    await as(user).record(paid.body.id!).expect(201);
    const [card] = (await as(user).cards().expect(200)).body;
    return card as { id: string };
  }

  it('keeps a card the customer asked to keep, and pays their next order with it without the card typed again', async () => {
    const ada = await shop.signIn('customer');
    expect((await as(ada).cards().expect(200)).body).toEqual([]);
    const card = await savedCardOf(ada);
    expect((await as(ada).cards().expect(200)).body).toEqual([
      { id: card.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    ]);

    await as(ada).add(dishes[1]);
    const intent = (await as(ada).intent({ savedCard: card.id }).expect(200)).body;
    const paid = await payWithSavedCard(standIn, intent.clientSecret, card.id);
    expect(paid.body.status).toBe('requires_capture');
    const order = (await as(ada).record(paid.body.id!).expect(201)).body;
    expect(order.price).toBe(intent.amount);
    // Paying with it kept no second copy.
    expect((await as(ada).cards().expect(200)).body).toHaveLength(1);
  });

  it('lets nobody else see, pay with or remove a customer’s card', async () => {
    const ada = await shop.signIn('customer');
    const bob = await shop.signIn('customer');
    const card = await savedCardOf(ada);

    expect((await as(bob).cards().expect(200)).body).toEqual([]);
    await as(bob).add();
    expectErrorBody(await as(bob).intent({ savedCard: card.id }), 422);
    expectErrorBody(await as(bob).remove(card.id), 404);
    // Stripe itself refuses it for a payment that is not its customer's, whatever the browser sends.
    const bobs = (await as(bob).intent().expect(200)).body;
    const stolen = await payWithSavedCard(standIn, bobs.clientSecret, card.id);
    expect(stolen.status).toBe(400);
    expectErrorBody(await as(bob).record(bobs.clientSecret.split('_secret_')[0]), 402);
    expect((await as(ada).cards().expect(200)).body).toHaveLength(1);
  });

  it('forgets a card its customer removes: it is no longer listed and can no longer pay', async () => {
    const ada = await shop.signIn('customer');
    const card = await savedCardOf(ada);
    expect((await as(ada).remove(card.id).expect(200)).body).toEqual({ message: 'The card is forgotten.' });
    expect((await as(ada).cards().expect(200)).body).toEqual([]);
    expectErrorBody(await as(ada).remove(card.id), 404);
    await as(ada).add();
    expectErrorBody(await as(ada).intent({ savedCard: card.id }), 422);
    expectErrorBody(await as(ada).intent({ savedCard: card.id, saveCard: true }), 422);
    expectErrorBody(await as(ada).intent({ savedCard: 'pm_' }), 400);
  });

  it('lists the cards in the customer’s data, and an erasure has Stripe forget the customer and its cards', async () => {
    const ada = await shop.signIn('customer');
    const card = await savedCardOf(ada);
    const exported = (await shop.http.get('/api/users/me/data').set('Authorization', ada.authorization).expect(200))
      .body;
    expect(exported.cards).toEqual([expect.objectContaining({ id: card.id, last4: '4242' })]);
    const { stripeCustomerId } = await shop.prisma.user.findUniqueOrThrow({ where: { id: ada.id } });
    // The kitchen is done with the order: nothing holds the erasure back.
    await shop.prisma.order.updateMany({ where: { userId: ada.id }, data: { status: 'rejected' } });

    await shop.http.delete('/api/users/me').set('Authorization', ada.authorization).expect(200);
    const customer = await fetch(`${standIn.url}/v1/customers/${stripeCustomerId}`, {
      headers: { Authorization: `Bearer ${standIn.secretKey}` },
    });
    expect(customer.status).toBe(404);
  });
});
