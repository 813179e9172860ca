import { type queries, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getUploadImageMockHandler } from '@/api/generated/images/images.msw';
import {
  getGetMenuItemMockHandler,
  getListMenuItemsMockHandler,
} from '@/api/generated/menu/menu.msw';
import {
  getCreateMenuItemMockHandler,
  getUpdateMenuItemMockHandler,
} from '@/api/generated/menu-staff/menu-staff.msw';
import type { MenuItem } from '@/api/generated/model';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getListOptionGroupsMockHandler } from '@/api/generated/option-groups/option-groups.msw';
import {
  sampleDishes,
  sampleOptionGroups,
} from '@/features/admin/shared/components/admin-fixtures';
import { sampleCategories } from '@/features/admin/shared/components/category-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { errorResponse } from '@/test/error-response';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The multipart bodies POST /images received. */
let uploads: string[];
let created: unknown[];
let updated: unknown[];

beforeEach(() => {
  uploads = [];
  created = [];
  updated = [];
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  server.use(
    getGetAdminStatusMockHandler(OWNER_STATUS),
    getListMenuItemsMockHandler(sampleDishes),
    getListOptionGroupsMockHandler(sampleOptionGroups),
    getListCategoriesMockHandler(sampleCategories),
    getUploadImageMockHandler(async ({ request }) => {
      uploads.push(await request.text());
      return { success: true, data: { display_url: '/uploads/new-dish.png' } };
    }),
    getCreateMenuItemMockHandler(async ({ request }) => {
      const dish = (await request.json()) as Omit<MenuItem, '_id'>;
      created.push(dish);
      return { _id: 'new-dish', ...dish };
    }),
    getUpdateMenuItemMockHandler(async ({ request }) => {
      const changes = (await request.json()) as Partial<MenuItem>;
      updated.push(changes);
      return { ...sampleDishes[0], ...changes };
    }),
  );
});

const picture = (bytes = 2048, type = 'image/png', name = 'dish.png') =>
  new File([new Uint8Array(bytes)], name, { type });

type Form = ReturnType<typeof within<typeof queries>>;

const field = (form: Form, label: RegExp) =>
  form.getByLabelText(label, { selector: 'input, select, textarea' });

async function openAddMenu() {
  renderApp('/dashboard/add-menu', { user: sampleUser });
  const form = within(await screen.findByRole('form', { name: 'Add a new menu item' }, FIRST_LOAD));
  const pictureInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { form, pictureInput };
}

/** Typed in one go: key by key is slow in jsdom and tests nothing more here. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** The allergens a select shows as picked, in its order. */
const picked = (input: HTMLElement) =>
  [...input.closest('.mantine-InputWrapper-root')!.querySelectorAll('.mantine-Pill-label')].map(
    (pill) => pill.textContent,
  );

async function fillDish(form: Form, price: string) {
  await fill(field(form, /^Recipe Name/), 'Truffle Risotto');
  await userEvent.selectOptions(field(form, /^Category/), 'popular');
  await fill(field(form, /^Price/), price);
  await fill(field(form, /^Recipe Details/), 'Carnaroli rice, black truffle, parmesan.');
}

