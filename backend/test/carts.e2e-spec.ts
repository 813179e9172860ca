import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';

describe('carts', () => {
  let shop: TestShop;
  let ada: Awaited<ReturnType<TestShop['signIn']>>;
  let bob: Awaited<ReturnType<TestShop['signIn']>>;
  let dishes: { _id: string; name: string; price: number; image: string }[];

  beforeEach(async () => {
    shop = await startShop();
    ada = await shop.signIn('customer');
    bob = await shop.signIn('customer');
    dishes = (await shop.http.get('/api/menu')).body;
  });
  afterEach(() => shop.close());

  const cartOf = (user: typeof ada) =>
    shop.http.get('/api/carts').query({ email: user.email }).set('Authorization', user.authorization);
  const add = (user: typeof ada, body: object) =>
    shop.http.post('/api/carts').set('Authorization', user.authorization).send(body);

  it('takes the name, picture and price from the menu, whatever the client sends', async () => {
    const dish = dishes[0]!;
    const tampered = await add(ada, { menuItemId: dish._id, quantity: 1, price: 0.01 });
    expectErrorBody(tampered, 409);
    expect(tampered.body.details).toEqual([
      { path: '/body/price', message: `the price is now $${dish.price.toFixed(2)}` },
    ]);
    expectErrorBody(await add(ada, { menuItemId: dish._id, role: 'admin' }), 400);
    expect((await cartOf(ada).expect(200)).body).toEqual([]);
    const res = await add(ada, { menuItemId: dish._id }).expect(201);
    expect(res.body).toMatchObject({
      menuItemId: dish._id,
      name: dish.name,
      image: dish.image,
      price: dish.price,
      quantity: 1,
      email: ada.email,
    });
  });

  it('adds to the quantity when the same dish is added again, even from two quick clicks, up to 99', async () => {
    const dish = dishes[1]!;
    await Promise.all([
      add(ada, { menuItemId: dish._id, quantity: 2 }),
      add(ada, { menuItemId: dish._id, quantity: 3 }),
    ]);
    const cart = (await cartOf(ada).expect(200)).body;
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(5);
    expectErrorBody(await add(ada, { menuItemId: dish._id, quantity: 95 }), 409);
    expect((await cartOf(ada)).body[0].quantity).toBe(5);
  });

  it('adds once for an Idempotency-Key sent again, even at the same moment, and answers each repeat as it answered the first', async () => {
    const dish = dishes[4]!;
    const keyed = (user: typeof ada, key: string, body: object) => add(user, body).set('Idempotency-Key', key);
    const body = { menuItemId: dish._id, quantity: 2 };

    const answers = await Promise.all(Array.from({ length: 8 }, () => keyed(ada, 'add-7f3c2b1e', body)));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
    for (const res of answers) expect(res.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body).toMatchObject({ menuItemId: dish._id, quantity: 2 });
    expect((await cartOf(ada).expect(200)).body).toMatchObject([{ menuItemId: dish._id, quantity: 2 }]);

    // A repeat after the line changed still answers the first add's answer, and changes nothing.
    await add(ada, body).expect(201);
    expect((await keyed(ada, 'add-7f3c2b1e', body).expect(201)).body).toEqual(answers[0]!.body);
    expect((await cartOf(ada)).body).toMatchObject([{ quantity: 4 }]);

    // The same key with another body is refused; another customer's same key is theirs.
    const reused = await keyed(ada, 'add-7f3c2b1e', { menuItemId: dish._id, quantity: 3 });
    expectErrorBody(reused, 422);
    expect(reused.body.details).toEqual([
      { path: '/header/Idempotency-Key', message: expect.stringContaining('another body') },
    ]);
    expect((await keyed(bob, 'add-7f3c2b1e', body).expect(201)).body).toMatchObject({ quantity: 2, email: bob.email });

    // A refused add leaves its key unused: the same key, once the add can be made, adds.
    const tooMany = { menuItemId: dish._id, quantity: 96 };
    expectErrorBody(await keyed(ada, 'add-0b9d4e62', tooMany), 409);
    await shop.http.delete(`/api/carts/${answers[0]!.body._id}`).set('Authorization', ada.authorization).expect(200);
    expect((await keyed(ada, 'add-0b9d4e62', tooMany).expect(201)).body.quantity).toBe(96);

    // A key is printable ASCII without spaces, 8 to 255 characters.
    for (const wrong of ['short', 'has space', 'x'.repeat(256)]) expectErrorBody(await keyed(ada, wrong, body), 400);
    expect((await cartOf(ada)).body).toMatchObject([{ quantity: 96 }]);
  });

  it('forgets a key after a day: the same key then adds again', async () => {
    const body = { menuItemId: dishes[5]!._id };
    await add(ada, body).set('Idempotency-Key', 'yesterday-1').expect(201);
    await shop.prisma.cartAdd.updateMany({
      where: { userId: ada.id },
      data: { createdAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    await add(ada, body).set('Idempotency-Key', 'yesterday-1').expect(201);
    expect((await cartOf(ada)).body).toMatchObject([{ quantity: 2 }]);
    expect(await shop.prisma.cartAdd.count({ where: { userId: ada.id } })).toBe(1);
  });

  it('changes quantities within 1 to 99 and deletes lines with the message of the spec', async () => {
    const line = (await add(ada, { menuItemId: dishes[2]!._id }).expect(201)).body;
    const put = (quantity: unknown) =>
      shop.http.put(`/api/carts/${line._id}`).set('Authorization', ada.authorization).send({ quantity });
    expect((await put(7).expect(200)).body.quantity).toBe(7);
    for (const wrong of [0, 100, 1.5, '2', -1]) expectErrorBody(await put(wrong), 400);
    const removed = await shop.http
      .delete(`/api/carts/${line._id}`)
      .set('Authorization', ada.authorization)
      .expect(200);
    expect(removed.body).toEqual({ message: 'Cart Item deleted successfully!' });
    expect((await cartOf(ada)).body).toEqual([]);
  });

  it("keeps customers out of each other's carts", async () => {
    const line = (await add(ada, { menuItemId: dishes[3]!._id }).expect(201)).body;
    expectErrorBody(
      await shop.http.get('/api/carts').query({ email: ada.email }).set('Authorization', bob.authorization),
      403,
    );
    expectErrorBody(
      await shop.http.put(`/api/carts/${line._id}`).set('Authorization', bob.authorization).send({ quantity: 50 }),
      404,
    );
    expectErrorBody(await shop.http.delete(`/api/carts/${line._id}`).set('Authorization', bob.authorization), 404);
    expect((await cartOf(ada)).body).toMatchObject([{ _id: line._id, quantity: 1 }]);
    expect((await cartOf(bob)).body).toEqual([]);
  });

  it('shows the current menu price, and keeps a dish taken off the menu in the cart, visibly unavailable, until it is removed', async () => {
    const admin = await shop.signIn('owner');
    const [dish, other] = [dishes[4]!, dishes[5]!];
    await add(ada, { menuItemId: dish._id, quantity: 2 }).expect(201);
    await add(ada, { menuItemId: other._id }).expect(201);
    await shop.http
      .patch(`/api/menu/${dish._id}`)
      .set('Authorization', admin.authorization)
      .send({ price: 42.5 })
      .expect(200);
    expect((await cartOf(ada)).body[0].price).toBe(42.5);
    await shop.http.delete(`/api/menu/${dish._id}`).set('Authorization', admin.authorization).expect(200);

    const cart = (await cartOf(ada).expect(200)).body;
    expect(
      cart.map((line: { name: string; quantity: number; available: boolean }) => [
        line.name,
        line.quantity,
        line.available,
      ]),
    ).toEqual([
      [dish.name, 2, false],
      [other.name, 1, true],
    ]);
    expectErrorBody(await add(ada, { menuItemId: dish._id }), 404);
    expectErrorBody(await shop.http.get(`/api/menu/${dish._id}`), 404);
    expect((await shop.http.get('/api/menu')).body.map((d: { _id: string }) => d._id)).not.toContain(dish._id);
    expectErrorBody(await shop.http.delete(`/api/menu/${dish._id}`).set('Authorization', admin.authorization), 404);

    // It cannot be paid for; once removed, the rest of the cart can.
    const refused = await shop.http.post('/api/create-payment-intent').set('Authorization', ada.authorization).send({});
    expectErrorBody(refused, 409);
    expect(refused.body.message).toBe(`${dish.name} is no longer on the menu: remove it from your cart to pay.`);
    await shop.http.delete(`/api/carts/${cart[0]._id}`).set('Authorization', ada.authorization).expect(200);
    expect((await cartOf(ada)).body).toHaveLength(1);
  });
});
