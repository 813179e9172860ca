import { seedMenu } from '../src/database/seed';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { as, type Dish, type User } from './option-groups';

type Gap = { language: string; categories: number; dishes: number; optionGroups: number; choices: number };
type Translations = {
  language: string;
  categories: { key: string; name: string; translation: { name: string | null } }[];
  dishes: { _id: string; name: string; recipe: string; translation: { name: string | null; recipe: string | null } }[];
  optionGroups: {
    _id: string;
    name: string;
    translation: { name: string | null };
    choices: { _id: string; name: string; translation: { name: string | null } }[];
  }[];
};
type MenuDish = Dish & { recipe: string; category: string };

describe('the menu in each language the shop speaks, translated by staff, in the shop’s own where they have not', () => {
  let shop: TestShop;
  let admin: ReturnType<typeof as>;
  let customer: User;

  beforeAll(async () => {
    shop = await startShop();
    admin = as(shop, await shop.signIn('owner'));
    customer = await shop.signIn('customer');
  });
  afterAll(() => shop.close());

  const menuIn = async (language?: string, query: object = {}) => {
    const request = shop.http.get('/api/menu').query(query);
    const res = await (language ? request.set('Accept-Language', language) : request).expect(200);
    return { dishes: res.body as MenuDish[], headers: res.headers };
  };
  const gaps = async (): Promise<Gap[]> => (await admin.get('/menu-translations').expect(200)).body.languages;
  const gapOf = async (language: string) => (await gaps()).find((gap) => gap.language === language)!;

  it('tells staff, for each of the shop’s other languages, how much of the menu lacks its words', async () => {
    const answer = (await admin.get('/menu-translations').expect(200)).body;
    expect(answer.language).toBe('en');
    const { dishes } = await menuIn();
    const categories = (await shop.http.get('/api/categories').expect(200)).body;
    const groups = (await admin.get('/option-groups').expect(200)).body as Dish['optionGroups'];
    const choices = groups.reduce((sum, group) => sum + group.choices.length, 0);
    expect(answer.languages).toEqual(
      ['fr', 'de'].map((language) => ({
        language,
        categories: categories.length,
        dishes: dishes.length,
        optionGroups: groups.length,
        choices,
      })),
    );
  });

  it('answers a dish, its option group and choice, and its category in German once staff translate them', async () => {
    const { dishes } = await menuIn();
    const margherita = dishes.find((dish) => dish.name === 'Margherita Pizza')!;
    const size = margherita.optionGroups.find((group) => group.name === 'Pizza size')!;
    const before = await gapOf('de');

    const stored: Translations = (
      await admin
        .patch('/menu-translations/de', {
          dishes: [{ _id: margherita._id, name: ' Pizza Margherita ', recipe: 'Tomaten, Mozzarella, Basilikum.' }],
          optionGroups: [{ _id: size._id, name: 'Größe' }],
          choices: [{ _id: size.choices[0]!._id, name: 'Klein' }],
          categories: [{ key: 'pizza', name: 'Pizzen' }],
        })
        .expect(200)
    ).body;
    expect(stored.dishes.find((dish) => dish._id === margherita._id)).toEqual({
      _id: margherita._id,
      name: 'Margherita Pizza',
      recipe: margherita.recipe,
      translation: { name: 'Pizza Margherita', recipe: 'Tomaten, Mozzarella, Basilikum.' },
    });

    const german = await menuIn('de-DE,de;q=0.9,en;q=0.5');
    expect(german.headers['content-language']).toBe('de');
    expect(german.headers.vary).toMatch(/Accept-Language/);
    const translated = german.dishes.find((dish) => dish._id === margherita._id)!;
    expect(translated).toMatchObject({ name: 'Pizza Margherita', recipe: 'Tomaten, Mozzarella, Basilikum.' });
    const germanSize = translated.optionGroups.find((group) => group._id === size._id)!;
    expect(germanSize.name).toBe('Größe');
    // The choices left untranslated read as the shop's own words.
    expect(germanSize.choices.map((choice) => choice.name)).toEqual([
      'Klein',
      ...size.choices.slice(1).map((choice) => choice.name),
    ]);
    const other = german.dishes.find((dish) => dish._id !== margherita._id)!;
    expect(other.name).toBe(dishes.find((dish) => dish._id === other._id)!.name);
    // The parameter wins over the header, for clients that cannot set one.
    expect((await menuIn('fr', { language: 'de' })).dishes.find((dish) => dish._id === margherita._id)!.name).toBe(
      'Pizza Margherita',
    );
    expect(
      (await shop.http.get(`/api/menu/${margherita._id}`).set('Accept-Language', 'de').expect(200)).body.name,
    ).toBe('Pizza Margherita');
    const categories = (await shop.http.get('/api/categories').query({ language: 'de' }).expect(200)).body;
    expect(categories.find((category: { key: string }) => category.key === 'pizza').name).toBe('Pizzen');

    // English, French (untranslated) and a language the shop does not speak keep the shop's own words.
    for (const language of [undefined, 'fr', 'es']) {
      const { dishes: read, headers } = await menuIn(language);
      expect(read.find((dish) => dish._id === margherita._id)!.name).toBe('Margherita Pizza');
      expect(headers['content-language']).toBe(language === 'fr' ? 'fr' : 'en');
    }
    expect(german.headers.etag).not.toBe((await menuIn('en')).headers.etag);

    expect(await gapOf('de')).toEqual({
      language: 'de',
      categories: before.categories - 1,
      dishes: before.dishes - 1,
      optionGroups: before.optionGroups - 1,
      choices: before.choices - 1,
    });
    expect((await gapOf('fr')).dishes).toBe(before.dishes);
  });

  it('takes a word back when staff blank it, and keeps a dish lacking German while its recipe is not translated', async () => {
    const { dishes } = await menuIn();
    const [first, second] = dishes;
    const before = await gapOf('de');
    await admin.patch('/menu-translations/de', { dishes: [{ _id: second!._id, name: 'Nur der Name' }] }).expect(200);
    expect((await gapOf('de')).dishes).toBe(before.dishes);
    const german = (await menuIn('de')).dishes.find((dish) => dish._id === second!._id)!;
    expect(german).toMatchObject({ name: 'Nur der Name', recipe: second!.recipe });

    await admin.patch('/menu-translations/de', { dishes: [{ _id: first!._id, name: 'Erst', recipe: 'Rezept' }] });
    await admin
      .patch('/menu-translations/de', {
        dishes: [
          { _id: first!._id, name: null },
          { _id: second!._id, name: '  ' },
        ],
      })
      .expect(200);
    const after = (await menuIn('de')).dishes;
    expect(after.find((dish) => dish._id === first!._id)).toMatchObject({ name: first!.name, recipe: 'Rezept' });
    expect(after.find((dish) => dish._id === second!._id)).toMatchObject({ name: second!.name });
    const rows = await shop.prisma.menuItemTranslation.findMany({ where: { menuItemId: second!._id } });
    expect(rows).toEqual([]);
  });

  it('keeps none of the words sent when one is for nothing on the menu, and says which', async () => {
    const { dishes } = await menuIn();
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await admin.patch('/menu-translations/fr', {
      dishes: [
        { _id: dishes[0]!._id, name: 'Plat' },
        { _id: missing, name: 'Rien' },
      ],
      categories: [{ key: 'brunch', name: 'Brunch' }],
    });
    expectErrorBody(refused, 422);
    expect(refused.body.details).toEqual([
      { path: '/body/categories/0', message: 'no category is brunch' },
      { path: '/body/dishes/1', message: `no dish on the menu is ${missing}` },
    ]);
    expect((await menuIn('fr')).dishes[0]!.name).toBe(dishes[0]!.name);
  });

  it('translates only into the shop’s other languages, for staff only', async () => {
    expectErrorBody(await admin.get('/menu-translations/en'), 404);
    expectErrorBody(await admin.patch('/menu-translations/es', { dishes: [] }), 404);
    expectErrorBody(await admin.get('/menu-translations/german'), 400);
    expectErrorBody(await as(shop, customer).get('/menu-translations/de'), 403);
    expectErrorBody(await shop.http.get('/api/menu-translations'), 401);
  });

  it('takes a dish into the cart by the name a client read in another language', async () => {
    const { dishes } = await menuIn();
    const dish = dishes.find((item) => item.optionGroups.length === 0)!;
    await admin.patch('/menu-translations/fr', { dishes: [{ _id: dish._id, name: 'Plat du jour' }] }).expect(200);
    const add = (name: string) =>
      shop.http
        .post('/api/carts')
        .set('Authorization', customer.authorization)
        .send({ menuItemId: dish._id, name, price: dish.price, email: customer.email });
    expect((await add('Plat du jour')).status).toBe(201);
    expect((await add(dish.name)).status).toBe(201);
    expectErrorBody(await add('Something else'), 409);
    // The cart names it as the menu does, in the language asked for.
    const cartIn = async (language: string) =>
      (
        await shop.http
          .get('/api/carts')
          .query({ email: customer.email })
          .set('Authorization', customer.authorization)
          .set('Accept-Language', language)
          .expect(200)
      ).body as { menuItemId: string; name: string }[];
    expect((await cartIn('fr')).find((line) => line.menuItemId === dish._id)!.name).toBe('Plat du jour');
    expect((await cartIn('en')).find((line) => line.menuItemId === dish._id)!.name).toBe(dish.name);
  });
});

