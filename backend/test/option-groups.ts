import type { TestShop } from './app';

/** Option groups and dishes made by an administrator over HTTP, for tests of dishes with choices. */

export type User = Awaited<ReturnType<TestShop['signIn']>>;
type Choice = { _id: string; name: string; price: number; default: boolean; soldOut?: { until: string | null } };
export type Group = { _id: string; name: string; choices: Choice[]; menuItemIds: string[] };
export type Dish = {
  _id: string;
  name: string;
  price: number;
  optionGroups: Group[];
  available: boolean;
  unavailableReason?: string;
};

/** [name, price, default?] for each choice. */
export function groupInput(
  name: string,
  minChoices: number,
  maxChoices: number,
  choices: [string, number, boolean?][],
  allowRepeats = false,
) {
  return {
    name,
    minChoices,
    maxChoices,
    allowRepeats,
    choices: choices.map(([choice, price, isDefault = false]) => ({ name: choice, price, default: isDefault })),
  };
}

export function as(shop: TestShop, user: User) {
  const withAuth = <T extends { set(name: string, value: string): T }>(req: T) =>
    req.set('Authorization', user.authorization);
  return {
    get: (path: string, query: object = {}) => withAuth(shop.http.get(`/api${path}`).query(query)),
    post: (path: string, body: object) => withAuth(shop.http.post(`/api${path}`)).send(body),
    put: (path: string, body: object) => withAuth(shop.http.put(`/api${path}`)).send(body),
    patch: (path: string, body: object) => withAuth(shop.http.patch(`/api${path}`)).send(body),
    delete: (path: string) => withAuth(shop.http.delete(`/api${path}`)),
    cart: async () => (await withAuth(shop.http.get('/api/carts').query({ email: user.email })).expect(200)).body,
  };
}

/** An administrator's hands on the menu: groups and dishes that exist only for the test that made them. */
export function kitchen(shop: TestShop, admin: User) {
  const api = as(shop, admin);
  const createGroup = async (input: ReturnType<typeof groupInput> | object): Promise<Group> =>
    (await api.post('/option-groups', input).expect(201)).body;
  const createDishRequest = (extra: object = {}) =>
    api.post('/menu', {
      name: 'Test pizza',
      category: 'pizza',
      price: 10,
      recipe: 'Dough.',
      image: '/uploads/x.webp',
      ...extra,
    });
  const createDish = async (extra: object = {}): Promise<Dish> => (await createDishRequest(extra).expect(201)).body;

  /** A pizza at 10.00 with a size (choose 1: S by default, M +2, L +4), toppings (up to 3, repeats) and what to leave out (up to 2). */
  async function pizza() {
    const size = await createGroup(
      groupInput('Size', 1, 1, [
        ['S', 0, true],
        ['M', 2],
        ['L', 4],
      ]),
    );
    const toppings = await createGroup(
      groupInput(
        'Toppings',
        0,
        3,
        [
          ['Cheese', 1.5],
          ['Olives', 1],
        ],
        true,
      ),
    );
    const remove = await createGroup(
      groupInput('Remove', 0, 2, [
        ['No onions', 0],
        ['No pickles', 0],
        ['No sauce', 0],
      ]),
    );
    const dish = await createDish({ optionGroupIds: [size._id, toppings._id, remove._id] });
    const choices = [size, toppings, remove].flatMap((group) => group.choices);
    const id = (name: string) => choices.find((choice) => choice.name === name)!._id;
    return { dish, size, toppings, remove, id };
  }

  return { api, createGroup, createDish, createDishRequest, pizza };
}
