import { randomUUID } from 'node:crypto';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { as, type Dish, type Group, groupInput, kitchen, type User } from './option-groups';

const ZONE = 'America/New_York';
const HOUR = 3_600_000;

/** The shop's wall clock, read apart from the server's code: hours and minutes in ZONE at an instant. */
const wallClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
const clockTime = (minutes: number) => {
  const within = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
};

describe('dishes with option groups, sold out or served at set hours', () => {
  let shop: TestShop;
  let admin: User;
  let menuKitchen: ReturnType<typeof kitchen>;

  beforeAll(async () => {
    shop = await startShop({ SHOP_TIME_ZONE: ZONE });
    admin = await shop.signIn('owner');
    menuKitchen = kitchen(shop, admin);
  });
  afterAll(() => shop.close());

  const menuDish = async (id: string): Promise<Dish> =>
    (await shop.http.get('/api/menu').expect(200)).body.find((dish: Dish) => dish._id === id);
  const customer = async () => {
    const user = await shop.signIn('customer');
    const api = as(shop, user);
    return {
      ...api,
      add: (menuItemId: string, choices?: object[], quantity = 1) =>
        api.post('/carts', { menuItemId, quantity, ...(choices ? { choices } : {}) }),
    };
  };

  describe('option groups', () => {
    it('are saved only with a rule a customer can meet, at its limits', async () => {
      const exact = await menuKitchen.createGroup(
        groupInput('Sides', 2, 2, [
          ['Fries', 0],
          ['Salad', 0.5],
        ]),
      );
      expect(exact).toMatchObject({ minChoices: 2, maxChoices: 2, allowRepeats: false, menuItemIds: [] });
      expect(exact.choices).toEqual([
        { _id: expect.any(String), name: 'Fries', price: 0, default: false, allergens: [], mayContain: [] },
        { _id: expect.any(String), name: 'Salad', price: 0.5, default: false, allergens: [], mayContain: [] },
      ]);
      await menuKitchen.createGroup(groupInput('Extras', 0, 5, [['Cheese', 1]], true));
      await menuKitchen.createGroup(
        groupInput('Sauce', 0, 2, [
          ['Ketchup', 0, true],
          ['Mayo', 0, true],
        ]),
      );
      const refusals: [ReturnType<typeof groupInput>, string[]][] = [
        [
          groupInput('Sides', 3, 2, [
            ['A', 0],
            ['B', 0],
            ['C', 0],
          ]),
          ['/body/minChoices'],
        ],
        [
          groupInput('Sides', 0, 3, [
            ['A', 0],
            ['B', 0],
          ]),
          ['/body/maxChoices'],
        ],
        [
          groupInput('Sides', 3, 3, [
            ['A', 0],
            ['B', 0],
          ]),
          ['/body/minChoices', '/body/maxChoices'],
        ],
        [
          groupInput('Sauce', 0, 1, [
            ['Ketchup', 0, true],
            ['Mayo', 0, true],
          ]),
          ['/body/choices'],
        ],
      ];
      for (const [input, paths] of refusals) {
        const res = await menuKitchen.api.post('/option-groups', input);
        expectErrorBody(res, 422);
        expect(res.body.details.map((detail: { path: string }) => detail.path)).toEqual(paths);
      }
      expectErrorBody(await menuKitchen.api.post('/option-groups', groupInput('Sides', 0, 1, [['A', -1]])), 400);
      expectErrorBody(
        await menuKitchen.api.post('/option-groups', { ...groupInput('Sides', 0, 1, [['A', 0]]), choices: [] }),
        400,
      );
    });

    it('are replaced whole: choices sent with their id are kept with their sold-out mark, others added, the rest removed', async () => {
      const size = await menuKitchen.createGroup(
        groupInput('Size', 1, 1, [
          ['S', 0, true],
          ['M', 2],
          ['L', 4],
        ]),
      );
      const other = await menuKitchen.createGroup(groupInput('Other', 0, 1, [['X', 0]]));
      const medium = size.choices[1]!;
      await menuKitchen.api.put(`/option-choices/${medium._id}/sold-out`, { until: 'turned-back' }).expect(200);
      const replacement = {
        name: 'Pizza size',
        minChoices: 1,
        maxChoices: 1,
        choices: [
          { _id: medium._id, name: 'Medium', price: 2.5 },
          { name: 'XL', price: 6, default: true },
        ],
      };
      const replaced: Group = (await menuKitchen.api.put(`/option-groups/${size._id}`, replacement).expect(200)).body;
      expect(replaced).toMatchObject({ _id: size._id, name: 'Pizza size', allowRepeats: false });
      expect(replaced.choices).toEqual([
        {
          _id: medium._id,
          name: 'Medium',
          price: 2.5,
          default: false,
          allergens: [],
          mayContain: [],
          soldOut: { until: null },
        },
        { _id: expect.any(String), name: 'XL', price: 6, default: true, allergens: [], mayContain: [] },
      ]);

      const stolen = await menuKitchen.api.put(`/option-groups/${size._id}`, {
        ...replacement,
        choices: [{ _id: other.choices[0]!._id, name: 'X', price: 0 }],
      });
      expectErrorBody(stolen, 422);
      expect(stolen.body.details).toEqual([{ path: '/body/choices/0/_id', message: 'is not a choice of this group' }]);
      const groups: Group[] = (await menuKitchen.api.get('/option-groups').expect(200)).body;
      expect(groups.find((group) => group._id === size._id)).toEqual(replaced);
      expect(groups.find((group) => group._id === other._id)!.choices).toHaveLength(1);

      expectErrorBody(await menuKitchen.api.put(`/option-groups/${randomUUID()}`, replacement), 404);
      expectErrorBody(
        await menuKitchen.api.put(`/option-choices/${randomUUID()}/sold-out`, { until: 'tomorrow' }),
        404,
      );
      expectErrorBody(await menuKitchen.api.delete(`/option-choices/${randomUUID()}/sold-out`), 404);
      await menuKitchen.api.delete(`/option-groups/${other._id}`).expect(200);
      expectErrorBody(await menuKitchen.api.delete(`/option-groups/${other._id}`), 404);
    });

    it('are offered by a dish in its order, shown on the menu at once, and name the dishes that offer them', async () => {
      const { dish, size, toppings, remove } = await menuKitchen.pizza();
      expect(dish.optionGroups.map((group) => group.name)).toEqual(['Size', 'Toppings', 'Remove']);
      expect(await menuDish(dish._id)).toEqual(dish);
      expect(dish).toMatchObject({ available: true });
      expect(dish).not.toHaveProperty('hours');
      expect(dish).not.toHaveProperty('soldOut');

      const reordered: Dish = (
        await menuKitchen.api.patch(`/menu/${dish._id}`, { optionGroupIds: [remove._id, size._id] }).expect(200)
      ).body;
      expect(reordered.optionGroups.map((group) => group.name)).toEqual(['Remove', 'Size']);
      const groups: Group[] = (await menuKitchen.api.get('/option-groups').expect(200)).body;
      expect(groups.find((group) => group._id === size._id)!.menuItemIds).toEqual([dish._id]);
      expect(groups.find((group) => group._id === toppings._id)!.menuItemIds).toEqual([]);

      await menuKitchen.api
        .put(`/option-groups/${size._id}`, { ...groupInput('Size', 1, 1, [['Small', 0, true]]) })
        .expect(200);
      expect((await menuDish(dish._id)).optionGroups[1]!.choices.map((choice) => choice.name)).toEqual(['Small']);

      const missing = randomUUID();
      for (const res of [
        await menuKitchen.api.patch(`/menu/${dish._id}`, { optionGroupIds: [size._id, missing] }),
        await menuKitchen.api.post('/menu', {
          name: 'Lost',
          category: 'soup',
          price: 5,
          recipe: 'None.',
          image: '/uploads/x.webp',
          optionGroupIds: [missing],
        }),
      ]) {
        expectErrorBody(res, 404);
        expect(res.body.message).toContain(missing);
      }
      expect((await menuDish(dish._id)).optionGroups.map((group) => group.name)).toEqual(['Remove', 'Size']);
    });

    it('keep their rules in PostgreSQL too, whatever path writes them', async () => {
      const size = await menuKitchen.createGroup(groupInput('Size', 1, 1, [['S', 0, true]]));
      const choiceId = size.choices[0]!._id;
      const refused = (write: Promise<unknown>) => expect(write).rejects.toThrow(/check constraint/);
      await refused(shop.prisma.$executeRaw`UPDATE option_choices SET price_cents = -1 WHERE id = ${choiceId}::uuid`);
      await refused(
        shop.prisma.$executeRaw`UPDATE option_groups SET min_choices = 3, max_choices = 2 WHERE id = ${size._id}::uuid`,
      );
      await refused(
        shop.prisma
          .$executeRaw`UPDATE option_choices SET sold_out = false, sold_out_until = now() WHERE id = ${choiceId}::uuid`,
      );
      const [dish] = (await shop.http.get('/api/menu').expect(200)).body as Dish[];
      await refused(
        shop.prisma
          .$executeRaw`UPDATE menu_items SET served_from = 420, served_until = NULL WHERE id = ${dish!._id}::uuid`,
      );
      await refused(
        shop.prisma
          .$executeRaw`UPDATE menu_items SET served_from = 420, served_until = 420 WHERE id = ${dish!._id}::uuid`,
      );
      await refused(
        shop.prisma
          .$executeRaw`UPDATE menu_items SET served_from = 420, served_until = 1440 WHERE id = ${dish!._id}::uuid`,
      );
      expect((await menuDish(dish!._id)).available).toBe(true);
    });

    it('are for administrators only', async () => {
      const ada = await customer();
      const size = await menuKitchen.createGroup(groupInput('Size', 1, 1, [['S', 0, true]]));
      expectErrorBody(await ada.get('/option-groups'), 403);
      expectErrorBody(await ada.post('/option-groups', groupInput('Mine', 0, 1, [['A', 0]])), 403);
      expectErrorBody(await ada.put(`/option-groups/${size._id}`, groupInput('Mine', 0, 1, [['A', 0]])), 403);
      expectErrorBody(await ada.put(`/option-choices/${size.choices[0]!._id}/sold-out`, { until: 'tomorrow' }), 403);
      expectErrorBody(await ada.delete(`/option-groups/${size._id}`), 403);
    });
  });

  describe('choices for a dish in a cart', () => {
    it('are refused with a detail for each problem, and accepted, at the limits of each group', async () => {
      const { dish, id } = await menuKitchen.pizza();
      const other = await menuKitchen.pizza();
      const ada = await customer();
      const refusedAt = async (choices: object[], paths: string[]) => {
        const res = await ada.add(dish._id, choices);
        expectErrorBody(res, 422);
        expect(res.body.details.map((detail: { path: string }) => detail.path)).toEqual(paths);
      };
      await refusedAt([], ['/body/choices']);
      await refusedAt([{ choiceId: id('S') }, { choiceId: id('M') }], ['/body/choices']);
      await refusedAt([{ choiceId: id('M'), quantity: 2 }], ['/body/choices/0/quantity', '/body/choices']);
      await refusedAt(
        [{ choiceId: id('M') }, { choiceId: id('Cheese'), quantity: 2 }, { choiceId: id('Olives'), quantity: 2 }],
        ['/body/choices'],
      );
      await refusedAt(
        [{ choiceId: id('M') }, { choiceId: id('No onions') }, { choiceId: id('No onions') }],
        ['/body/choices/2'],
      );
      await refusedAt(
        [
          { choiceId: id('M') },
          { choiceId: id('No onions') },
          { choiceId: id('No pickles') },
          { choiceId: id('No sauce') },
        ],
        ['/body/choices'],
      );
      await refusedAt([{ choiceId: id('M') }, { choiceId: other.id('L') }], ['/body/choices/1']);
      expectErrorBody(await ada.add(dish._id, [{ choiceId: id('M'), quantity: 0 }]), 400);
      expect(await ada.cart()).toEqual([]);

      const atTheLimits = [
        { choiceId: id('L') },
        { choiceId: id('Cheese'), quantity: 2 },
        { choiceId: id('Olives') },
        { choiceId: id('No onions') },
        { choiceId: id('No sauce') },
      ];
      const line = (await ada.add(dish._id, atTheLimits).expect(201)).body;
      expect(line.choices).toEqual([
        { choiceId: id('L'), group: 'Size', name: 'L', price: 4, quantity: 1 },
        { choiceId: id('Cheese'), group: 'Toppings', name: 'Cheese', price: 1.5, quantity: 2 },
        { choiceId: id('Olives'), group: 'Toppings', name: 'Olives', price: 1, quantity: 1 },
        { choiceId: id('No onions'), group: 'Remove', name: 'No onions', price: 0, quantity: 1 },
        { choiceId: id('No sauce'), group: 'Remove', name: 'No sauce', price: 0, quantity: 1 },
      ]);
      expect(line).toMatchObject({ price: 18, available: true });

      const summed = (
        await ada
          .add(dish._id, [{ choiceId: id('Cheese') }, { choiceId: id('S') }, { choiceId: id('Cheese'), quantity: 2 }])
          .expect(201)
      ).body;
      expect(summed.choices.map((c: { name: string; quantity: number }) => [c.name, c.quantity])).toEqual([
        ['S', 1],
        ['Cheese', 3],
      ]);
      expect(summed.price).toBe(14.5);
    });

    it('make one line when they are the same, in whatever order, and another line when they differ', async () => {
      const { dish, id } = await menuKitchen.pizza();
      const ada = await customer();
      const first = (await ada.add(dish._id, [{ choiceId: id('L') }, { choiceId: id('Olives') }]).expect(201)).body;
      const again = (await ada.add(dish._id, [{ choiceId: id('Olives') }, { choiceId: id('L') }], 2).expect(201)).body;
      expect(again).toMatchObject({ _id: first._id, quantity: 3 });
      const medium = (await ada.add(dish._id, [{ choiceId: id('M') }]).expect(201)).body;
      expect(medium._id).not.toBe(first._id);
      const byDefault = (await ada.add(dish._id).expect(201)).body;
      expect(byDefault.choices).toEqual([{ choiceId: id('S'), group: 'Size', name: 'S', price: 0, quantity: 1 }]);
      expect((await ada.add(dish._id, [{ choiceId: id('S') }]).expect(201)).body).toMatchObject({
        _id: byDefault._id,
        quantity: 2,
      });
      const cart = await ada.cart();
      expect(
        cart.map((line: { _id: string; quantity: number; price: number }) => [line._id, line.quantity, line.price]),
      ).toEqual([
        [first._id, 3, 15],
        [medium._id, 1, 12],
        [byDefault._id, 2, 10],
      ]);
    });
  });

  describe('a sold-out dish', () => {
    it('stays on the menu, cannot be added, and blocks a cart that holds it: until tomorrow, or until turned back', async () => {
      const { dish } = await menuKitchen.pizza();
      const ada = await customer();
      await ada.add(dish._id).expect(201);
      const before = Date.now();
      const marked: Dish & { soldOut: { until: string } } = (
        await menuKitchen.api.put(`/menu/${dish._id}/sold-out`, { until: 'tomorrow' }).expect(200)
      ).body;
      expect(marked).toMatchObject({ available: false, unavailableReason: 'Sold out until tomorrow' });
      const until = new Date(marked.soldOut.until);
      expect(until.getTime()).toBeGreaterThan(before);
      expect(until.getTime() - before).toBeLessThanOrEqual(25 * HOUR);
      expect(wallClock(until)).toBe('00:00');
      expect(await menuDish(dish._id)).toEqual(marked);

      const refused = await ada.add(dish._id);
      expectErrorBody(refused, 409);
      expect(refused.body.details).toEqual([{ path: '/body/menuItemId', message: 'Sold out until tomorrow' }]);
      expect(await ada.cart()).toMatchObject([
        { available: false, unavailableReason: 'Sold out until tomorrow', quantity: 1 },
      ]);
      const unpaid = await ada.post('/create-payment-intent', {});
      expectErrorBody(unpaid, 409);
      expect(unpaid.body.message).toContain('Test pizza (Sold out until tomorrow)');

      // The next day starts: the mark ends by itself.
      await shop.prisma.menuItem.update({
        where: { id: dish._id },
        data: { soldOutUntil: new Date(Date.now() - 1000) },
      });
      const back: Dish = (await shop.http.get(`/api/menu/${dish._id}`).expect(200)).body;
      expect(back).toMatchObject({ available: true });
      expect(back).not.toHaveProperty('soldOut');
      expect(back).not.toHaveProperty('unavailableReason');
      await ada.add(dish._id).expect(201);

      const turnedBack: Dish = (
        await menuKitchen.api.put(`/menu/${dish._id}/sold-out`, { until: 'turned-back' }).expect(200)
      ).body;
      expect(turnedBack).toMatchObject({ available: false, unavailableReason: 'Sold out', soldOut: { until: null } });
      expect(await ada.cart()).toMatchObject([{ available: false, unavailableReason: 'Sold out', quantity: 2 }]);
      expectErrorBody(await ada.add(dish._id), 409);
      expectErrorBody(await ada.put(`/menu/${dish._id}/sold-out`, { until: 'tomorrow' }), 403);
      expectErrorBody(await ada.delete(`/menu/${dish._id}/sold-out`), 403);

      expect((await menuKitchen.api.delete(`/menu/${dish._id}/sold-out`).expect(200)).body).toMatchObject({
        available: true,
      });
      expect(await ada.cart()).toMatchObject([{ available: true }]);
      expectErrorBody(await menuKitchen.api.put(`/menu/${randomUUID()}/sold-out`, { until: 'tomorrow' }), 404);
    });
  });

  describe('a sold-out choice', () => {
    it('cannot be chosen, and blocks a line that holds it, until it is back', async () => {
      const { dish, id } = await menuKitchen.pizza();
      const ada = await customer();
      await ada.add(dish._id, [{ choiceId: id('S') }, { choiceId: id('Olives') }]).expect(201);
      const group: Group = (
        await menuKitchen.api.put(`/option-choices/${id('Olives')}/sold-out`, { until: 'turned-back' }).expect(200)
      ).body;
      expect(group.choices.find((choice) => choice.name === 'Olives')!.soldOut).toEqual({ until: null });
      expect((await menuDish(dish._id)).optionGroups[1]!.choices[1]).toMatchObject({
        name: 'Olives',
        soldOut: { until: null },
      });
      expect(await menuDish(dish._id)).toMatchObject({ available: true });

      const refused = await ada.add(dish._id, [{ choiceId: id('S') }, { choiceId: id('Olives') }]);
      expectErrorBody(refused, 409);
      expect(refused.body.details).toEqual([{ path: '/body/choices/1', message: 'Olives is sold out' }]);
      expect(await ada.cart()).toMatchObject([{ available: false, unavailableReason: 'Olives is sold out' }]);
      expectErrorBody(await ada.post('/create-payment-intent', {}), 409);

      await menuKitchen.api.put(`/option-choices/${id('Olives')}/sold-out`, { until: 'tomorrow' }).expect(200);
      expect((await ada.add(dish._id, [{ choiceId: id('M') }, { choiceId: id('Olives') }])).body.details).toEqual([
        { path: '/body/choices/1', message: 'Olives is sold out until tomorrow' },
      ]);
      await menuKitchen.api.delete(`/option-choices/${id('Olives')}/sold-out`).expect(200);
      expect(await ada.cart()).toMatchObject([{ available: true }]);
      await ada.add(dish._id, [{ choiceId: id('M') }, { choiceId: id('Olives') }]).expect(201);

      // A sold-out default leaves a client that sends no choices nothing to take.
      await menuKitchen.api.put(`/option-choices/${id('S')}/sold-out`, { until: 'tomorrow' }).expect(200);
      expectErrorBody(await ada.add(dish._id), 409);
      await ada.add(dish._id, [{ choiceId: id('L') }]).expect(201);
    });
  });

  describe('a dish served at set hours', () => {
    it('can be ordered only within them, on the clock of the shop’s time zone, and says when it is served', async () => {
      const now = new Date();
      const [hours, minutes] = wallClock(now).split(':').map(Number);
      const minute = hours! * 60 + minutes!;
      const around = { from: clockTime(minute - 30), to: clockTime(minute + 30) };
      const apart = { from: clockTime(minute + 30), to: clockTime(minute - 30) };
      const ada = await customer();

      const served = await menuKitchen.createDish({ name: 'Brunch', hours: around });
      expect(served).toMatchObject({ available: true, hours: around });
      await ada.add(served._id).expect(201);

      const closed: Dish = (await menuKitchen.api.patch(`/menu/${served._id}`, { hours: apart }).expect(200)).body;
      const reason = `Served ${apart.from}–${apart.to}`;
      expect(closed).toMatchObject({ available: false, unavailableReason: reason, hours: apart });
      expect(await menuDish(served._id)).toMatchObject({ available: false, unavailableReason: reason });
      const refused = await ada.add(served._id);
      expectErrorBody(refused, 409);
      expect(refused.body.details).toEqual([{ path: '/body/menuItemId', message: reason }]);
      expect(await ada.cart()).toMatchObject([{ available: false, unavailableReason: reason }]);
      expectErrorBody(await ada.post('/create-payment-intent', {}), 409);

      const always: Dish = (await menuKitchen.api.patch(`/menu/${served._id}`, { hours: null }).expect(200)).body;
      expect(always).toMatchObject({ available: true });
      expect(always).not.toHaveProperty('hours');
      await ada.add(served._id).expect(201);

      const same = await menuKitchen.api.patch(`/menu/${served._id}`, { hours: { from: '07:00', to: '07:00' } });
      expectErrorBody(same, 422);
      expect(same.body.details).toEqual([{ path: '/body/hours/to', message: 'must differ from from' }]);
      expectErrorBody(
        await menuKitchen.api.patch(`/menu/${served._id}`, { hours: { from: '7:00', to: '11:00' } }),
        400,
      );
    });
  });

  describe('the seed menu', () => {
    it('offers sizes, toppings, what to leave out, a sold-out topping and breakfast hours', async () => {
      const menu: (Dish & { category: string; hours?: object })[] = (await shop.http.get('/api/menu').expect(200)).body;
      const named = (name: string) => menu.find((dish) => dish.name === name)!;
      const margherita = named('Margherita Pizza');
      expect(margherita.optionGroups.map((group) => [group.name, group.choices.length])).toEqual([
        ['Pizza size', 3],
        ['Toppings', 5],
      ]);
      expect(margherita.optionGroups[1]!.choices.find((choice) => choice.name === 'Truffle oil')!.soldOut).toEqual({
        until: null,
      });
      expect(named('Double Smash Burger').optionGroups.map((group) => group.name)).toEqual(['Remove']);
      expect(
        menu.filter((dish) => dish.category === 'drinks').every((dish) => dish.optionGroups[0]?.name === 'Drink size'),
      ).toBe(true);
      expect(menu.filter((dish) => dish.name.endsWith(' Pizza')).map((dish) => dish.optionGroups.length)).toEqual(
        Array(8).fill(2),
      );
      expect(named('Belgian Waffle').hours).toEqual({ from: '07:00', to: '11:00' });
    });

    it('takes the seed’s own payload, without choices, on a dish whose groups have defaults', async () => {
      const menu: (Dish & { image: string; category: string })[] = (await shop.http.get('/api/menu').expect(200)).body;
      const user = await shop.signIn('customer');
      const ada = as(shop, user);
      const seedPayload = (dish: (typeof menu)[number]) => ({
        menuItemId: dish._id,
        name: dish.name,
        quantity: 1,
        image: dish.image,
        price: dish.price,
        email: user.email,
      });
      const pizza = menu.find((dish) => dish.name === 'Margherita Pizza')!;
      const drink = menu.find((dish) => dish.category === 'drinks')!;
      const burger = menu.find((dish) => dish.name === 'Double Smash Burger')!;
      expect((await ada.post('/carts', seedPayload(pizza)).expect(201)).body).toMatchObject({
        price: pizza.price,
        choices: [{ group: 'Pizza size', name: '10-inch', price: 0, quantity: 1 }],
        available: true,
      });
      expect((await ada.post('/carts', seedPayload(drink)).expect(201)).body.choices).toMatchObject([
        { group: 'Drink size', name: 'Regular' },
      ]);
      expect((await ada.post('/carts', seedPayload(burger)).expect(201)).body).toMatchObject({
        price: burger.price,
        choices: [],
      });
      const truffle = pizza.optionGroups[1]!.choices.find((choice) => choice.name === 'Truffle oil')!;
      const size = pizza.optionGroups[0]!.choices[0]!;
      expectErrorBody(
        await ada.post('/carts', {
          ...seedPayload(pizza),
          choices: [{ choiceId: size._id }, { choiceId: truffle._id }],
        }),
        409,
      );
    });
  });
});
