import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getGetShopMockHandler } from '../api/generated/shop/shop.msw';
import { sampleShop } from '../test/shop-fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '../api/generated/carts/carts.msw';
import { getListMenuItemsMockHandler } from '../api/generated/menu/menu.msw';
import { getListPaymentsMockHandler } from '../api/generated/payments/payments.msw';
import { getGetAdminStatusMockHandler } from '../api/generated/users/users.msw';
import { sampleOrders } from '../features/orders/components/order-fixtures';
import { renderApp } from '../test/render';
import { sampleUser } from '../test/with-auth-session';

const server = setupServer(
  getGetShopMockHandler(sampleShop),
  getGetAdminStatusMockHandler({ admin: false }),
  getListCartLinesMockHandler([]),
  getListMenuItemsMockHandler([]),
  http.get('*/menu.json', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the order page', () => {
  it('lists the orders newest first with date, transaction id, price, status and a contact link', async () => {
    server.use(getListPaymentsMockHandler(sampleOrders));
    renderApp('/order', { user: sampleUser });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('pi_3Second0rder');
    expect(newest).toHaveTextContent('$731.25');
    expect(newest).toHaveTextContent('order pending');
    expect(newest).toHaveTextContent('Mar 14, 2026');
    expect(oldest).toHaveTextContent('pi_3First0rder');
    expect(oldest).toHaveTextContent('$18.00');
    expect(
      within(newest).getByRole('link', { name: 'Contact us about order pi_3Second0rder' }),
    ).toHaveAttribute('href', '/contact');
  });

  it('lists the dishes of each order with how many of each were paid for and the choices made', async () => {
    server.use(getListPaymentsMockHandler(sampleOrders));
    renderApp('/order', { user: sampleUser });

    // Each dish's lines: its name and how many, then its choices when it has any.
    const dishes = (transactionId: string) =>
      within(screen.getByRole('list', { name: `Dishes of order ${transactionId}` }))
        .getAllByRole('listitem')
        .map((dish) => [...dish.children].map((line) => line.textContent).join(' / '));
    await screen.findByRole('table', { name: 'Your orders' });
    expect(dishes('pi_3Second0rder')).toEqual([
      'Margherita Pizza × 2 / Size: Large 14" · Toppings: Extra mozzarella ×2',
      'Greek Salad × 1',
      'New York Cheesecake × 1',
    ]);
    expect(dishes('pi_3First0rder')).toEqual(['Spicy Noodles × 1']);
  });

  it('leads from Contact to a page that says how to reach the restaurant', async () => {
    server.use(getListPaymentsMockHandler(sampleOrders));
    renderApp('/order', { user: sampleUser });

    await userEvent.click(
      await screen.findByRole('link', { name: 'Contact us about order pi_3First0rder' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
  });

  it('says the cart is empty and leads back to the menu when there are no orders', async () => {
    server.use(getListPaymentsMockHandler([]));
    renderApp('/order', { user: sampleUser });

    expect(await screen.findByText('Cart is empty. Please add products.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
  });
});
