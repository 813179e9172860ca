import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { as } from './option-groups';

type Category = { key: string; name: string; dishes: number };

describe('the menu’s categories: the shop’s own to add, rename, reorder and remove', () => {
  let shop: TestShop;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    shop = await startShop();
    admin = as(shop, await shop.signIn('owner'));
  });
  afterAll(() => shop.close());

  const categories = async (): Promise<Category[]> => (await shop.http.get('/api/categories').expect(200)).body;
  const onTheMenu = async (): Promise<{ _id: string; category: string }[]> =>
    (await shop.http.get('/api/menu').expect(200)).body;
  const inputOf = (list: Category[]) => list.map(({ key, name }) => ({ key, name }));

  it('are those the menu always had, each with its dishes counted, “popular” among them', async () => {
    const seeded = await categories();
    expect(seeded.map(({ key, name }) => [key, name])).toEqual([
      ['salad', 'Salad'],
      ['pizza', 'Pizza'],
      ['soup', 'Soups'],
      ['dessert', 'Desserts'],
      ['drinks', 'Drinks'],
      ['popular', 'Popular'],
    ]);
    const menu = await onTheMenu();
    for (const category of seeded)
      expect(category.dishes).toBe(menu.filter((dish) => dish.category === category.key).length);
    expect(seeded.find((category) => category.key === 'popular')!.dishes).toBeGreaterThan(0);
  });

  it('are renamed, added and reordered as a whole; dishes keep their key, and take a new one', async () => {
    const [salad, pizza, soup, dessert, drinks, popular] = await categories();
    const wanted = [
      { key: 'popular', name: '  Mains  ' },
      { key: 'brunch', name: 'Brunch' },
      ...inputOf([salad!, pizza!, soup!, dessert!, drinks!]),
    ];
    const stored: Category[] = (await admin.put('/categories', wanted).expect(200)).body;
    expect(stored.map(({ key, name, dishes }) => [key, name, dishes])).toEqual([
      ['popular', 'Mains', popular!.dishes],
      ['brunch', 'Brunch', 0],
      ...[salad!, pizza!, soup!, dessert!, drinks!].map(({ key, name, dishes }) => [key, name, dishes]),
    ]);
    expect(await categories()).toEqual(stored);

    const [dish] = await onTheMenu();
    const moved = (await admin.patch(`/menu/${dish!._id}`, { category: 'brunch' }).expect(200)).body;
    expect(moved.category).toBe('brunch');
    expect((await categories()).find((category) => category.key === 'brunch')!.dishes).toBe(1);
    const unknown = await admin.patch(`/menu/${dish!._id}`, { category: 'supper' });
    expectErrorBody(unknown, 422);
    expect(unknown.body.details).toEqual([{ path: '/body/category', message: 'is not one of the menu’s categories' }]);
    expect((await shop.http.get(`/api/menu/${dish!._id}`).expect(200)).body.category).toBe('brunch');
  });

  it('keeps a category that still holds dishes on the menu, and lets one go once its dishes are off it, with its tax rate', async () => {
    const before = await categories();
    const brunch = before.find((category) => category.key === 'brunch')!;
    const [dish] = (await onTheMenu()).filter((item) => item.category === 'brunch');
    const ordering = (await admin.get('/shop/ordering').expect(200)).body;
    await admin
      .put('/shop/ordering', {
        ...ordering,
        tax: { ...ordering.tax, categoryRates: [{ category: 'brunch', rate: 5.5 }] },
      })
      .expect(200);

    const withoutBrunch = inputOf(before.filter((category) => category.key !== 'brunch'));
    const refused = await admin.put('/categories', withoutBrunch);
    expectErrorBody(refused, 409);
    expect(refused.body.message).toBe(
      `${brunch.name} still holds a dish on the menu: move it to another category, or take it off the menu, first.`,
    );
    expect(await categories()).toEqual(before);

    await admin.delete(`/menu/${dish!._id}`).expect(200);
    const kept: Category[] = (await admin.put('/categories', withoutBrunch).expect(200)).body;
    expect(kept.map(({ key }) => key)).not.toContain('brunch');
    // The dish taken off the menu went to the first category; the tax rate went with the category.
    expect((await shop.prisma.menuItem.findUniqueOrThrow({ where: { id: dish!._id } })).category).toBe(kept[0]!.key);
    expect((await admin.get('/shop/ordering').expect(200)).body.tax.categoryRates).toEqual([]);
    // A tax rate for a category the menu does not have is refused.
    expectErrorBody(
      await admin.put('/shop/ordering', {
        ...ordering,
        tax: { ...ordering.tax, categoryRates: [{ category: 'brunch', rate: 5 }] },
      }),
      422,
    );
  });

  it('refuses a key or a name twice, a blank name, an empty list, and anyone but an administrator', async () => {
    const before = await categories();
    const list = inputOf(before);
    for (const [body, path] of [
      [[...list, { key: list[0]!.key, name: 'Another' }], `/body/${list.length}/key`],
      [[...list, { key: 'another', name: list[0]!.name.toUpperCase() }], `/body/${list.length}/name`],
      [[...list, { key: 'another', name: '   ' }], `/body/${list.length}/name`],
    ] as const) {
      const res = await admin.put('/categories', body);
      expectErrorBody(res, 422);
      expect(res.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
    expectErrorBody(await admin.put('/categories', []), 400);
    expectErrorBody(await admin.put('/categories', [{ key: 'Bad Key', name: 'Bad' }]), 400);
    expectErrorBody(await as(shop, await shop.signIn('customer')).put('/categories', list), 403);
    expectErrorBody(await shop.http.put('/api/categories').send(list), 401);
    expect(await categories()).toEqual(before);
  });

  it('gives the sitemap a page for each category with dishes, in the shop’s order', async () => {
    const sitemap = (await shop.http.get('/sitemap.xml').expect(200)).text;
    const listed = [...sitemap.matchAll(/\/menu\?category=([a-z0-9-]+)/g)].map((match) => match[1]);
    expect(listed).toEqual(
      (await categories()).filter((category) => category.dishes > 0).map((category) => category.key),
    );
    expect(listed).toContain('popular');
  });
});