describe('Add Menu', () => {
  it('names every missing field, for screen readers too, and sends nothing', async () => {
    const { form } = await openAddMenu();

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    const problems = form.getAllByRole('alert').map((alert) => alert.textContent);
    expect(problems).toEqual([
      'Name is required',
      'Choose a category.',
      'Enter a price.',
      'Describe the recipe.',
      'Choose a picture of the dish.',
    ]);
    expect(field(form, /^Recipe Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(form, /^Recipe Name/)).toHaveFocus();
    expect(uploads).toEqual([]);
    expect(created).toEqual([]);
  });

  it("offers the shop's categories by name, in its order, after a placeholder that cannot be chosen", async () => {
    server.use(
      getListCategoriesMockHandler([
        { key: 'pizza', name: 'Pizzas from the wood oven', dishes: 3 },
        { key: 'chef-s-specials', name: "Chef's Specials", dishes: 0 },
      ]),
    );
    const { form } = await openAddMenu();
    const options = within(field(form, /^Category/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a category',
      'Pizzas from the wood oven',
      "Chef's Specials",
    ]);
    expect(options[0]).toBeDisabled();
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'pizza',
      'chef-s-specials',
    ]);
  });

  it.each([
    ['0', 'The price must be more than 0.'],
    ['0.00', 'The price must be more than 0.'],
    ['-3', 'The price must be more than 0.'],
    ['-0.50', 'The price must be more than 0.'],
    ['twelve', 'Enter the price as a number, such as 12.50.'],
    ['12.345', 'Use at most two decimals (cents).'],
    ['100000.01', 'The price must be at most 100000.'],
  ])('refuses the price %s', async (price, problem) => {
    const { form, pictureInput } = await openAddMenu();
    await fillDish(form, price);
    await userEvent.upload(pictureInput, picture());

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    expect(form.getByRole('alert')).toHaveTextContent(problem);
    expect(field(form, /^Price/)).toHaveFocus();
    expect(created).toEqual([]);
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    const { form, pictureInput } = await openAddMenu();
    await fillDish(form, '12.5');
    await userEvent
      .setup({ applyAccept: false })
      .upload(pictureInput, picture(100, 'application/pdf', 'menu.pdf'));

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    expect(form.getByRole('alert')).toHaveTextContent(
      'Choose a picture: a PNG, JPEG, WebP or GIF file.',
    );
    expect(uploads).toEqual([]);
  });

  it('uploads the picture, then adds the dish with its address and a price in dollars', async () => {
    const { form, pictureInput } = await openAddMenu();
    await fillDish(form, '12.5');
    await userEvent.upload(pictureInput, picture());

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    expect(
      await screen.findByText('Your Item is inserted successfully!', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toContain('name="image"');
    expect(uploads[0]).toContain('Content-Type: image/png');
    expect(created).toEqual([
      {
        name: 'Truffle Risotto',
        category: 'popular',
        price: 12.5,
        recipe: 'Carnaroli rice, black truffle, parmesan.',
        image: '/uploads/new-dish.png',
        optionGroupIds: [],
        hours: null,
        prepMinutes: 10,
        allergens: [],
        mayContain: [],
        diets: [],
        kcal: null,
      },
    ]);
    await waitFor(() => expect(field(form, /^Recipe Name/)).toHaveValue(''));
  });

  it('records the allergens in Annex II’s order, traces only of what the dish does not contain, its diets and its energy', async () => {
    const { form, pictureInput } = await openAddMenu();
    await fillDish(form, '12.5');
    await userEvent.upload(pictureInput, picture());

    await userEvent.click(field(form, /^Contains/));
    for (const allergen of ['Milk', 'Cereals containing gluten'])
      await userEvent.click(await screen.findByRole('option', { name: allergen }));
    await userEvent.click(field(form, /^May contain traces of/));
    expect(screen.queryByRole('option', { name: 'Milk' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Tree nuts' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Vegetarian' }));
    await fill(field(form, /^Energy, kcal/), '820');

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    await waitFor(() =>
      expect(created).toMatchObject([
        { allergens: ['gluten', 'milk'], mayContain: ['nuts'], diets: ['vegetarian'], kcal: 820 },
      ]),
    );
  });

  it('drops a trace that the dish now contains', async () => {
    const { form, pictureInput } = await openAddMenu();
    await fillDish(form, '12.5');
    await userEvent.upload(pictureInput, picture());
    await userEvent.click(field(form, /^May contain traces of/));
    await userEvent.click(await screen.findByRole('option', { name: 'Sesame' }));
    await userEvent.click(field(form, /^Contains/));
    await userEvent.click(await screen.findByRole('option', { name: 'Sesame' }));

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    await waitFor(() => expect(created).toMatchObject([{ allergens: ['sesame'], mayContain: [] }]));
  });

  it('sends the option groups in the order chosen, and the hours the dish is served', async () => {
    const { form, pictureInput } = await openAddMenu();
    await fillDish(form, '12.5');
    await userEvent.upload(pictureInput, picture());
    const [sizes, toppings] = sampleOptionGroups;
    for (const group of [toppings, sizes]) {
      await userEvent.selectOptions(field(form, /^Add an option group/), group._id);
      await userEvent.click(form.getByRole('button', { name: 'Add' }));
    }
    await userEvent.click(form.getByRole('button', { name: 'Move Pizza sizes up' }));
    await userEvent.click(form.getByRole('switch', { name: /^Only at certain times/ }));
    await fill(field(form, /^From/), '07:00');
    await fill(field(form, /^To/), '11:00');

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    await waitFor(() =>
      expect(created).toMatchObject([
        { optionGroupIds: [sizes._id, toppings._id], hours: { from: '07:00', to: '11:00' } },
      ]),
    );
  });

  it('asks for both hours when the dish is served only at certain times', async () => {
    const { form, pictureInput } = await openAddMenu();
    await fillDish(form, '12.5');
    await userEvent.upload(pictureInput, picture());
    await userEvent.click(form.getByRole('switch', { name: /^Only at certain times/ }));
    await fill(field(form, /^From/), '07:00');

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    expect(form.getByRole('alert')).toHaveTextContent('Enter a time such as 11:00.');
    expect(field(form, /^To/)).toHaveFocus();
    expect(created).toEqual([]);
  });

  it('refuses a name of only spaces, and sends the name and recipe without the spaces around them', async () => {
    const { form, pictureInput } = await openAddMenu();
    await fillDish(form, '12.5');
    await fill(field(form, /^Recipe Name/), '     ');
    await userEvent.upload(pictureInput, picture());

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    expect(form.getByRole('alert')).toHaveTextContent('Name is required');
    expect(field(form, /^Recipe Name/)).toHaveFocus();
    expect(created).toEqual([]);

    await fill(field(form, /^Recipe Name/), '  Truffle Risotto  ');
    await fill(field(form, /^Recipe Details/), '  Carnaroli rice.  ');
    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    await waitFor(() =>
      expect(created).toMatchObject([{ name: 'Truffle Risotto', recipe: 'Carnaroli rice.' }]),
    );
  });

  it("shows the server's refusal beside the field and keeps what was typed", async () => {
    server.use(
      http.post('*/menu', () =>
        errorResponse(400, 'The request does not match the contract.', [
          { path: '/body/name', message: 'must NOT have more than 80 characters' },
        ]),
      ),
    );
    const { form, pictureInput } = await openAddMenu();
    await fillDish(form, '9.99');
    await userEvent.upload(pictureInput, picture());

    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));

    expect(await form.findByText('The request does not match the contract.')).toBeInTheDocument();
    expect(form.getByText('must NOT have more than 80 characters')).toBeInTheDocument();
    expect(field(form, /^Recipe Name/)).toHaveValue('Truffle Risotto');
    expect(field(form, /^Price/)).toHaveValue('9.99');
  });
});

