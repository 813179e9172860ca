import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getAddCartLineMockHandler } from '@/api/generated/carts-mutations/carts-mutations.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import type { CartLine } from '@/api/generated/model';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleCartLines } from '@/test/fixtures/cart-fixtures';
import { dishNamed, sampleDishes } from '@/test/fixtures/menu-fixtures';
import { renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { errorResponse } from '@/test/error-response';
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

describe('Add to Cart on the menu, signed in', () => {
  it("puts the dish in the cart, says 'Food added on the cart.' and counts it on the badge", async () => {
    let cart: CartLine[] = [];
    const added: unknown[] = [];
    server.use(
      getGetAdminStatusMockHandler(CUSTOMER_STATUS),
      getListMenuItemsMockHandler(sampleDishes),
      getListCartLinesMockHandler(() => cart),
      getAddCartLineMockHandler(async ({ request }) => {
        added.push(await request.json());
        cart = [sampleCartLines[0]];
        return sampleCartLines[0];
      }),
    );
    renderApp('/menu?category=dessert', { user: sampleUser });
    expect(await screen.findByRole('link', { name: 'Cart, 0 dishes' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Tiramisu' }));

    expect(await screen.findByText('Food added on the cart.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 2 dishes' })).toBeInTheDocument();
    expect(added).toEqual([{ menuItemId: dishNamed('Tiramisu')._id }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends an add whose answer was lost again with the same key, so that the shop counts it once', async () => {
    const keys: (string | null)[] = [];
    server.use(
      getGetAdminStatusMockHandler(CUSTOMER_STATUS),
      getListMenuItemsMockHandler(sampleDishes),
      getListCartLinesMockHandler([]),
      http.post('*/carts', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first answer never arrives, as on a phone losing its connection.
        return keys.length === 1
          ? HttpResponse.error()
          : HttpResponse.json(sampleCartLines[0], { status: 201 });
      }),
    );
    renderApp('/menu?category=dessert', { user: sampleUser });

    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Tiramisu' }));

    expect(await screen.findByText('Food added on the cart.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByText(/could not reach the shop/i)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Tiramisu' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("shows the server's message when the dish cannot be added", async () => {
    server.use(
      getGetAdminStatusMockHandler(CUSTOMER_STATUS),
      getListMenuItemsMockHandler(sampleDishes),
      getListCartLinesMockHandler([]),
      http.post('*/carts', () => errorResponse(409, 'At most 99 of a dish fit in one cart.')),
    );
    renderApp('/menu?category=dessert', { user: sampleUser });

    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Tiramisu' }));

    expect(await screen.findByText('At most 99 of a dish fit in one cart.')).toBeInTheDocument();
  });

  it('cannot add a sold-out dish, and says why beside its button', async () => {
    const added: unknown[] = [];
    server.use(
      getGetAdminStatusMockHandler(CUSTOMER_STATUS),
      getListMenuItemsMockHandler(sampleDishes),
      getListCartLinesMockHandler([]),
      getAddCartLineMockHandler(async ({ request }) => {
        added.push(await request.json());
        return sampleCartLines[0];
      }),
    );
    renderApp('/menu?category=dessert', { user: sampleUser });

    const add = await screen.findByRole('button', { name: 'Add to Cart: Chocolate Brownie' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Sold out until tomorrow');
    await userEvent.click(add, { pointerEventsCheck: 0 });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(added).toEqual([]);
  });
});
