import { seedMenu } from '../src/database/seed';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { as, kitchen } from './option-groups';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type Facts = { allergens: string[]; mayContain: string[]; kcal?: number };
type MenuDish = Facts & {
  _id: string;
  name: string;
  diets: string[];
  optionGroups: { choices: (Facts & { _id: string; name: string })[] }[];
};
type Line = Facts & { _id: string; menuItemId: string };

describe('what a dish and each choice contain: the 14 allergens, traces, diets and energy, and each line’s sum of them', () => {
  let shop: TestShop;
  let standIn: StandIn;
  let admin: ReturnType<typeof kitchen>;
  let customer: ReturnType<typeof as>;
  let customerEmail: string;

  beforeAll(async () => {
    standIn = await startStandIn();
    shop = await startShop(stripeEnv(standIn));
    await seedMenu(shop.prisma);
    admin = kitchen(shop, await shop.signIn('owner'));
    const user = await shop.signIn('customer');
    customerEmail = user.email;
    customer = as(shop, user);
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  /** Pays for the customer's cart as it is: the order recorded, pending, with its lines as the kitchen's screen reads them. */
  async function payForCart(request: { allergyNote?: string } = {}) {
    const intent = (await customer.post('/create-payment-intent', request).expect(200)).body;
    const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
    const recorded = await customer.post('/payments', { transactionId: paid.body.id });
    expect([200, 201]).toContain(recorded.status);
    const kitchenOrders = (await admin.api.get('/kitchen/orders').expect(200)).body as {
      _id: string;
      allergyNote: string | null;
      lines: (Facts & { name: string })[];
    }[];
    return kitchenOrders.find((order) => order._id === recorded.body._id)!;
  }

  const menu = async (): Promise<MenuDish[]> => (await shop.http.get('/api/menu').expect(200)).body;
  const lineOf = async (dishId: string): Promise<Line> =>
    ((await customer.cart()) as Line[]).find((line) => line.menuItemId === dishId)!;

  it('are on every dish and choice of the menu, the seed’s as the restaurant gave them', async () => {
    const margherita = (await menu()).find((dish) => dish.name === 'Margherita Pizza')!;
    expect(margherita).toMatchObject({
      allergens: ['gluten', 'milk'],
      mayContain: [],
      diets: ['vegetarian'],
      kcal: 820,
    });
    const mozzarella = margherita.optionGroups
      .flatMap((group) => group.choices)
      .find((c) => c.name === 'Extra mozzarella')!;
    expect(mozzarella).toMatchObject({ allergens: ['milk'], mayContain: [], kcal: 110 });
    for (const dish of await menu()) {
      expect(dish.allergens).toEqual(expect.any(Array));
      expect(dish.diets).toEqual(expect.any(Array));
    }
  });

  it('make a line’s allergens the dish’s and its chosen options’ together, traces it contains anyway left out', async () => {
    const pesto = await admin.createGroup({
      name: 'Pesto',
      minChoices: 0,
      maxChoices: 1,
      allowRepeats: false,
      choices: [
        { name: 'Pistachio pesto', price: 2, allergens: ['nuts', 'milk'], kcal: 180 },
        { name: 'Basil oil', price: 0, mayContain: ['nuts'] },
      ],
    });
    const dish = await admin.createDish({
      name: 'Celery flatbread',
      optionGroupIds: [pesto._id],
      allergens: ['gluten', 'celery'],
      mayContain: ['sesame', 'nuts'],
      diets: ['vegetarian', 'gluten-free'],
      kcal: 540,
    });
    expect(dish).toMatchObject({
      allergens: ['celery', 'gluten'],
      mayContain: ['nuts', 'sesame'],
      diets: ['vegetarian', 'gluten-free'],
      kcal: 540,
    });

    const pistachio = pesto.choices.find((choice) => choice.name === 'Pistachio pesto')!;
    await customer.post('/carts', { menuItemId: dish._id, choices: [{ choiceId: pistachio._id }] }).expect(201);
    expect(await lineOf(dish._id)).toMatchObject({
      allergens: ['celery', 'gluten', 'milk', 'nuts'],
      mayContain: ['sesame'],
    });

    // A change to the choice reaches the next menu read and the line in the cart.
    await admin.api
      .put(`/option-groups/${pesto._id}`, {
        name: 'Pesto',
        minChoices: 0,
        maxChoices: 1,
        allowRepeats: false,
        choices: [
          { _id: pistachio._id, name: 'Pistachio pesto', price: 2, allergens: ['nuts', 'milk', 'sulphites'] },
          { _id: pesto.choices[1]!._id, name: 'Basil oil', price: 0 },
        ],
      })
      .expect(200);
    const changed = (await menu()).find((item) => item._id === dish._id)!;
    expect(changed.optionGroups[0]!.choices[0]).toMatchObject({ allergens: ['milk', 'nuts', 'sulphites'] });
    expect(changed.optionGroups[0]!.choices[0]!.kcal).toBeUndefined();
    expect(await lineOf(dish._id)).toMatchObject({
      allergens: ['celery', 'gluten', 'milk', 'nuts', 'sulphites'],
      mayContain: ['sesame'],
    });

    // The order keeps the line's allergens as they were paid for: the kitchen reads them, whatever the menu says later.
    const order = await payForCart();
    expect(order.lines).toEqual([
      expect.objectContaining({
        name: 'Celery flatbread',
        allergens: ['celery', 'gluten', 'milk', 'nuts', 'sulphites'],
        mayContain: ['sesame'],
      }),
    ]);
    // And the e-mail that confirms the order says them, in writing, on the way.
    const [received] = await shop.prisma.$queryRaw<{ text: string }[]>`
      SELECT text FROM outbox_emails WHERE key LIKE ${`order:${order._id}:%`} ORDER BY id LIMIT 1`;
    expect(received!.text).toContain(
      'Allergens: Celery, Cereals containing gluten, Milk, Tree nuts, Sulphur dioxide and sulphites',
    );
    expect(received!.text).toContain('May contain: Sesame');
  });

  it('carry the customer’s allergy note from the checkout to the kitchen, their own order and the e-mail, as written', async () => {
    const [dish] = await menu();
    await customer.post('/carts', { menuItemId: dish!._id }).expect(201);
    const order = await payForCart({ allergyNote: '  Severe peanut allergy: no cross-contact, please.  ' });

    expect(order.allergyNote).toBe('Severe peanut allergy: no cross-contact, please.');
    const [own] = (await customer.get('/payments', { email: customerEmail }).expect(200)).body as {
      _id: string;
      allergyNote: string;
    }[];
    expect(own).toMatchObject({ _id: order._id, allergyNote: 'Severe peanut allergy: no cross-contact, please.' });
    const [received] = await shop.prisma.$queryRaw<{ text: string }[]>`
      SELECT text FROM outbox_emails WHERE key LIKE ${`order:${order._id}:%`} ORDER BY id LIMIT 1`;
    expect(received!.text).toContain(
      'Your allergy note for the kitchen: Severe peanut allergy: no cross-contact, please.',
    );

    // Without a note, the order says none.
    await customer.post('/carts', { menuItemId: dish!._id }).expect(201);
    expect((await payForCart()).allergyNote).toBeNull();
  });

  it('refuse an allergy note of only spaces or longer than 300 characters, and keep the cart', async () => {
    const [dish] = await menu();
    await customer.post('/carts', { menuItemId: dish!._id }).expect(201);
    for (const allergyNote of ['   ', 'x'.repeat(301)]) {
      const refused = await customer.post('/create-payment-intent', { allergyNote }).expect(400);
      expectErrorBody(refused, 400);
      expect(refused.body.details).toEqual([expect.objectContaining({ path: '/body/allergyNote' })]);
    }
    expect(await lineOf(dish!._id)).toBeDefined();
  });

  it('are changed by staff on the dish, and cleared with an empty list or null energy', async () => {
    const dish = await admin.createDish({ name: 'Plain focaccia', allergens: ['gluten'], kcal: 300 });
    const updated = (
      await admin.api.patch(`/menu/${dish._id}`, { allergens: [], diets: ['vegan'], kcal: null }).expect(200)
    ).body;
    expect(updated).toMatchObject({ allergens: [], diets: ['vegan'] });
    expect(updated.kcal).toBeUndefined();
  });

  it('refuse an allergen, a diet or an energy the contract does not know', async () => {
    expectErrorBody(await admin.createDishRequest({ name: 'Shellfish', allergens: ['shellfish'] }), 400);
    expectErrorBody(await admin.createDishRequest({ name: 'Keto bowl', diets: ['keto'] }), 400);
    expectErrorBody(await admin.createDishRequest({ name: 'Twice', allergens: ['milk', 'milk'] }), 400);
    expectErrorBody(await admin.createDishRequest({ name: 'Heavy', kcal: -1 }), 400);
    expectErrorBody(await shop.http.post('/api/menu').send({ allergens: [] }), 401);
  });
});
