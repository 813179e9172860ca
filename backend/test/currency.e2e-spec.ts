import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type Dish = { _id: string; name: string; price: number; category: string };

/** The payment intent as Stripe keeps it: what the card is really asked for. */
async function stripeIntent(standIn: StandIn, id: string): Promise<{ amount: number; currency: string }> {
  const res = await fetch(`${standIn.url}/v1/payment_intents/${id}`, {
    headers: { Authorization: `Bearer ${standIn.secretKey}` },
  });
  return (await res.json()) as { amount: number; currency: string };
}

const IN_YEN = { SHOP_CURRENCY: 'JPY', SHOP_LOCALE: 'ja-JP', SHOP_TIME_ZONE: 'UTC' };

describe("the shop's currency: what every amount is in, from the menu to the card", () => {
  let standIn: StandIn;
  let shop: TestShop;

  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.stop());
  afterEach(() => shop.close());

  /** A dish added by an administrator at `price`, pictured and filed as the seed menu's first dish. */
  async function newDish(admin: { authorization: string }, price: number) {
    const [seeded] = (await shop.http.get('/api/menu').expect(200)).body as (Dish & { image: string })[];
    return shop.http.post('/api/menu').set('Authorization', admin.authorization).send({
      name: 'Ramen',
      recipe: 'Pork broth and noodles',
      image: seeded!.image,
      category: seeded!.category,
      price,
    });
  }

  const addToCart = (customer: { authorization: string }, dish: Dish, quantity: number) =>
    shop.http
      .post('/api/carts')
      .set('Authorization', customer.authorization)
      .send({ menuItemId: dish._id, quantity })
      .expect(201);

  async function added(admin: { authorization: string }, price: number): Promise<Dish> {
    const res = await newDish(admin, price);
    expect(res.status).toBe(201);
    return res.body;
  }

  it('names its currency and locale to every client', async () => {
    shop = await startShop({ ...stripeEnv(standIn), SHOP_CURRENCY: 'eur', SHOP_LOCALE: 'fr-fr' });
    expect((await shop.http.get('/api/shop').expect(200)).body).toMatchObject({ currency: 'EUR', locale: 'fr-FR' });
  });

  it('in yen, takes whole yen only, and asks the card for the bill’s total in yen', async () => {
    shop = await startShop({ ...stripeEnv(standIn), ...IN_YEN });
    const admin = await shop.signIn('owner');

    const fractional = await newDish(admin, 1200.5);
    expectErrorBody(fractional, 400);
    expect(fractional.body.details).toContainEqual({
      path: '/body/price',
      message: 'must be an amount of JPY: a whole number, at most 99,999,999',
    });
    // A price no currency with cents allows (more than 100,000) is a whole number of yen.
    const banquet = await added(admin, 150_000);
    expect(banquet.price).toBe(150_000);
    await shop.http.delete(`/api/menu/${banquet._id}`).set('Authorization', admin.authorization).expect(200);
    const ramen = await added(admin, 1200);
    expect((await shop.http.get(`/api/menu/${ramen._id}`).expect(200)).body.price).toBe(1200);

    const ada = await shop.signIn('customer');
    await addToCart(ada, ramen, 2);
    const quote = (
      await shop.http.post('/api/checkout/quote').set('Authorization', ada.authorization).send({}).expect(200)
    ).body;
    expect(quote.bill).toMatchObject({ subtotal: 2400, total: 2400 });
    // A tip of yen is a whole number too, and may be more than the 1,000 a currency with cents allows.
    const quoteWith = (tip: object) =>
      shop.http.post('/api/checkout/quote').set('Authorization', ada.authorization).send({ tip });
    expect((await quoteWith({ amount: 1500 }).expect(200)).body.bill).toMatchObject({ tip: 1500, total: 3900 });
    expectErrorBody(await quoteWith({ amount: 150.5 }), 400);
    const tooGenerous = await quoteWith({ amount: 100_001 });
    expectErrorBody(tooGenerous, 422);
    expect(tooGenerous.body.message).toBe('A tip may be at most ￥100,000.');

    const intent = (
      await shop.http
        .post('/api/create-payment-intent')
        .set('Authorization', ada.authorization)
        .send({ price: quote.bill.total })
        .expect(200)
    ).body;
    expect(intent).toMatchObject({ amount: 2400, currency: 'jpy' });
    const id = (intent.clientSecret as string).split('_secret_')[0]!;
    // Stripe counts yen in yen: 2,400, not 240,000.
    expect(await stripeIntent(standIn, id)).toMatchObject({ amount: 2400, currency: 'jpy' });

    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const order = (
      await shop.http
        .post('/api/payments')
        .set('Authorization', ada.authorization)
        .send({ transactionId: paid.body.id })
    ).body;
    expect(order).toMatchObject({ price: 2400, bill: { total: 2400 }, lines: [{ price: 1200, quantity: 2 }] });
  });

  it('in yen, refuses a bill under what Stripe charges at least (¥50), saying so in the shop’s locale', async () => {
    shop = await startShop({ ...stripeEnv(standIn), ...IN_YEN });
    const admin = await shop.signIn('owner');
    const tea = await added(admin, 30);
    const bob = await shop.signIn('customer');
    await addToCart(bob, tea, 1);

    const refused = await shop.http.post('/api/checkout/quote').set('Authorization', bob.authorization).send({});
    expectErrorBody(refused, 422);
    expect(refused.body.message).toBe('The cart total must be at least ￥50.');
  });

  it('in dollars, keeps cents and the contract’s largest price of 100,000', async () => {
    shop = await startShop({ ...stripeEnv(standIn), SHOP_CURRENCY: 'USD', SHOP_LOCALE: 'en-US' });
    const admin = await shop.signIn('owner');
    expect((await added(admin, 12.5)).price).toBe(12.5);
    const tooDear = await newDish(admin, 150_000);
    expectErrorBody(tooDear, 400);
    expect(tooDear.body.details).toContainEqual({
      path: '/body/price',
      message: 'must be an amount of USD: at most 2 decimals, at most 100,000',
    });
  });

  it('will not start in a currency it does not know, or one of three decimals', async () => {
    await expect(startShop({ SHOP_CURRENCY: 'XYZ' })).rejects.toThrow(/SHOP_CURRENCY.*ISO 4217/s);
    await expect(startShop({ SHOP_CURRENCY: 'KWD' })).rejects.toThrow(/SHOP_CURRENCY.*three decimals/s);
    await expect(startShop({ SHOP_LOCALE: 'not a locale' })).rejects.toThrow(/SHOP_LOCALE/);
    // Every test closes the shop it started.
    shop = await startShop();
  });
});