describe('the demo menu of a French shop', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop({ SHOP_LOCALE: 'fr-FR' });
    // The test shop's menu is the untranslated seed: sown again as `make start` sows it.
    await shop.prisma.$executeRaw`TRUNCATE menu_items, option_groups, delivery_zones, promo_codes CASCADE`;
    await seedMenu(shop.prisma, { language: 'fr', translated: true });
  });
  afterAll(() => shop.close());

  it('is written in French, and translated into every other language the shop speaks', async () => {
    const french = (await shop.http.get('/api/menu').expect(200)).body as MenuDish[];
    const english = (await shop.http.get('/api/menu').query({ language: 'en' }).expect(200)).body as MenuDish[];
    const seeded = english.findIndex((dish) => dish.name === 'Classic Caesar Salad');
    expect(seeded).toBeGreaterThanOrEqual(0);
    expect(french[seeded]!.name).not.toBe('Classic Caesar Salad');
    expect(french[seeded]!.recipe).not.toBe(english[seeded]!.recipe);
    const admin = as(shop, await shop.signIn('owner'));
    const answer = (await admin.get('/menu-translations').expect(200)).body;
    expect(answer).toEqual({
      language: 'fr',
      languages: ['en', 'de'].map((language) => ({
        language,
        categories: 0,
        dishes: 0,
        optionGroups: 0,
        choices: 0,
      })),
    });
  });
});
