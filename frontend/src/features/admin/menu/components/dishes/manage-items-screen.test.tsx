import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import {
  getMarkDishSoldOutMockHandler,
  getPutDishBackOnSaleMockHandler,
} from '@/api/generated/menu-staff/menu-staff.msw';
import type { MenuItem, OptionGroupAdmin, SoldOutRequest } from '@/api/generated/model';
import {
  getListOptionGroupsMockHandler,
  getMarkChoiceSoldOutMockHandler,
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
import { KITCHEN_STATUS, OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let dishes: MenuItem[];
let groups: OptionGroupAdmin[];
let menuReads: number;
let changes: { id: unknown; soldOut: SoldOutRequest | 'back on sale' }[];

const change = (id: unknown, apply: (dish: MenuItem) => MenuItem) => {
  dishes = dishes.map((dish) => (dish._id === id ? apply(dish) : dish));
  return dishes.find((dish) => dish._id === id)!;
};

beforeEach(() => {
  dishes = structuredClone(sampleDishes);
  groups = structuredClone(sampleOptionGroups);
  menuReads = 0;
  changes = [];
  server.use(
    getGetAdminStatusMockHandler(OWNER_STATUS),
    getListMenuItemsMockHandler(() => {
      menuReads += 1;
      return dishes;
    }),
    getMarkDishSoldOutMockHandler(async ({ request, params }) => {
      const body = (await request.json()) as SoldOutRequest;
      changes.push({ id: params.id, soldOut: body });
      const until = body.until === 'tomorrow' ? TOMORROW_MIDNIGHT : null;
      return change(params.id, (dish) => ({ ...dish, soldOut: { until }, available: false }));
    }),
    getListOptionGroupsMockHandler(() => groups),
    getMarkChoiceSoldOutMockHandler(async ({ request, params }) => {
      const body = (await request.json()) as SoldOutRequest;
      changes.push({ id: params.id, soldOut: body });
      groups = groups.map((group) => ({
        ...group,
        choices: group.choices.map((choice) =>
          choice._id === params.id ? { ...choice, soldOut: { until: TOMORROW_MIDNIGHT } } : choice,
        ),
      }));
      return groups.find((group) => group.choices.some((choice) => choice._id === params.id))!;
    }),
    getPutDishBackOnSaleMockHandler(({ params }) => {
      changes.push({ id: params.id, soldOut: 'back on sale' });
      return change(params.id, (dish) => ({ ...dish, soldOut: undefined, available: true }));
    }),
  );
});

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

async function openManageItems() {
  renderApp('/dashboard/manage-items', { user: sampleUser });
  await screen.findByRole('table', { name: 'Menu items' }, FIRST_LOAD);
}

describe('Manage Items', () => {
  it('says of each dish whether it is on sale, sold out until when, or outside its hours', async () => {
    await openManageItems();

    expect(row('Greek Village Salad')).toHaveTextContent('On sale');
    expect(row('Tonkotsu Ramen')).toHaveTextContent('Sold out until tomorrow');
    expect(row('Belgian Waffle')).toHaveTextContent('Outside its hours (07:00–11:00)');
    expect(within(row('Margherita Pizza')).getByRole('link', { name: 'Toppings' })).toHaveAttribute(
      'href',
      `/dashboard/option-groups#group-${dishes[0].optionGroups[1]._id}`,
    );
  });

  it('gives the owner Edit and Delete beside each dish, and a cook only what is sold out', async () => {
    await openManageItems();
    expect(
      within(row('Greek Village Salad')).getByRole('link', { name: 'Edit Greek Village Salad' }),
    ).toBeInTheDocument();
    cleanup();

    server.use(getGetAdminStatusMockHandler(KITCHEN_STATUS));
    await openManageItems();
    const salad = within(row('Greek Village Salad'));
    expect(
      salad.getByRole('button', { name: 'Sold out until tomorrow: Greek Village Salad' }),
    ).toBeEnabled();
    expect(salad.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(salad.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Delete' })).toBeNull();
  });

  it('marks a dish sold out until tomorrow in one press, shows it at once and reads the menu again', async () => {
    await openManageItems();
    const readsBefore = menuReads;

    await userEvent.click(
      within(row('Greek Village Salad')).getByRole('button', {
        name: 'Sold out until tomorrow: Greek Village Salad',
      }),
    );

    await waitFor(() =>
      expect(changes).toEqual([{ id: sampleDishes[1]._id, soldOut: { until: 'tomorrow' } }]),
    );
    expect(
      await within(row('Greek Village Salad')).findByRole('button', {
        name: 'Back on sale: Greek Village Salad',
      }),
    ).toBeInTheDocument();
    expect(row('Greek Village Salad')).toHaveTextContent('Sold out until tomorrow');
    await waitFor(() => expect(menuReads).toBeGreaterThan(readsBefore));
  });

  it('keeps a dish sold out until someone puts it back, from the menu beside the button', async () => {
    await openManageItems();

    await userEvent.click(
      screen.getByRole('button', { name: 'More ways to mark Margherita Pizza sold out' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sold out until I turn it back' }),
    );

    await waitFor(() =>
      expect(changes).toEqual([{ id: sampleDishes[0]._id, soldOut: { until: 'turned-back' } }]),
    );
    expect(
      await within(row('Margherita Pizza')).findByText('Sold out until turned back on'),
    ).toBeInTheDocument();
  });

  it('puts a sold-out dish back on sale in one press', async () => {
    await openManageItems();

    await userEvent.click(screen.getByRole('button', { name: 'Back on sale: Tonkotsu Ramen' }));

    await waitFor(() =>
      expect(changes).toEqual([{ id: sampleDishes[2]._id, soldOut: 'back on sale' }]),
    );
    expect(
      await screen.findByRole('button', { name: 'Sold out until tomorrow: Tonkotsu Ramen' }),
    ).toBeInTheDocument();
    expect(row('Tonkotsu Ramen')).toHaveTextContent('On sale');
  });

  it('says so when the shop refuses, and leaves the dish as it was', async () => {
    server.use(http.put('*/menu/:id/sold-out', () => errorResponse(404, 'No such dish.')));
    await openManageItems();

    await userEvent.click(
      screen.getByRole('button', { name: 'Sold out until tomorrow: Greek Village Salad' }),
    );

    expect(await screen.findByText('No such dish.')).toBeInTheDocument();
    expect(row('Greek Village Salad')).toHaveTextContent('On sale');
    expect(
      screen.getByRole('button', { name: 'Sold out until tomorrow: Greek Village Salad' }),
    ).toBeEnabled();
  });

  it('marks a choice sold out until tomorrow in one press, below the dishes, for every dish that offers it', async () => {
    await openManageItems();
    const toppings = within(screen.getByRole('article', { name: 'Choices of Toppings' }));
    await userEvent.click(
      toppings.getByRole('button', { name: 'Sold out until tomorrow: Extra mozzarella' }),
    );

    const mozzarella = sampleOptionGroups[1].choices[0];
    await waitFor(() =>
      expect(changes).toEqual([{ id: mozzarella._id, soldOut: { until: 'tomorrow' } }]),
    );
    expect(
      await toppings.findByRole('button', { name: 'Back on sale: Extra mozzarella' }),
    ).toBeInTheDocument();
  });
});
