import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListSlotsMockHandler } from '@/api/generated/checkout/checkout.msw';
import { getQuoteOrderMockHandler } from '@/api/generated/checkout-mutations/checkout-mutations.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleCartLines } from '@/test/fixtures/cart-fixtures';
import { sampleDishes } from '@/test/fixtures/menu-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleQuote, sampleShop, sampleSlots } from '@/test/fixtures/shop-fixtures';
import { emulateConnection, restoreConnection } from '@/test/connection';
import { sampleUser } from '@/test/with-auth-session';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { getListMyCardsMockHandler } from '@/api/generated/users/users.msw';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const OFFLINE = 'You are offline; ordering needs a connection.';

const server = setupServer(
  getListMyCardsMockHandler([]),
  getListCategoriesMockHandler(sampleCategories),
  getGetShopMockHandler(sampleShop),
  getGetAdminStatusMockHandler(CUSTOMER_STATUS),
  getListMenuItemsMockHandler(sampleDishes),
  getListCartLinesMockHandler(sampleCartLines),
  getListSlotsMockHandler(sampleSlots),
  getQuoteOrderMockHandler(sampleQuote),
  // Stripe.js is not loaded here: the card form stays empty.
  http.get('*/client-config', () => new HttpResponse(null, { status: 503 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  restoreConnection();
});
afterAll(() => server.close());

const goOffline = () => act(() => emulateConnection(false));
const goOnline = () => act(() => emulateConnection(true));

describe('a customer whose connection drops', () => {
  it('is told under the header, and cannot add a dish until it is back', async () => {
    renderApp('/menu?category=dessert', { user: sampleUser });
    const addTiramisu = await screen.findByRole(
      'button',
      { name: 'Add to Cart: Tiramisu' },
      FIRST_LOAD,
    );
    expect(addTiramisu).toBeEnabled();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();

    goOffline();
    expect(await screen.findByText(OFFLINE)).toBeVisible();
    expect(addTiramisu).toBeDisabled();
    expect(addTiramisu).toHaveAccessibleDescription(OFFLINE);

    goOnline();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    expect(addTiramisu).toBeEnabled();
  });

  it('cannot press Pay, and is told why beside it', async () => {
    renderApp('/process-checkout', { user: sampleUser });
    const pay = await screen.findByRole('button', { name: /^Pay( |$)/ }, FIRST_LOAD);
    await screen.findByTestId('bill-total');

    goOffline();
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(OFFLINE);
    goOnline();
  });

  it('cannot sign in until it is back', async () => {
    renderApp('/login');
    const form = await screen.findByRole('form', { name: 'Login' }, FIRST_LOAD);
    const login = within(form).getByRole('button', { name: 'Login' });
    expect(login).toBeEnabled();

    goOffline();
    expect(login).toBeDisabled();
    expect(login).toHaveAccessibleDescription(OFFLINE);
    goOnline();
    expect(login).toBeEnabled();
  });
});
