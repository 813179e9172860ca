import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { as, type Dish, groupInput, kitchen, type User } from './option-groups';
import { payWithCard, type StandIn, startStandIn, stripeEnv } from './stripe';

type SeedDish = Dish & { category: string; allergens: string[]; mayContain: string[] };
type OrderLine = {
  name: string;
  price: number;
  quantity: number;
  choices: { group: string; name: string; price: number; quantity: number }[];
};

const cents = (dollars: number) => Math.round(dollars * 100);

describe('paying for dishes with choices', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let admin: User;
  let menuKitchen: ReturnType<typeof kitchen>;

  beforeAll(async () => {
    standIn = await startStandIn();
    shop = await startShop(stripeEnv(standIn));
    admin = await shop.signIn('owner');
    menuKitchen = kitchen(shop, admin);
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  const customer = async () => {
    const user = await shop.signIn('customer');
    const api = as(shop, user);
    return {
      ...api,
      email: user.email,
      add: (menuItemId: string, choices?: object[], quantity = 1) =>
        api.post('/carts', { menuItemId, quantity, ...(choices ? { choices } : {}) }),
      /** Pays the whole cart by card and records the order, as the storefront does. */
      pay: async () => {
        const intent = (await api.post('/create-payment-intent', {}).expect(200)).body;
        const paid = await payWithCard(standIn, intent.clientSecret, '4242424242424242');
        expect(paid.body.status).toBe('requires_capture');
        return (await api.post('/payments', { transactionId: paid.body.id }).expect(201)).body;
      },
    };
  };

  /** The amount Stripe holds for a payment, asked of the stand-in as the shop's own secret key would. */
  async function chargedCents(paymentIntentId: string): Promise<number> {
    const res = await fetch(`${standIn.url}/v1/payment_intents/${paymentIntentId}`, {
      headers: { Authorization: `Bearer ${standIn.secretKey}` },
    });
    return ((await res.json()) as { amount: number }).amount;
  }

  it('charges exactly the total of the order’s snapshot, whose lines show every choice as it was paid for', async () => {
    const menu: SeedDish[] = (await shop.http.get('/api/menu').expect(200)).body;
    const pizza = menu.find((dish) => dish.name === 'Margherita Pizza')!;
    const drink = menu.find((dish) => dish.category === 'drinks')!;
    const burger = menu.find((dish) => dish.name === 'Double Smash Burger')!;
    const choice = (dish: Dish, name: string) =>
      dish.optionGroups.flatMap((group) => group.choices).find((c) => c.name === name)!._id;
    const ada = await customer();
    await ada
      .add(
        pizza._id,
        [
          { choiceId: choice(pizza, '14-inch') },
          { choiceId: choice(pizza, 'Extra mozzarella'), quantity: 2 },
          { choiceId: choice(pizza, 'Olives') },
        ],
        2,
      )
      .expect(201);
    await ada.add(drink._id, [{ choiceId: choice(drink, 'Large') }], 3).expect(201);
    await ada
      .add(burger._id, [{ choiceId: choice(burger, 'No onions') }, { choiceId: choice(burger, 'No pickles') }])
      .expect(201);
    const cart: { price: number; quantity: number }[] = await ada.cart();
    expect(cart.map((line) => line.price)).toEqual([pizza.price + 6 + 2 * 1.5 + 1, drink.price + 1, burger.price]);
    const cartCents = cart.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);

    const order = await ada.pay();
    const lines: OrderLine[] = order.lines;
    expect(lines).toEqual([
      {
        menuItemId: pizza._id,
        name: 'Margherita Pizza',
        price: cart[0]!.price,
        quantity: 2,
        choices: [
          { choiceId: choice(pizza, '14-inch'), group: 'Pizza size', name: '14-inch', price: 6, quantity: 1 },
          {
            choiceId: choice(pizza, 'Extra mozzarella'),
            group: 'Toppings',
            name: 'Extra mozzarella',
            price: 1.5,
            quantity: 2,
          },
          { choiceId: choice(pizza, 'Olives'), group: 'Toppings', name: 'Olives', price: 1, quantity: 1 },
        ],
        // The dough's gluten and the cheese's milk; the extra mozzarella adds milk, which the pizza has already.
        allergens: ['gluten', 'milk'],
        mayContain: [],
      },
      {
        menuItemId: drink._id,
        name: drink.name,
        price: cart[1]!.price,
        quantity: 3,
        choices: [{ choiceId: choice(drink, 'Large'), group: 'Drink size', name: 'Large', price: 1, quantity: 1 }],
        allergens: drink.allergens,
        mayContain: drink.mayContain,
      },
      {
        menuItemId: burger._id,
        name: burger.name,
        price: burger.price,
        quantity: 1,
        choices: [
          { choiceId: choice(burger, 'No onions'), group: 'Remove', name: 'No onions', price: 0, quantity: 1 },
          { choiceId: choice(burger, 'No pickles'), group: 'Remove', name: 'No pickles', price: 0, quantity: 1 },
        ],
        allergens: ['gluten', 'eggs', 'milk', 'mustard', 'sesame'],
        mayContain: [],
      },
    ]);
    const snapshotCents = lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
    expect(snapshotCents).toBe(cartCents);
    expect(cents(order.price)).toBe(snapshotCents);
    expect(await chargedCents(order.transactionId)).toBe(snapshotCents);

    // The menu changes afterwards; what was paid for does not.
    const toppings = pizza.optionGroups[1]!;
    await menuKitchen.api
      .put(`/option-groups/${toppings._id}`, {
        ...groupInput('Toppings', 0, 5, []),
        allowRepeats: true,
        choices: toppings.choices.map(({ _id, name }) => ({ _id, name, price: 9 })),
      })
      .expect(200);
    expect((await ada.get('/payments', { email: ada.email }).expect(200)).body[0].lines).toEqual(lines);
    const forTheKitchen = (await menuKitchen.api.get('/orders').expect(200)).body.items.find(
      (o: { _id: string }) => o._id === order._id,
    );
    expect(forTheKitchen.lines).toEqual(lines);
  });

  it('refuses to charge for a choice removed between adding it and paying, until the line goes', async () => {
    const { dish, toppings, id } = await menuKitchen.pizza();
    const ada = await customer();
    const withOlives = (await ada.add(dish._id, [{ choiceId: id('S') }, { choiceId: id('Olives') }]).expect(201)).body;
    await ada.add(dish._id, [{ choiceId: id('L') }]).expect(201);
    await menuKitchen.api
      .put(`/option-groups/${toppings._id}`, groupInput('Toppings', 0, 3, [['Cheese', 1.5]], true))
      .expect(200);

    const [gone, kept] = await ada.cart();
    expect(gone).toMatchObject({
      _id: withOlives._id,
      available: false,
      unavailableReason: 'A choice is no longer offered',
      price: 10,
    });
    expect(gone.choices.map((c: { name: string }) => c.name)).toEqual(['S']);
    expect(kept).toMatchObject({ available: true, price: 14 });
    const refused = await ada.post('/create-payment-intent', {});
    expectErrorBody(refused, 409);
    expect(refused.body.message).toBe(
      'Test pizza (A choice is no longer offered) cannot be ordered now: remove it from your cart to pay, or wait until it is back.',
    );

    await ada.delete(`/carts/${withOlives._id}`).expect(200);
    const order = await ada.pay();
    expect(order.lines).toMatchObject([{ price: 14, quantity: 1, choices: [{ name: 'L', price: 4 }] }]);
    expect(await chargedCents(order.transactionId)).toBe(1400);
  });

  it('refuses to charge for a line an administrator’s change to a group no longer lets through', async () => {
    const { dish, toppings, size, id } = await menuKitchen.pizza();
    const ada = await customer();
    await ada.add(dish._id, [{ choiceId: id('S') }, { choiceId: id('Cheese'), quantity: 3 }]).expect(201);
    await menuKitchen.api
      .put(`/option-groups/${toppings._id}`, {
        ...groupInput('Toppings', 0, 2, []),
        allowRepeats: true,
        choices: toppings.choices.map(({ _id, name, price }) => ({ _id, name, price })),
      })
      .expect(200);
    expect(await ada.cart()).toMatchObject([
      { available: false, unavailableReason: 'Toppings: choose up to 2 (3 chosen)', price: 14.5 },
    ]);
    expectErrorBody(await ada.post('/create-payment-intent', {}), 409);

    // The group leaves the dish: its choices are no longer offered with it.
    await menuKitchen.api.patch(`/menu/${dish._id}`, { optionGroupIds: [size._id] }).expect(200);
    expect(await ada.cart()).toMatchObject([
      { available: false, unavailableReason: 'A choice is no longer offered', price: 10 },
    ]);

    // A group the customer must choose in is added to the dish.
    await ada.delete(`/carts/${(await ada.cart())[0]._id}`).expect(200);
    await ada.add(dish._id).expect(201);
    const sauce = await menuKitchen.createGroup(
      groupInput('Sauce', 1, 1, [
        ['Tomato', 0],
        ['Cream', 0.5],
      ]),
    );
    await menuKitchen.api.patch(`/menu/${dish._id}`, { optionGroupIds: [size._id, sauce._id] }).expect(200);
    expect(await ada.cart()).toMatchObject([{ available: false, unavailableReason: 'Sauce: choose 1 (0 chosen)' }]);
    expectErrorBody(await ada.post('/create-payment-intent', {}), 409);
  });
});
