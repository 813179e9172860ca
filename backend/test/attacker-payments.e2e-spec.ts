import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type Customer = Awaited<ReturnType<TestShop['signIn']>>;
type Dish = { _id: string; name: string; price: number; image: string; allergens: string[]; mayContain: string[] };

describe('an attacker against payments and the seed’s own payloads', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let ada: Customer;
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
  beforeEach(async () => {
    ada = await shop.signIn('customer');
  });

  const as = (user: Customer) => ({
    add: (body: object) => shop.http.post('/api/carts').set('Authorization', user.authorization).send(body),
    setQuantity: (lineId: string, quantity: number) =>
      shop.http.put(`/api/carts/${lineId}`).set('Authorization', user.authorization).send({ quantity }).expect(200),
    cart: async () =>
      (
        await shop.http
          .get('/api/carts')
          .query({ email: user.email })
          .set('Authorization', user.authorization)
          .expect(200)
      ).body as { _id: string; menuItemId: string; quantity: number }[],
    pay: async () => {
      const intent = (
        await shop.http.post('/api/create-payment-intent').set('Authorization', user.authorization).send({}).expect(200)
      ).body;
      const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
      expect(paid.body.status).toBe('requires_capture');
      return paid.body.id!;
    },
    record: (body: object) => shop.http.post('/api/payments').set('Authorization', user.authorization).send(body),
    orders: () =>
      shop.http.get('/api/payments').query({ email: user.email }).set('Authorization', user.authorization).expect(200),
  });

  describe('a payment takes exactly what was paid for', () => {
    it('a line raised and a dish added while the customer pays stay in the cart with what was not paid for', async () => {
      const [soup, cake] = [dishes[0]!, dishes[1]!];
      const line = (await as(ada).add({ menuItemId: soup._id, quantity: 2 }).expect(201)).body;
      const paying = await as(ada).pay();
      // In another tab, while the card is being confirmed.
      await as(ada).setQuantity(line._id, 3);
      await as(ada).add({ menuItemId: cake._id }).expect(201);

      const order = (await as(ada).record({ transactionId: paying }).expect(201)).body;
      expect(order.lines).toEqual([
        {
          menuItemId: soup._id,
          name: soup.name,
          price: soup.price,
          quantity: 2,
          choices: [],
          allergens: soup.allergens,
          mayContain: soup.mayContain,
        },
      ]);
      expect(order.price).toBe((Math.round(soup.price * 100) * 2) / 100);
      const cart = await as(ada).cart();
      expect(cart.map(({ menuItemId, quantity }) => ({ menuItemId, quantity }))).toEqual([
        { menuItemId: soup._id, quantity: 1 },
        { menuItemId: cake._id, quantity: 1 },
      ]);
    });

    it('a line lowered or removed while the customer pays leaves nothing behind, never a negative quantity', async () => {
      const [soup, cake] = [dishes[2]!, dishes[3]!];
      const soupLine = (await as(ada).add({ menuItemId: soup._id, quantity: 3 }).expect(201)).body;
      const cakeLine = (await as(ada).add({ menuItemId: cake._id, quantity: 2 }).expect(201)).body;
      const paying = await as(ada).pay();
      await as(ada).setQuantity(soupLine._id, 1);
      await shop.http.delete(`/api/carts/${cakeLine._id}`).set('Authorization', ada.authorization).expect(200);

      const order = (await as(ada).record({ transactionId: paying }).expect(201)).body;
      expect(order.lines.map((l: { quantity: number }) => l.quantity)).toEqual([3, 2]);
      expect(await as(ada).cart()).toEqual([]);
      expect(await shop.prisma.cartLine.count({ where: { quantity: { lt: 1 } } })).toBe(0);
    });

    it('two reports of one payment at once take what was paid out of the cart once', async () => {
      const soup = dishes[4]!;
      const line = (await as(ada).add({ menuItemId: soup._id, quantity: 4 }).expect(201)).body;
      const paying = await as(ada).pay();
      await as(ada).setQuantity(line._id, 6);
      const [a, b] = await Promise.all([
        as(ada).record({ transactionId: paying }),
        as(ada).record({ transactionId: paying }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect((await as(ada).cart()).map((l) => l.quantity)).toEqual([2]);
      expect((await as(ada).orders()).body).toHaveLength(1);
    });
  });

  describe('the seed’s documented payloads are accepted, checked and never trusted', () => {
    it('POST /users with name and email', async () => {
      const res = await shop.http
        .post('/api/users')
        .set('Authorization', ada.authorization)
        .send({ name: 'Ada Lovelace', email: ada.email.toUpperCase() })
        .expect(200);
      expect(res.body).toMatchObject({ name: 'Ada Lovelace', email: ada.email });
      const other = await shop.http
        .post('/api/users')
        .set('Authorization', ada.authorization)
        .send({ name: 'Mallory', email: 'mallory@example.com' });
      expectErrorBody(other, 403);
      expect((await shop.prisma.user.findUniqueOrThrow({ where: { id: ada.id } })).name).toBe('Ada Lovelace');
    });

    it('POST /carts with menuItemId, name, quantity, image, price and email', async () => {
      const dish = dishes[5]!;
      const seed = {
        menuItemId: dish._id,
        name: dish.name,
        quantity: 1,
        image: dish.image,
        price: dish.price,
        email: ada.email,
      };
      const added = await as(ada).add(seed).expect(201);
      expect(added.body).toMatchObject({
        menuItemId: dish._id,
        name: dish.name,
        price: dish.price,
        quantity: 1,
        email: ada.email,
      });

      const cheaper = await as(ada).add({ ...seed, price: 0.01 });
      expectErrorBody(cheaper, 409);
      expect(cheaper.body.message).toContain(`the price is now $${dish.price.toFixed(2)}`);
      expect(cheaper.body.details).toEqual([
        { path: '/body/price', message: `the price is now $${dish.price.toFixed(2)}` },
      ]);
      const renamed = await as(ada).add({ ...seed, name: 'Free lunch', image: '/uploads/other.webp' });
      expectErrorBody(renamed, 409);
      expect(renamed.body.details.map((d: { path: string }) => d.path)).toEqual(['/body/name', '/body/image']);
      const someoneElses = await as(ada).add({ ...seed, email: 'mallory@example.com' });
      expectErrorBody(someoneElses, 403);
      expect((await as(ada).cart()).map((line) => line.quantity)).toEqual([1]);
    });

    it('POST /payments with email, transactionId, price, quantity, status, itemName, cartItems and menuItems', async () => {
      const [soup, cake] = [dishes[6]!, dishes[7]!];
      const lines = [
        (await as(ada).add({ menuItemId: soup._id }).expect(201)).body,
        (await as(ada).add({ menuItemId: cake._id, quantity: 2 }).expect(201)).body,
      ];
      const transactionId = await as(ada).pay();
      const price = (Math.round(soup.price * 100) + Math.round(cake.price * 100) * 2) / 100;
      const seed = {
        email: ada.email,
        transactionId,
        price,
        quantity: 2,
        status: 'order pending',
        itemName: [cake.name, soup.name],
        cartItems: lines.map((line) => line._id),
        menuItems: [soup._id, cake._id],
      };

      const wrong: [object, number, string?][] = [
        [{ email: 'mallory@example.com' }, 403],
        [{ price: 0.5 }, 409, '/body/price'],
        [{ quantity: 1 }, 409, '/body/quantity'],
        [{ itemName: [soup.name] }, 409, '/body/itemName'],
        [{ cartItems: [lines[0]._id, lines[0]._id] }, 409, '/body/cartItems'],
        [{ menuItems: [soup._id, dishes[9]!._id] }, 409, '/body/menuItems'],
        [{ status: 'completed' }, 400],
      ];
      for (const [change, status, path] of wrong) {
        const res = await as(ada).record({ ...seed, ...change });
        expectErrorBody(res, status);
        if (path) expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([path]);
        expect(await shop.prisma.order.count({ where: { transactionId } })).toBe(0);
      }
      const order = (await as(ada).record(seed).expect(201)).body;
      expect(order).toMatchObject({ transactionId, price, quantity: 2, status: 'order pending', email: ada.email });
      // A client that sends only the transaction id keeps working.
      expect((await as(ada).record({ transactionId }).expect(200)).body._id).toBe(order._id);
    });
  });
});
