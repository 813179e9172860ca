import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@/test/enter-text';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderStatusChange } from '@/api/generated/model';
import {
  getListOrdersMockHandler,
  getUpdateOrderStatusMockHandler,
} from '@/api/generated/orders-staff/orders-staff.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { inStatus, sampleOrders } from '@/features/admin/shared/components/admin-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { errorResponse } from '@/test/error-response';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let orders: Order[];
let listings: URLSearchParams[];
let changes: ({ id: unknown } & OrderStatusChange)[];

beforeEach(() => {
  orders = structuredClone(sampleOrders);
  listings = [];
  changes = [];
  server.use(
    getGetAdminStatusMockHandler(OWNER_STATUS),
    // The screen writes times in the shop's zone.
    getGetShopMockHandler(sampleShop),
    getListOrdersMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      listings.push(query);
      const status = query.get('status');
      const items = orders.filter((order) => !status || order.status === status);
      return { items, total: items.length, page: Number(query.get('page')), pageSize: 10 };
    }),
    getUpdateOrderStatusMockHandler(async ({ request, params }) => {
      const change = (await request.json()) as OrderStatusChange;
      changes.push({ id: params.id, ...change });
      const index = orders.findIndex((o) => o._id === params.id);
      orders[index] = inStatus(orders[index], change.status);
      return orders[index];
    }),
  );
});