describe('Update Menu', () => {
  const dish = sampleDishes[0];

  it('is filled with the dish as it is, and saves changes without a new picture', async () => {
    server.use(getGetMenuItemMockHandler(dish));
    renderApp(`/dashboard/update-menu/${dish._id}`, { user: sampleUser });
    const form = within(
      await screen.findByRole('form', { name: `Update ${dish.name}` }, FIRST_LOAD),
    );
    expect(field(form, /^Recipe Name/)).toHaveValue('Margherita Pizza');
    expect(field(form, /^Category/)).toHaveValue('pizza');
    expect(field(form, /^Price/)).toHaveValue('14.50');
    expect(
      form.getByRole('img', { name: 'The picture of Margherita Pizza now' }),
    ).toBeInTheDocument();

    await fill(field(form, /^Price/), '15.75');
    await userEvent.click(form.getByRole('button', { name: 'Update Menu Item' }));

    expect(
      await screen.findByText('Your Item is updated successfully!', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(updated).toEqual([
      {
        name: 'Margherita Pizza',
        category: 'pizza',
        price: 15.75,
        recipe: dish.recipe,
        optionGroupIds: dish.optionGroups.map((group) => group._id),
        hours: null,
        prepMinutes: dish.prepMinutes,
        allergens: [],
        mayContain: [],
        diets: [],
        kcal: null,
      },
    ]);
  });

  it('shows the dish’s food information as it is, and keeps it when only the energy changes', async () => {
    const labelled = {
      ...dish,
      allergens: ['gluten', 'milk'],
      mayContain: ['nuts'],
      diets: ['vegetarian'],
      kcal: 820,
    } satisfies MenuItem;
    server.use(getGetMenuItemMockHandler(labelled));
    renderApp(`/dashboard/update-menu/${dish._id}`, { user: sampleUser });
    const form = within(
      await screen.findByRole('form', { name: `Update ${dish.name}` }, FIRST_LOAD),
    );
    expect(form.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
    expect(field(form, /^Energy, kcal/)).toHaveValue('820');
    expect(picked(field(form, /^Contains/))).toEqual(['Cereals containing gluten', 'Milk']);
    expect(picked(field(form, /^May contain traces of/))).toEqual(['Tree nuts']);

    await fill(field(form, /^Energy, kcal/), '790');
    await userEvent.click(form.getByRole('button', { name: 'Update Menu Item' }));

    await waitFor(() =>
      expect(updated).toMatchObject([
        { allergens: ['gluten', 'milk'], mayContain: ['nuts'], diets: ['vegetarian'], kcal: 790 },
      ]),
    );
  });

  it('changes the order of the dish’s groups, drops one, and its hours to none', async () => {
    const waffle = {
      ...sampleDishes[3],
      optionGroups: sampleDishes[0].optionGroups,
    };
    server.use(getGetMenuItemMockHandler(waffle));
    renderApp(`/dashboard/update-menu/${waffle._id}`, { user: sampleUser });
    const form = within(
      await screen.findByRole('form', { name: `Update ${waffle.name}` }, FIRST_LOAD),
    );
    expect(field(form, /^From/)).toHaveValue('07:00');
    expect(
      within(form.getByRole('list', { name: 'Option groups of this dish' }))
        .getAllByRole('listitem')
        .map((group) => group.textContent),
    ).toEqual(['Pizza sizesChoose 1', 'ToppingsChoose up to 5']);

    await userEvent.click(form.getByRole('button', { name: 'Move Pizza sizes down' }));
    expect(form.getByRole('button', { name: 'Move Pizza sizes up' })).toHaveFocus();
    await userEvent.click(form.getByRole('switch', { name: /^Only at certain times/ }));
    await userEvent.click(form.getByRole('button', { name: 'Update Menu Item' }));

    await waitFor(() =>
      expect(updated).toMatchObject([
        {
          optionGroupIds: [sampleOptionGroups[1]._id, sampleOptionGroups[0]._id],
          hours: null,
        },
      ]),
    );
  });

  it('still checks the fields', async () => {
    server.use(getGetMenuItemMockHandler(dish));
    renderApp(`/dashboard/update-menu/${dish._id}`, { user: sampleUser });
    const form = within(
      await screen.findByRole('form', { name: `Update ${dish.name}` }, FIRST_LOAD),
    );

    await userEvent.clear(field(form, /^Recipe Name/));
    await fill(field(form, /^Price/), '3.999');
    await userEvent.click(form.getByRole('button', { name: 'Update Menu Item' }));

    expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Use at most two decimals (cents).',
    ]);
    expect(updated).toEqual([]);
  });

  it('says so when the dish is not on the menu', async () => {
    server.use(http.get('*/menu/:id', () => errorResponse(404, 'No such dish.')));
    renderApp('/dashboard/update-menu/7a3e0c1d-0000-4000-8000-999999999999', { user: sampleUser });

    expect(
      await screen.findByRole('heading', { name: 'This dish is not on the menu' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Items' })).toHaveAttribute(
      'href',
      '/dashboard/manage-items',
    );
  });
});
