import { expectErrorBody } from './error-body';
import { startShop, type TestShop } from './app';

const dish = {
  name: 'Truffle Pizza',
  category: 'pizza',
  price: 19.5,
  recipe: 'Black truffle, fior di latte and thyme on a sourdough base.',
  image: '/uploads/truffle.webp',
};

describe('the menu', () => {
  let shop: TestShop;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    shop = await startShop();
    admin = (await shop.signIn('owner')).authorization;
    customer = (await shop.signIn('customer')).authorization;
  });
  afterAll(() => shop.close());

  it('lists at least 40 seeded dishes across every category, each with a picture that is served', async () => {
    const res = await shop.http.get('/api/menu').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(res.body.map((item: { category: string }) => item.category));
    expect([...categories].sort()).toEqual(['dessert', 'drinks', 'pizza', 'popular', 'salad', 'soup']);
    const images = new Set(res.body.map((item: { image: string }) => item.image));
    expect(images.size).toBe(res.body.length);
    const picture = await shop.http.get(res.body[0].image).expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(Number(picture.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('reads one dish by id, and says when there is none', async () => {
    const [first] = (await shop.http.get('/api/menu')).body;
    const res = await shop.http.get(`/api/menu/${first._id}`).expect(200);
    expect(res.body).toEqual(first);
    expectErrorBody(await shop.http.get('/api/menu/3f6c2a9e-8d1b-4c57-9a0e-2b7d4e1f6a35'), 404);
  });

  it('refuses a malformed id with the contract error body', async () => {
    const res = await shop.http.get('/api/menu/not-an-id');
    expectErrorBody(res, 400);
    expect(res.body.details).toEqual([{ path: '/path/id', message: 'must match format "uuid"' }]);
  });

  it('keeps every write closed to anonymous callers and customers', async () => {
    const [first] = (await shop.http.get('/api/menu')).body;
    expectErrorBody(await shop.http.post('/api/menu').send(dish), 401);
    expectErrorBody(await shop.http.post('/api/menu').set('Authorization', customer).send(dish), 403);
    expectErrorBody(
      await shop.http.patch(`/api/menu/${first._id}`).set('Authorization', customer).send({ price: 1 }),
      403,
    );
    expectErrorBody(await shop.http.delete(`/api/menu/${first._id}`).set('Authorization', customer), 403);
    expectErrorBody(
      await shop.http.delete(`/api/menu/${first._id}`).set('Authorization', 'Bearer forged.token.here'),
      401,
    );
    expect((await shop.http.get(`/api/menu/${first._id}`)).body).toEqual(first);
  });

  it('lets an administrator add, change and remove a dish, keeping the price to the cent', async () => {
    const created = await shop.http.post('/api/menu').set('Authorization', admin).send(dish).expect(201);
    expect(created.body).toMatchObject(dish);
    const row = await shop.prisma.menuItem.findUniqueOrThrow({ where: { id: created.body._id } });
    expect(row.priceCents).toBe(1950);

    const changed = await shop.http
      .patch(`/api/menu/${created.body._id}`)
      .set('Authorization', admin)
      .send({ price: 21.99 })
      .expect(200);
    expect(changed.body).toMatchObject({ ...dish, price: 21.99 });

    const list = (await shop.http.get('/api/menu')).body as { _id: string }[];
    expect(list.at(-1)?._id).toBe(created.body._id);

    await shop.http.delete(`/api/menu/${created.body._id}`).set('Authorization', admin).expect(200);
    expectErrorBody(await shop.http.get(`/api/menu/${created.body._id}`), 404);
    expectErrorBody(await shop.http.delete(`/api/menu/${created.body._id}`).set('Authorization', admin), 404);
  });

  it("tells the kitchen's minutes for each dish: the seed's, 10 by default, and a change shows on the menu at once", async () => {
    const menu = (await shop.http.get('/api/menu').expect(200)).body as { name: string; prepMinutes: number }[];
    expect(menu.find((item) => item.name === 'Margherita Pizza')?.prepMinutes).toBe(12);
    expect(menu.find((item) => item.name === 'Cappuccino')?.prepMinutes).toBe(3);
    expect(menu.every((item) => Number.isInteger(item.prepMinutes) && item.prepMinutes >= 1)).toBe(true);

    const created = await shop.http.post('/api/menu').set('Authorization', admin).send(dish).expect(201);
    expect(created.body.prepMinutes).toBe(10);
    const slow = await shop.http
      .post('/api/menu')
      .set('Authorization', admin)
      .send({ ...dish, prepMinutes: 240 })
      .expect(201);
    expect(slow.body.prepMinutes).toBe(240);
    await shop.http.get('/api/menu').expect(200);
    const changed = await shop.http
      .patch(`/api/menu/${created.body._id}`)
      .set('Authorization', admin)
      .send({ prepMinutes: 25 })
      .expect(200);
    expect(changed.body).toMatchObject({ ...dish, prepMinutes: 25 });
    const listed = (await shop.http.get('/api/menu').expect(200)).body as { _id: string; prepMinutes: number }[];
    expect(listed.find((item) => item._id === created.body._id)?.prepMinutes).toBe(25);
    for (const prepMinutes of [0, 241, 2.5, '12']) {
      expectErrorBody(
        await shop.http.patch(`/api/menu/${created.body._id}`).set('Authorization', admin).send({ prepMinutes }),
        400,
      );
    }
    await shop.http.delete(`/api/menu/${created.body._id}`).set('Authorization', admin).expect(200);
    await shop.http.delete(`/api/menu/${slow.body._id}`).set('Authorization', admin).expect(200);
  });

  it.each([
    ['a price given as text', { ...dish, price: '19.50' }, '/body/price'],
    ['a negative price', { ...dish, price: -3 }, '/body/price'],
    ['a price with three decimals', { ...dish, price: 9.999 }, '/body/price'],
    ['a category that is no key', { ...dish, category: 'Sushi Bar' }, '/body/category'],
    ['an unknown field', { ...dish, role: 'admin' }, '/body/role'],
    ['a missing name', { ...dish, name: undefined }, '/body/name'],
    ['a blank name', { ...dish, name: '   ' }, '/body/name'],
    ['a huge recipe', { ...dish, recipe: 'x'.repeat(50_000) }, '/body/recipe'],
  ])('refuses %s with 400 and says where', async (_, body, path) => {
    const res = await shop.http.post('/api/menu').set('Authorization', admin).send(body);
    expectErrorBody(res, 400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('refuses a category the menu does not have with 422 and says where', async () => {
    const res = await shop.http
      .post('/api/menu')
      .set('Authorization', admin)
      .send({ ...dish, category: 'sushi' });
    expectErrorBody(res, 422);
    expect(res.body.details).toEqual([{ path: '/body/category', message: 'is not one of the menu’s categories' }]);
  });

  it("takes a dish's picture from the web or the shop's own pictures, and no other kind of address", async () => {
    const soup = { name: 'Pictured soup', category: 'soup', price: 6, recipe: 'Leeks.' };
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '//evil.example/x.png',
      '/x.webp',
      '/uploads/../jwt-secret',
      'uploads/x.webp',
    ]) {
      const created = await shop.http
        .post('/api/menu')
        .set('Authorization', admin)
        .send({ ...soup, image });
      expectErrorBody(created, 400);
      expect([image, created.body.details]).toEqual([image, [expect.objectContaining({ path: '/body/image' })]]);
    }
    for (const image of [
      'https://cdn.example/soup.webp',
      '/uploads/5b1d3c4e-2a0f-4f7e-9d61-0c1f3b8a7e22.webp',
      '/menu-images/margherita-pizza.webp',
    ]) {
      const created = (
        await shop.http
          .post('/api/menu')
          .set('Authorization', admin)
          .send({ ...soup, image })
          .expect(201)
      ).body as { _id: string; image: string };
      expect(created.image).toBe(image);
      expectErrorBody(
        await shop.http
          .patch(`/api/menu/${created._id}`)
          .set('Authorization', admin)
          .send({ image: 'javascript:alert(1)' }),
        400,
      );
      await shop.http.delete(`/api/menu/${created._id}`).set('Authorization', admin).expect(200);
    }
  });

  it('takes names and recipes of more than spaces, trimmed', async () => {
    const blank = await shop.http
      .post('/api/menu')
      .set('Authorization', admin)
      .send({ ...dish, name: '   ' });
    expectErrorBody(blank, 400);
    expect(blank.body.details).toEqual([{ path: '/body/name', message: 'is required: more than spaces' }]);
    const created = await shop.http
      .post('/api/menu')
      .set('Authorization', admin)
      .send({ ...dish, name: '  Spaced Pizza ', recipe: ' Dough. ' })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Spaced Pizza', recipe: 'Dough.' });
    const renamed = await shop.http
      .patch(`/api/menu/${created.body._id}`)
      .set('Authorization', admin)
      .send({ name: ' Trim Me ' })
      .expect(200);
    expect(renamed.body.name).toBe('Trim Me');
    expectErrorBody(
      await shop.http.patch(`/api/menu/${created.body._id}`).set('Authorization', admin).send({ recipe: ' \t ' }),
      400,
    );
  });

  it('refuses an empty change, malformed JSON, a body that is too large and a non-JSON body', async () => {
    const [first] = (await shop.http.get('/api/menu')).body;
    expectErrorBody(await shop.http.patch(`/api/menu/${first._id}`).set('Authorization', admin).send({}), 400);
    const malformed = await shop.http
      .post('/api/menu')
      .set('Authorization', admin)
      .set('Content-Type', 'application/json')
      .send('{"name": "Pizza",');
    expectErrorBody(malformed, 400);
    expect(malformed.body.message).toBe('The body is not valid JSON.');
    const huge = await shop.http
      .post('/api/menu')
      .set('Authorization', admin)
      .send({ ...dish, recipe: 'x'.repeat(200_000) });
    expectErrorBody(huge, 413);
    const text = await shop.http
      .post('/api/menu')
      .set('Authorization', admin)
      .set('Content-Type', 'text/plain')
      .send('pizza');
    expectErrorBody(text, 415);
  });

  it('answers unknown API paths with the contract error body, never HTML', async () => {
    expectErrorBody(await shop.http.get('/api/no-such-thing'), 404);
    expectErrorBody(await shop.http.put('/api/menu'), 404);
  });
});
