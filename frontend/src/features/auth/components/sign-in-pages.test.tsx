import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getListPaymentsMockHandler } from '@/api/generated/payments/payments.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer(
  getListCategoriesMockHandler(sampleCategories),
  getGetAdminStatusMockHandler(CUSTOMER_STATUS),
  getListCartLinesMockHandler([]),
  getListPaymentsMockHandler([]),
  getListMenuItemsMockHandler([]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the login and sign-up pages for someone signed in already', () => {
  it('send them on to the page they came from', async () => {
    const shop = renderApp('/login?redirect=%2Forder', { user: sampleUser });

    expect(
      await screen.findByRole('heading', { name: 'Your orders' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(shop.address()).toBe('/order');
    expect(screen.queryByRole('form', { name: 'Login' })).toBeNull();
  });

  it('send them home when there is no page to go back to', async () => {
    const shop = renderApp('/signup', { user: sampleUser });

    await waitFor(() => expect(shop.address()).toBe('/'), FIRST_LOAD);
    expect(screen.queryByRole('form', { name: 'Create an account' })).toBeNull();
  });

  it('stay open for a visitor', async () => {
    renderApp('/login?redirect=%2Forder');

    expect(await screen.findByRole('form', { name: 'Login' }, FIRST_LOAD)).toBeInTheDocument();
  });
});
