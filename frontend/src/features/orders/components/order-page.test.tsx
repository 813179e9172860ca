import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getListPaymentsMockHandler } from '@/api/generated/payments/payments.msw';
import type { Payment } from '@/api/generated/model';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleOrders } from '@/test/fixtures/order-fixtures';
import { renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { sampleCartLines } from '@/test/fixtures/cart-fixtures';
import { getReorderMyOrderMockHandler } from '@/api/generated/orders-mutations/orders-mutations.msw';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer(
  getListCategoriesMockHandler(sampleCategories),
  getGetShopMockHandler(sampleShop),
  getGetAdminStatusMockHandler(CUSTOMER_STATUS),
  getListCartLinesMockHandler([]),
  getListMenuItemsMockHandler([]),
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
    expect(newest).toHaveTextContent('#1042');
    expect(newest).toHaveTextContent('pi_3Second0rder');
    expect(newest).toHaveTextContent('$731.25');
    expect(newest).toHaveTextContent('order pending');
    expect(newest).toHaveTextContent('Mar 14, 2026');
    expect(oldest).toHaveTextContent('pi_3First0rder');
    expect(oldest).toHaveTextContent('$18.00');
    expect(
      within(newest).getByRole('link', { name: 'Contact us about order #1042' }),
    ).toHaveAttribute('href', '/contact');
  });

  it('lists the dishes of each order with how many of each were paid for, the choices made, their allergens and the allergy note', async () => {
    server.use(getListPaymentsMockHandler(sampleOrders));
    renderApp('/order', { user: sampleUser });

    // Each dish's lines: its name and how many, then its choices and allergens when it has any.
    const dishes = (number: string) =>
      within(screen.getByRole('list', { name: `Dishes of order ${number}` }))
        .getAllByRole('listitem')
        .map((dish) => [...dish.children].map((line) => line.textContent).join(' / '));
    await screen.findByRole('table', { name: 'Your orders' });
    expect(dishes('#1042')).toEqual([
      'Margherita Pizza × 2 / Size: Large 14" · Toppings: Extra mozzarella ×2 / Allergens: Cereals containing gluten, Milk',
      'Greek Salad × 1 / Allergens: Milk',
      'New York Cheesecake × 1 / Allergens: Cereals containing gluten, Eggs, MilkMay contain: Tree nuts',
    ]);
    expect(dishes('#1017')).toEqual([
      'Spicy Noodles × 1 / Allergens: Cereals containing gluten, SoyaMay contain: Peanuts',
    ]);
    expect(screen.getByRole('note', { name: 'Allergy note' })).toHaveTextContent(
      'Allergy note: Severe peanut allergy: no cross-contact, please.',
    );
  });

  it('lets the customer cancel an order the kitchen has not answered, after asking, and says by when it will', async () => {
    let orders: Payment[] = sampleOrders;
    const cancelled: string[] = [];
    server.use(
      http.get('*/payments', () => HttpResponse.json(orders)),
      http.post('*/orders/:id/cancel', ({ params }) => {
        cancelled.push(String(params.id));
        orders = orders.map((order) =>
          order._id === params.id
            ? {
                ...order,
                status: 'cancelled',
                answerBy: null,
                payment: { status: 'released', captured: 0, refunded: 0 },
              }
            : order,
        );
        return HttpResponse.json(orders.find((order) => order._id === params.id));
      }),
    );
    renderApp('/order', { user: sampleUser });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    const [, newest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('Waiting for the kitchen to confirm, by');
    await userEvent.click(within(newest).getByRole('button', { name: 'Cancel order #1042' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the order' }));
    expect(
      await screen.findByText('Order #1042 is cancelled: the hold on your card is released.'),
    ).toBeInTheDocument();
    expect(cancelled).toEqual(['order-2']);
    await within(table).findByText('Cancelled.');
    expect(within(table).queryByRole('button', { name: 'Cancel order #1042' })).toBeNull();
  });

  it('puts a past order in the cart again in one tap, and goes to the cart when nothing changed since', async () => {
    const asked: string[] = [];
    server.use(
      getListPaymentsMockHandler(sampleOrders),
      getReorderMyOrderMockHandler(({ params }) => {
        asked.push(String(params.id));
        return { added: sampleCartLines, repriced: [], notAdded: [] };
      }),
    );
    renderApp('/order', { user: sampleUser });

    await userEvent.click(await screen.findByRole('button', { name: 'Order again: order #1017' }));
    // Looked for from the tap: the toast goes after 1.5 s, and on a busy machine the cart's screen may come later.
    const toast = screen.findByText('Order #1017 is in your cart again.');
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(asked).toEqual([sampleOrders[1]._id]);
    expect(await toast).toHaveTextContent('Order #1017 is in your cart again.');
  });

  it('says what is at a new price and what could not be added before the customer goes to the cart', async () => {
    server.use(
      getListPaymentsMockHandler(sampleOrders),
      getReorderMyOrderMockHandler({
        added: sampleCartLines.slice(0, 1),
        repriced: [{ name: 'Margherita Pizza', was: 12.5, now: 13.5 }],
        notAdded: [
          { name: 'Greek Salad', reason: 'Greek Salad cannot be ordered now: it is sold out.' },
        ],
      }),
    );
    renderApp('/order', { user: sampleUser });

    await userEvent.click(await screen.findByRole('button', { name: 'Order again: order #1042' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Order #1042 is in your cart again, with changes',
    });
    expect(within(dialog).getByRole('list', { name: 'At a new price since' })).toHaveTextContent(
      'Margherita Pizza: now $13.50 (was $12.50)',
    );
    expect(within(dialog).getByRole('list', { name: 'Not added' })).toHaveTextContent(
      'Greek Salad: Greek Salad cannot be ordered now: it is sold out.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to your cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  });

  it('leads from Contact to a page that says how to reach the restaurant', async () => {
    server.use(getListPaymentsMockHandler(sampleOrders));
    renderApp('/order', { user: sampleUser });

    await userEvent.click(
      await screen.findByRole('link', { name: 'Contact us about order #1017' }),
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
