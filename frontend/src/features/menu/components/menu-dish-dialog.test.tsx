import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getAddCartLineMockHandler } from '@/api/generated/carts-mutations/carts-mutations.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import type { CartLineInput } from '@/api/generated/model';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleCartLines } from '@/test/fixtures/cart-fixtures';
import {
  burgerRemovals,
  dishNamed,
  fishTacos,
  pizzaSizes,
  pizzaToppings,
  sampleDishes,
  smashBurger,
} from '@/test/fixtures/menu-fixtures';
import { errorResponse } from '@/test/error-response';
import { renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer(
  getListCategoriesMockHandler(sampleCategories),
  getGetShopMockHandler(sampleShop),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the customer's browser sent to POST /carts. */
let added: CartLineInput[];

beforeEach(() => {
  added = [];
  server.use(
    getGetAdminStatusMockHandler(CUSTOMER_STATUS),
    getListMenuItemsMockHandler([...sampleDishes, smashBurger, fishTacos]),
    getListCartLinesMockHandler([]),
    getAddCartLineMockHandler(async ({ request }) => {
      added.push((await request.json()) as CartLineInput);
      return sampleCartLines[0];
    }),
  );
});

const idOf = (group: typeof pizzaSizes, name: string) =>
  group.choices.find((choice) => choice.name === name)!._id;

async function openDialog(address: string, dish: string) {
  renderApp(address, { user: sampleUser });
  const button = await screen.findByRole('button', { name: `Add to Cart: ${dish}` });
  await userEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: dish }) };
}

describe('the dish dialog', () => {
  it('adds a large pizza with three toppings, one of them twice, at the price it showed', async () => {
    const { button, dialog } = await openDialog('/menu?category=pizza', 'Margherita Pizza');
    const inDialog = within(dialog);
    expect(inDialog.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(
      'Required · Choose 1',
    );
    expect(inDialog.getByRole('radio', { name: 'Small 10"' })).toBeChecked();
    expect(inDialog.getByText('$14.50')).toBeInTheDocument();

    await userEvent.click(inDialog.getByRole('radio', { name: 'Large 14"' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'One more Extra mozzarella' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'One more Extra mozzarella' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'One more Fresh basil' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'One more Margherita Pizza' }));

    // ($14.50 + $5.50 + 2 × $1.50 + $0.50) × 2
    expect(inDialog.getByText('$47.00')).toBeInTheDocument();
    await userEvent.click(inDialog.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Food added on the cart.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(added).toEqual([
      {
        menuItemId: dishNamed('Margherita Pizza')._id,
        quantity: 2,
        choices: [
          { choiceId: idOf(pizzaSizes, 'Large 14"'), quantity: 1 },
          { choiceId: idOf(pizzaToppings, 'Extra mozzarella'), quantity: 2 },
          { choiceId: idOf(pizzaToppings, 'Fresh basil'), quantity: 1 },
        ],
      },
    ]);
    expect(button).toHaveFocus();
  });

  it('adds a burger without onions', async () => {
    const { dialog } = await openDialog('/menu?q=burger', 'Double Smash Burger');

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'No onions' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({
      menuItemId: smashBurger._id,
      quantity: 1,
      choices: [{ choiceId: idOf(burgerRemovals, 'No onions'), quantity: 1 }],
    });
  });

  it('keeps Add to Cart disabled with the reason in words until every rule is met', async () => {
    const { dialog } = await openDialog('/menu?q=tacos', 'Baja Fish Tacos');
    const inDialog = within(dialog);
    const add = inDialog.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose at least 2 for Salsas');

    await userEvent.click(inDialog.getByRole('checkbox', { name: 'Pico de gallo' }));
    expect(add).toHaveAccessibleDescription('Choose 1 more for Salsas');

    await userEvent.click(inDialog.getByRole('checkbox', { name: 'Salsa verde' }));
    await userEvent.click(inDialog.getByRole('checkbox', { name: 'Chipotle crema' }));
    expect(add).toBeEnabled();
    expect(inDialog.getByRole('checkbox', { name: 'Mango habanero' })).toBeDisabled();
    expect(inDialog.queryByText(/^Choose/)).not.toBeInTheDocument();
  });

  it('offers a sold-out topping only as sold out', async () => {
    const { dialog } = await openDialog('/menu?category=pizza', 'Funghi Pizza');
    const anchovies = within(dialog).getByRole('button', { name: 'One more Anchovies' });
    expect(anchovies).toBeDisabled();
    expect(within(dialog).getByText('Sold out')).toBeInTheDocument();
  });

  it("shows the shop's refusal with each problem and stays open to change the choices", async () => {
    server.use(
      http.post('*/carts', () =>
        errorResponse(422, 'These choices do not fit Margherita Pizza.', [
          { path: 'choices', message: 'Size: choose 1.' },
          { path: 'choices[1]', message: 'Extra mozzarella is no choice of this dish.' },
        ]),
      ),
    );
    const { dialog } = await openDialog('/menu?category=pizza', 'Margherita Pizza');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('These choices do not fit Margherita Pizza.');
    expect(refusal).toHaveTextContent('Extra mozzarella is no choice of this dish.');
    expect(screen.getByRole('dialog', { name: 'Margherita Pizza' })).toBeInTheDocument();
    expect(screen.queryByText('Food added on the cart.')).not.toBeInTheDocument();
  });

  it('shows a sold-out answer the same way', async () => {
    server.use(http.post('*/carts', () => errorResponse(409, 'Large is sold out until tomorrow.')));
    const { dialog } = await openDialog('/menu?category=pizza', 'Margherita Pizza');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Large 14"' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Large is sold out until tomorrow.',
    );
  });

  it('is used by keyboard alone: Tab to a size, arrows between sizes, Escape closes and focus goes back', async () => {
    renderApp('/menu?category=drinks', { user: sampleUser });
    const button = await screen.findByRole('button', { name: 'Add to Cart: Cappuccino' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cappuccino' });

    const regular = within(dialog).getByRole('radio', { name: 'Regular' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    while (document.activeElement !== regular) await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(within(dialog).getByText('$4.95')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(added).toEqual([]);
  });
});
