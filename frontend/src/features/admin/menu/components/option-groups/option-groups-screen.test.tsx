import { type queries, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import type { OptionGroupAdmin, OptionGroupInput, SoldOutRequest } from '@/api/generated/model';
import {
  getCreateOptionGroupMockHandler,
  getDeleteOptionGroupMockHandler,
  getListOptionGroupsMockHandler,
  getMarkChoiceSoldOutMockHandler,
  getPutChoiceBackOnSaleMockHandler,
  getReplaceOptionGroupMockHandler,
} from '@/api/generated/option-groups/option-groups.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import {
  sampleDishes,
  sampleOptionGroups,
  TOMORROW_MIDNIGHT,
} from '@/features/admin/shared/components/admin-fixtures';
import { errorResponse } from '@/test/error-response';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let groups: OptionGroupAdmin[];
let created: OptionGroupInput[];
let replaced: { id: unknown; group: OptionGroupInput }[];
let deleted: unknown[];
let soldOut: { id: unknown; body: SoldOutRequest }[];

const stored = (id: string, input: OptionGroupInput): OptionGroupAdmin => ({
  _id: id,
  name: input.name,
  minChoices: input.minChoices,
  maxChoices: input.maxChoices,
  allowRepeats: input.allowRepeats ?? false,
  choices: input.choices.map((choice, index) => ({
    _id: choice._id ?? `7a3e0c1d-0000-4000-8000-00000000090${index}`,
    name: choice.name,
    price: choice.price,
    default: choice.default ?? false,
    allergens: choice.allergens ?? [],
    mayContain: choice.mayContain ?? [],
  })),
  menuItemIds: groups.find((group) => group._id === id)?.menuItemIds ?? [],
});

beforeEach(() => {
  groups = structuredClone(sampleOptionGroups);
  created = [];
  replaced = [];
  deleted = [];
  soldOut = [];
  server.use(
    getGetAdminStatusMockHandler(OWNER_STATUS),
    getListMenuItemsMockHandler(sampleDishes),
    getListOptionGroupsMockHandler(() => groups),
    getCreateOptionGroupMockHandler(async ({ request }) => {
      const input = (await request.json()) as OptionGroupInput;
      created.push(input);
      const group = stored('7a3e0c1d-0000-4000-8000-000000000799', input);
      groups.push(group);
      return group;
    }),
    getReplaceOptionGroupMockHandler(async ({ request, params }) => {
      const input = (await request.json()) as OptionGroupInput;
      replaced.push({ id: params.id, group: input });
      const group = stored(String(params.id), input);
      groups = groups.map((shown) => (shown._id === group._id ? group : shown));
      return group;
    }),
    getDeleteOptionGroupMockHandler(({ params }) => {
      deleted.push(params.id);
      groups = groups.filter((group) => group._id !== params.id);
      return { message: 'Option group deleted' };
    }),
    getMarkChoiceSoldOutMockHandler(async ({ request, params }) => {
      const body = (await request.json()) as SoldOutRequest;
      soldOut.push({ id: params.id, body });
      const until = body.until === 'tomorrow' ? TOMORROW_MIDNIGHT : null;
      groups = groups.map((group) => ({
        ...group,
        choices: group.choices.map((choice) =>
          choice._id === params.id ? { ...choice, soldOut: { until } } : choice,
        ),
      }));
      return groups.find((group) => group.choices.some((choice) => choice._id === params.id))!;
    }),
    getPutChoiceBackOnSaleMockHandler(({ params }) => {
      groups = groups.map((group) => ({
        ...group,
        choices: group.choices.map((choice) =>
          choice._id === params.id ? { ...choice, soldOut: undefined } : choice,
        ),
      }));
      return groups.find((group) => group.choices.some((choice) => choice._id === params.id))!;
    }),
  );
});

type Scope = ReturnType<typeof within<typeof queries>>;

const card = (name: string) => screen.getByRole('article', { name });

