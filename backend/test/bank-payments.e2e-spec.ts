import { OrderLifecycleService } from '../src/orders/order-lifecycle.service';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { payAtBank, type StandIn, startStandIn, stripeEnv } from './stripe';

type Customer = Awaited<ReturnType<TestShop['signIn']>>;

describe('paying by bank (iDEAL, Bancontact): taken at once, refunded if the kitchen does not take the order', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let dishId: string;
  let staff: Customer;

  beforeAll(async () => {
    standIn = await startStandIn();
    shop = await startShop({ ...stripeEnv(standIn), SHOP_CURRENCY: 'EUR', SHOP_LOCALE: 'fr-FR' });
    dishId = ((await shop.http.get('/api/menu')).body as { _id: string }[])[0]!._id;
    staff = await shop.signIn('owner');
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  const as = (user: Customer) => ({
    add: () =>
      shop.http.post('/api/carts').set('Authorization', user.authorization).send({ menuItemId: dishId }).expect(201),
    intent: (body: object) =>
      shop.http.post('/api/create-payment-intent').set('Authorization', user.authorization).send(body),
    record: (transactionId: string) =>
      shop.http.post('/api/payments').set('Authorization', user.authorization).send({ transactionId }),
  });

  it('takes the money when the bank approves, records the order as charged, and refunds it all when the kitchen rejects', async () => {
    const ada = await shop.signIn('customer');
    await as(ada).add();
    const intent = (await as(ada).intent({ payBy: 'bank' }).expect(200)).body as {
      clientSecret: string;
      amount: number;
    };

    const paid = await payAtBank(standIn, intent.clientSecret, 'ideal', 'complete');
    expect(paid.body.status).toBe('succeeded');
    const order = (await as(ada).record(paid.body.id!).expect(201)).body as { _id: string; price: number };
    // Charged already, before the kitchen has answered.
    expect(await shop.prisma.order.findUniqueOrThrow({ where: { id: order._id } })).toMatchObject({
      status: 'pending',
      paymentStatus: 'captured',
      capturedCents: Math.round(intent.amount * 100),
    });

    const rejected = (
      await shop.http
        .patch(`/api/orders/${order._id}`)
        .set('Authorization', staff.authorization)
        .send({ status: 'rejected', reason: 'Plus de pâte.' })
        .expect(200)
    ).body as { payment: object };
    expect(rejected.payment).toMatchObject({ status: 'refunded', captured: intent.amount, refunded: intent.amount });
  });

  it('refunds a bank payment whose order the kitchen did not answer in time', async () => {
    const cem = await shop.signIn('customer');
    await as(cem).add();
    const intent = (await as(cem).intent({ payBy: 'bank' }).expect(200)).body as { clientSecret: string };
    const paid = await payAtBank(standIn, intent.clientSecret, 'bancontact', 'complete');
    const order = (await as(cem).record(paid.body.id!).expect(201)).body as { _id: string };
    await shop.prisma.order.update({ where: { id: order._id }, data: { answerBy: new Date(Date.now() - 60_000) } });

    expect(await shop.app.get(OrderLifecycleService).rejectUnanswered()).toEqual({ rejected: 1 });
    expect(await shop.prisma.order.findUniqueOrThrow({ where: { id: order._id } })).toMatchObject({
      status: 'rejected',
      paymentStatus: 'refunded',
    });
  });

  it('records nothing when the bank refuses, and leaves the cart for another try', async () => {
    const bob = await shop.signIn('customer');
    await as(bob).add();
    const intent = (await as(bob).intent({ payBy: 'bank' }).expect(200)).body as { clientSecret: string };
    const refused = await payAtBank(standIn, intent.clientSecret, 'bancontact', 'fail');
    expect(refused.body.error?.code).toBe('payment_intent_authentication_failure');
    expectErrorBody(await as(bob).record(intent.clientSecret.split('_secret_')[0]!), 402);
    expect(await shop.prisma.cartLine.count({ where: { userId: bob.id } })).toBe(1);
  });

  it('keeps no card for a bank payment', async () => {
    const eve = await shop.signIn('customer');
    await as(eve).add();
    expectErrorBody(await as(eve).intent({ payBy: 'bank', saveCard: true }), 422);
  });
});