const order = (number: string) => screen.getByRole('article', { name: `Order ${number}` });
const buttonsOf = (number: string) =>
  within(order(number))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('Orders Tracking', () => {
  it('opens with the orders its filters ask for read already, without a loading step', async () => {
    renderApp('/dashboard/orders?status=ready', { user: sampleUser });
    await screen.findByRole('heading', { name: 'Orders Tracking' }, FIRST_LOAD);

    expect(screen.queryByRole('status', { name: 'Loading the orders' })).toBeNull();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Order #1043',
    ]);
    expect(listings).toHaveLength(1);
    expect(listings[0].get('status')).toBe('ready');
  });

  it('lists every order newest first, with its customer and lines', async () => {
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1045' }, FIRST_LOAD);

    const shown = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(shown).toEqual(sampleOrders.map((o) => `Order #${o.number}`));
    const newest = order('#1045');
    expect(newest).toHaveTextContent('linus@example.com');
    const [linesTable] = within(newest).getAllByRole('table');
    const lines = within(linesTable).getAllByRole('row');
    expect(lines[1]).toHaveTextContent(
      'Margherita PizzaPizza sizes: Medium (30 cm) · Toppings: Extra mozzarella ×2' +
        'Allergens: Cereals containing gluten, Milk2$40.00',
    );
    expect(lines[2]).toHaveTextContent(
      /^Belgian WaffleAllergens: Cereals containing gluten, Eggs, Milk1\$8\.25$/,
    );
    const bill = within(newest).getByRole('list', { name: 'Bill of order #1045' });
    expect(within(bill).getByRole('listitem', { name: 'Subtotal: $48.25' })).toBeInTheDocument();
    expect(
      within(bill).getByRole('listitem', { name: 'Delivery fee (Paris 11e): $3.50' }),
    ).toBeInTheDocument();
    expect(within(bill).getByRole('listitem', { name: 'Total: $58.12' })).toBeInTheDocument();
    expect(listings[0].get('page')).toBe('1');
  });

  it('offers only the moves each order can still make', async () => {
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1045' }, FIRST_LOAD);

    expect(buttonsOf('#1045')).toEqual(['Accept', 'Reject']);
    expect(buttonsOf('#1044')).toEqual(['Mark ready', 'Cancel order']);
    expect(buttonsOf('#1043')).toEqual(['Mark completed', 'Cancel order']);
    expect(buttonsOf('#1042')).toEqual([]);
    expect(buttonsOf('#1041')).toEqual([]);
  });

  it('offers the moves the server lists for an order, and no others', async () => {
    orders[0] = { ...orders[0], nextStatuses: ['cancelled'] };
    orders[2] = { ...orders[2], nextStatuses: ['completed'] };
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1045' }, FIRST_LOAD);

    expect(buttonsOf('#1045')).toEqual(['Cancel order']);
    expect(buttonsOf('#1043')).toEqual(['Mark completed']);
  });

  it('moves an order to its next status', async () => {
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1044' }, FIRST_LOAD);

    await userEvent.click(within(order('#1044')).getByRole('button', { name: 'Mark ready' }));

    expect(await screen.findByText('Order #1044 is now ready')).toBeInTheDocument();
    expect(changes).toEqual([{ id: sampleOrders[1]._id, status: 'ready' }]);
    await waitFor(() => expect(buttonsOf('#1044')).toEqual(['Mark completed', 'Cancel order']));
  });

  it('cancels an order once the dialog is confirmed, refunding what was charged', async () => {
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1044' }, FIRST_LOAD);

    await userEvent.click(within(order('#1044')).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1044' });
    expect(within(dialog).getByLabelText('Refund')).toHaveValue('$48.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Too busy' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Order #1044 is now cancelled')).toBeInTheDocument();
    expect(changes).toEqual([
      { id: sampleOrders[1]._id, status: 'cancelled', reason: 'Too busy', refund: 48.25 },
    ]);
  });

  it('accepts a pending order with the ready time of the dialog', async () => {
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1045' }, FIRST_LOAD);

    await userEvent.click(within(order('#1045')).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order #1045' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Ready at/).value).toMatch(
      /^\d\d:\d\d$/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Order #1045 is now accepted')).toBeInTheDocument();
    expect(changes).toEqual([
      { id: sampleOrders[0]._id, status: 'accepted', readyAt: expect.any(String) as string },
    ]);
  });

  it('accepts a pending order ready in 30 minutes with one tap, on the 24-hour clock', async () => {
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1045' }, FIRST_LOAD);

    await userEvent.click(within(order('#1045')).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order #1045' });
    const before = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: '+30 min' }));
    const typed = within(dialog).getByLabelText<HTMLInputElement>(/Ready at/).value;
    expect(typed).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Order #1045 is now accepted')).toBeInTheDocument();
    const readyAt = Date.parse(changes[0].readyAt!);
    // The minute shown: 30 minutes from the tap, to the minute.
    expect(readyAt).toBeGreaterThan(before + 29 * 60_000 - 60_000);
    expect(readyAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
  });

  it('rejects a pending order only with a reason', async () => {
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1045' }, FIRST_LOAD);

    await userEvent.click(within(order('#1045')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #1045' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the order is rejected.')).toBeInTheDocument();
    expect(changes).toEqual([]);

    await enterText(within(dialog).getByLabelText(/Reason/), 'The oven is broken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Order #1045 is now rejected')).toBeInTheDocument();
    expect(changes).toEqual([
      { id: sampleOrders[0]._id, status: 'rejected', reason: 'The oven is broken' },
    ]);
  });

  it('keeps the dialog and what was typed when the server refuses the change', async () => {
    server.use(
      http.patch('*/orders/:id', () =>
        errorResponse(409, 'This order was cancelled meanwhile.', [
          { path: '/body/status', message: 'Only a pending order can be rejected.' },
        ]),
      ),
    );
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1045' }, FIRST_LOAD);

    await userEvent.click(within(order('#1045')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #1045' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sold out' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('This order was cancelled meanwhile.')).toBeVisible();
    expect(within(dialog).getByText('Only a pending order can be rejected.')).toBeVisible();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Sold out');
  });

  it("shows the server's refusal of an impossible change", async () => {
    server.use(
      http.patch('*/orders/:id', () => errorResponse(409, 'This order is already ready.')),
    );
    renderApp('/dashboard/orders', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1044' }, FIRST_LOAD);

    await userEvent.click(within(order('#1044')).getByRole('button', { name: 'Mark ready' }));

    expect(await screen.findByText('This order is already ready.')).toBeInTheDocument();
  });

  it('filters by status and days through the address, and asks the server for just those', async () => {
    const { address } = renderApp(
      '/dashboard/orders?status=preparing&from=2026-11-20&to=2026-11-22',
      {
        user: sampleUser,
      },
    );
    await screen.findByRole('article', { name: 'Order #1044' }, FIRST_LOAD);

    expect(screen.getAllByRole('article')).toHaveLength(1);
    const query = listings.at(-1)!;
    expect(query.get('status')).toBe('preparing');
    expect(query.get('from')).toBe('2026-11-20');
    expect(query.get('to')).toBe('2026-11-22');
    expect(screen.getByLabelText('Status')).toHaveValue('preparing');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'ready');
    await screen.findByRole('article', { name: 'Order #1043' });
    expect(address()).toBe('/dashboard/orders?status=ready&from=2026-11-20&to=2026-11-22');
  });

  it('ignores filters that are not statuses or days', async () => {
    renderApp('/dashboard/orders?status=burnt&from=yesterday&page=-2', { user: sampleUser });
    await screen.findByRole('article', { name: 'Order #1045' }, FIRST_LOAD);

    const query = listings.at(-1)!;
    expect([...query.keys()].sort()).toEqual(['page', 'pageSize']);
  });
});
