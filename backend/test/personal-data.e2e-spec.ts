import { seedMenu } from '../src/database/seed';
import { PersonalDataService } from '../src/users/personal-data.service';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { signInWithPassword, signUpWithPassword, uniqueEmail } from './identity';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

describe('a customer’s data is theirs: they take it all away, and erase it once no order of theirs is cooking', () => {
  let shop: TestShop;
  let standIn: StandIn;

  beforeAll(async () => {
    standIn = await startStandIn();
    shop = await startShop({ ...stripeEnv(standIn), PERSONAL_DATA_RETENTION_YEARS: '2' });
    await seedMenu(shop.prisma);
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  /** A customer who signed up with the Auth emulator and exchanged their token, as the SPA does. */
  async function customer() {
    const email = uniqueEmail('ada');
    const account = await signUpWithPassword(email, 'correct horse 42', 'Ada Lovelace');
    const { token } = (await shop.http.post('/api/jwt').send({ idToken: account.idToken }).expect(200)).body as {
      token: string;
    };
    const authorization = `Bearer ${token}`;
    const api = {
      get: (path: string) => shop.http.get(`/api${path}`).set('Authorization', authorization),
      post: (path: string, body: object) =>
        shop.http.post(`/api${path}`).set('Authorization', authorization).send(body),
      delete: (path: string) => shop.http.delete(`/api${path}`).set('Authorization', authorization),
    };
    return { email, api };
  }

  type Api = Awaited<ReturnType<typeof customer>>['api'];
  type PaidOrder = { _id: string; number: number; price: number; name: string };

  /** The customer's order of the menu's first dish, paid by card, with what the checkout was told. */
  async function paidOrder(api: Api, checkout: { phone?: string; allergyNote?: string }): Promise<PaidOrder> {
    const [dish] = (await shop.http.get('/api/menu').expect(200)).body as { _id: string; name: string }[];
    await api.post('/carts', { menuItemId: dish!._id }).expect(201);
    const intent = (await api.post('/create-payment-intent', checkout).expect(200)).body as { clientSecret: string };
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const order = (await api.post('/payments', { transactionId: paid.body.id })).body as Omit<PaidOrder, 'name'>;
    return { ...order, name: dish!.name };
  }

  it('exports the profile, every order with its phone and allergy note, the bookings and the e-mails; erases them all but the order’s amounts and dishes', async () => {
    const { email, api } = await customer();
    const order = await paidOrder(api, { phone: '+33 6 12 34 56 78', allergyNote: 'No sesame at all.' });
    // A table booked for tomorrow evening, as the booking page records one for a signed-in guest.
    const { id: userId } = await shop.prisma.user.findFirstOrThrow({ where: { email } });
    const startsAt = new Date(Date.now() + 24 * 3_600_000);
    const booking = await shop.prisma.booking.create({
      data: {
        reference: 'ADA042',
        partySize: 2,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 90 * 60_000),
        name: 'Ada Lovelace',
        phone: '+33 6 12 34 56 78',
        email,
        notes: 'A quiet table, please.',
        status: 'confirmed',
        userId,
      },
    });

    // A gift card bought for a friend, paid and sent.
    const purchase = (
      await api
        .post('/gift-card-purchases', { amount: 20, recipientEmail: 'friend-of-ada@example.com', message: 'Cheers!' })
        .expect(201)
    ).body as { transactionId: string; clientSecret: string };
    await payWithCard(standIn, purchase.clientSecret, '4242424242424242');
    await api.post(`/gift-card-purchases/${purchase.transactionId}/completion`, {}).expect(200);

    const exported = await api.get('/users/me/data').expect(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="?my-data-\d{4}-\d\d-\d\d\.json"?$/);
    expect(exported.headers['cache-control']).toBe('private, no-store');
    expect(exported.body).toMatchObject({
      profile: { email, name: 'Ada Lovelace' },
      orders: [{ _id: order._id, phone: '+33 6 12 34 56 78', allergyNote: 'No sesame at all.' }],
      bookings: { upcoming: [{ reference: 'ADA042', notes: 'A quiet table, please.' }], past: [] },
      giftCardsBought: [
        { amount: 20, recipientEmail: 'friend-of-ada@example.com', senderName: 'Ada Lovelace', message: 'Cheers!' },
      ],
    });
    const emails = exported.body.emails as { to: string; subject: string; text: string }[];
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((sent) => sent.to === email)).toBe(true);
    expect(emails.map((sent) => sent.text).join('\n')).toContain(`#${order.number}`);

    // While the kitchen has the order, nothing is erased, and the answer says why.
    const refused = await api.delete('/users/me').expect(409);
    expectErrorBody(refused, 409);
    expect(refused.body.message).toContain(`Order #${order.number} is still with the kitchen`);
    expect(await shop.prisma.user.count({ where: { email } })).toBe(1);

    const chef = await shop.signIn('owner');
    for (const status of ['accepted', 'preparing', 'ready', 'completed']) {
      await shop.http
        .patch(`/api/orders/${order._id}`)
        .set('Authorization', chef.authorization)
        .send({ status })
        .expect(200);
      // Accepted, cooking or ready, the kitchen still has it.
      if (status !== 'completed') await api.delete('/users/me').expect(409);
    }

    expect((await api.delete('/users/me').expect(200)).body).toEqual({
      message: 'Your account and your personal data are erased.',
    });

    // No row outside the kept order names them; the order keeps its amounts and dishes for the tax records.
    expect(await shop.prisma.user.count({ where: { email } })).toBe(0);
    expect(await shop.prisma.outboxEmail.count({ where: { toAddress: email } })).toBe(0);
    expect(
      await shop.prisma.booking.count({
        where: { OR: [{ id: booking.id }, { email }, { phone: '+33 6 12 34 56 78' }] },
      }),
    ).toBe(0);
    const kept = await shop.prisma.order.findUniqueOrThrow({ where: { id: order._id }, include: { lines: true } });
    expect(kept).toMatchObject({
      userId: null,
      customerName: '',
      email: 'erased@erased.invalid',
      phone: null,
      address: null,
      allergyNote: null,
    });
    expect(kept.amountCents).toBe(Math.round(order.price * 100));
    // The gift card stays the friend's to spend; the name it was sent under is gone with Ada.
    const card = await shop.prisma.giftCard.findUniqueOrThrow({ where: { paymentIntentId: purchase.transactionId } });
    expect(card).toMatchObject({ buyerId: null, senderName: null, recipientEmail: 'friend-of-ada@example.com' });
    expect(card.issuedAt).not.toBeNull();
    expect(kept.lines.map((line) => line.name)).toEqual([order.name]);
    const staffView = (
      await shop.http.get('/api/orders').query({ q: email }).set('Authorization', chef.authorization).expect(200)
    ).body as { items: unknown[]; total: number };
    expect(staffView).toMatchObject({ items: [], total: 0 });

    // Their token is refused, and their sign-in account is gone.
    expectErrorBody(await api.get('/users/me/data'), 401);
    await expect(signInWithPassword(email)).rejects.toThrow();
  });

  it('is erased by staff on the customer’s request the same way, after the kitchen is done with their order', async () => {
    const { email, api } = await customer();
    const order = await paidOrder(api, { allergyNote: 'Coeliac.' });
    const { id } = await shop.prisma.user.findFirstOrThrow({ where: { email } });
    const owner = await shop.signIn('owner');
    const remove = () => shop.http.delete(`/api/users/${id}`).set('Authorization', owner.authorization);

    expect((await remove().expect(409)).body.message).toContain(`Order #${order.number} is still with the kitchen`);
    await shop.http
      .patch(`/api/orders/${order._id}`)
      .set('Authorization', owner.authorization)
      .send({ status: 'rejected', reason: 'Out of flour.' })
      .expect(200);
    await remove().expect(200);

    expect(await shop.prisma.order.findUniqueOrThrow({ where: { id: order._id } })).toMatchObject({
      userId: null,
      customerName: '',
      email: 'erased@erased.invalid',
      allergyNote: null,
    });
    expect(await shop.prisma.outboxEmail.count({ where: { toAddress: email } })).toBe(0);
    await expect(signInWithPassword(email)).rejects.toThrow();
  });

  it('keeps finished orders older than the retention setting without their customer’s personal data', async () => {
    const { email, api } = await customer();
    const pay = async () => (await paidOrder(api, { phone: '+33 6 12 34 56 78' }))._id;
    const [old, waiting, recent] = [await pay(), await pay(), await pay()];
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 24 * 3600 * 1000);
    await shop.prisma.order.updateMany({ where: { id: { in: [old, waiting] } }, data: { createdAt: threeYearsAgo } });
    await shop.prisma.order.update({ where: { id: old }, data: { status: 'completed' } });

    expect(await shop.app.get(PersonalDataService).forgetOldCustomers()).toBe(1);

    const orders = await shop.prisma.order.findMany({ where: { id: { in: [old, waiting, recent] } } });
    const byId = new Map(orders.map((order) => [order.id, order]));
    expect(byId.get(old)).toMatchObject({
      userId: null,
      email: 'erased@erased.invalid',
      phone: null,
      customerName: '',
    });
    // An old order still with the kitchen, and a recent one, keep whom they are for.
    expect(byId.get(waiting)).toMatchObject({ email, phone: '+33 6 12 34 56 78' });
    expect(byId.get(recent)).toMatchObject({ email, phone: '+33 6 12 34 56 78' });
    expect(await shop.app.get(PersonalDataService).forgetOldCustomers()).toBe(0);
  });

  it('refuses an export or an erasure to a caller who is not signed in', async () => {
    expectErrorBody(await shop.http.get('/api/users/me/data'), 401);
    expectErrorBody(await shop.http.delete('/api/users/me'), 401);
  });
});