async function openScreen() {
  renderApp('/dashboard/option-groups', { user: sampleUser });
  await screen.findByRole('article', { name: 'Pizza sizes' }, FIRST_LOAD);
}

async function openForm(button: HTMLElement, name: string) {
  await userEvent.click(button);
  return within(await screen.findByRole('form', { name }));
}

/** Typed in one go: key by key is slow in jsdom and tests nothing more here. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

const choiceRow = (form: Scope, n: number) =>
  within(form.getByRole('group', { name: `Choice ${n}` }));

/** A choice saved without allergens, traces or energy. */
const NO_FOOD_FACTS = { allergens: [], mayContain: [], kcal: null };

describe('Option Groups', () => {
  it('lists every group with its rule in words, its choices and prices, and the dishes that offer it', async () => {
    await openScreen();

    expect(screen.queryByRole('status', { name: 'Loading the option groups' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const sizes = card('Pizza sizes');
    expect(sizes).toHaveTextContent('Choose 1');
    expect(sizes).toHaveTextContent('Offered by 1 dish: Margherita Pizza');
    expect(within(sizes).getByRole('list', { name: 'Choices of Pizza sizes' })).toHaveTextContent(
      'Large (35 cm)+$4.50',
    );
    const toppings = card('Toppings');
    expect(toppings).toHaveTextContent('Choose up to 5, repeats allowed');
    expect(toppings).toHaveTextContent('Sold out until turned back on');
    expect(card('Remove')).toHaveTextContent('Offered by no dish yet');
  });

  it('makes a new group and sends it whole, its rule in words as it is typed', async () => {
    await openScreen();
    const form = await openForm(
      screen.getByRole('button', { name: 'New option group' }),
      'New option group',
    );

    await fill(form.getByLabelText(/^Group name/), '  Sauces  ');
    await fill(form.getByLabelText('Minimum choices'), '1');
    await fill(form.getByLabelText('Maximum choices'), '2');
    await fill(choiceRow(form, 1).getByLabelText(/^Name/), 'Aioli');
    await userEvent.click(form.getByRole('button', { name: 'Add a choice' }));
    await fill(choiceRow(form, 2).getByLabelText(/^Name/), 'Smoky barbecue');
    await fill(choiceRow(form, 2).getByLabelText(/^Price change/), '0.5');
    await userEvent.click(
      choiceRow(form, 2).getByLabelText(/^Adds allergens/, { selector: 'input' }),
    );
    for (const allergen of ['Mustard', 'Celery'])
      await userEvent.click(await screen.findByRole('option', { name: allergen }));
    await fill(choiceRow(form, 2).getByLabelText(/^Adds kcal/), '45');
    await userEvent.click(choiceRow(form, 1).getByLabelText('Default'));

    expect(form.getByRole('status')).toHaveTextContent('Customers read: Choose 1 to 2');
    await userEvent.click(form.getByRole('button', { name: 'Add the group' }));

    await waitFor(() =>
      expect(created).toEqual([
        {
          name: 'Sauces',
          minChoices: 1,
          maxChoices: 2,
          allowRepeats: false,
          choices: [
            { ...NO_FOOD_FACTS, name: 'Aioli', price: 0, default: true },
            {
              name: 'Smoky barbecue',
              price: 0.5,
              default: false,
              allergens: ['celery', 'mustard'],
              mayContain: [],
              kcal: 45,
            },
          ],
        },
      ]),
    );
    expect(await screen.findByRole('article', { name: 'Sauces' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New option group' })).toBeNull();
  });

  it('refuses a rule a customer could not meet before sending it', async () => {
    await openScreen();
    const form = await openForm(
      screen.getByRole('button', { name: 'New option group' }),
      'New option group',
    );
    await fill(form.getByLabelText(/^Group name/), 'Sauces');
    await fill(form.getByLabelText('Maximum choices'), '3');
    await fill(choiceRow(form, 1).getByLabelText(/^Price change/), '-1');

    await userEvent.click(form.getByRole('button', { name: 'Add the group' }));

    expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Without repeats a customer can take at most the 1 choices there are.',
      'Name is required',
      'A choice cannot lower the price: give the dish the smallest price.',
    ]);
    expect(created).toEqual([]);
  });

  it('keeps each choice’s id when the group is changed, in the order the buttons moved them to', async () => {
    await openScreen();
    const form = await openForm(
      within(card('Pizza sizes')).getByRole('button', { name: 'Edit Pizza sizes' }),
      'Change Pizza sizes',
    );
    expect(form.getByLabelText(/^Group name/)).toHaveValue('Pizza sizes');

    const moveUp = form.getByRole('button', { name: 'Move Large (35 cm) up' });
    await userEvent.click(moveUp);
    expect(form.getByRole('button', { name: 'Move Large (35 cm) up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(form.getByRole('button', { name: 'Remove Medium (30 cm)' }));
    await fill(choiceRow(form, 2).getByLabelText(/^Price change/), '0');
    await userEvent.click(form.getByRole('button', { name: 'Save the group' }));

    const [small, medium, large] = sampleOptionGroups[0].choices;
    expect(medium.name).toBe('Medium (30 cm)');
    await waitFor(() =>
      expect(replaced).toEqual([
        {
          id: sampleOptionGroups[0]._id,
          group: {
            name: 'Pizza sizes',
            minChoices: 1,
            maxChoices: 1,
            allowRepeats: false,
            choices: [
              {
                ...NO_FOOD_FACTS,
                _id: large._id,
                name: 'Large (35 cm)',
                price: 4.5,
                default: false,
              },
              { ...NO_FOOD_FACTS, _id: small._id, name: 'Small (25 cm)', price: 0, default: true },
            ],
          },
        },
      ]),
    );
  });

  it('shows the server’s refusal beside the field it names and keeps the form open', async () => {
    server.use(
      http.put('*/option-groups/:id', () =>
        errorResponse(422, 'This rule cannot be met.', [
          { path: '/body/choices/1/name', message: 'Two choices cannot share a name.' },
          { path: '/body', message: 'A default choice is sold out.' },
        ]),
      ),
    );
    await openScreen();
    const form = await openForm(
      within(card('Toppings')).getByRole('button', { name: 'Edit Toppings' }),
      'Change Toppings',
    );

    await userEvent.click(form.getByRole('button', { name: 'Save the group' }));

    expect(await form.findByText('Two choices cannot share a name.')).toBeInTheDocument();
    expect(choiceRow(form, 2).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    const alert = form.getByRole('alert', { name: 'The option group was not saved' });
    expect(alert).toHaveTextContent('This rule cannot be met.');
    expect(alert).toHaveTextContent('A default choice is sold out.');
  });

  it('deletes a group once the dialog, which says how many dishes lose it, is confirmed', async () => {
    await openScreen();
    await userEvent.click(
      within(card('Toppings')).getByRole('button', { name: 'Delete Toppings' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Toppings is offered by 1 dish; it leaves each of them.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Toppings is deleted')).toBeInTheDocument();
    expect(deleted).toEqual([sampleOptionGroups[1]._id]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Toppings' })).toBeNull());
  });

  it('marks a choice sold out until tomorrow in one press, and puts one back on sale', async () => {
    await openScreen();
    const toppings = within(card('Toppings'));

    await userEvent.click(
      toppings.getByRole('button', { name: 'Sold out until tomorrow: Extra mozzarella' }),
    );
    await userEvent.click(toppings.getByRole('button', { name: 'Back on sale: Mushrooms' }));

    expect(soldOut).toEqual([
      { id: sampleOptionGroups[1].choices[0]._id, body: { until: 'tomorrow' } },
    ]);
    expect(
      await toppings.findByRole('button', { name: 'Back on sale: Extra mozzarella' }),
    ).toBeInTheDocument();
    expect(
      await toppings.findByRole('button', { name: 'Sold out until tomorrow: Mushrooms' }),
    ).toBeInTheDocument();
  });
});
