import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { KITCHEN_STATUS, OWNER_STATUS } from '@/test/fixtures/staff-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { sampleAuditEntries } from '@/test/fixtures/audit-fixtures';

/** The queries the screen sent, as the server read them. */
let asked: URLSearchParams[];

const server = setupServer(
  getGetShopMockHandler(sampleShop),
  getListCartLinesMockHandler([]),
  http.get('*/audit-entries', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const action = query.get('action');
    const items = sampleAuditEntries.filter((entry) => !action || entry.action === action);
    return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 50 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked = [];
  server.use(getGetAdminStatusMockHandler(OWNER_STATUS));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the audit trail', () => {
  it('shows who changed what, when, with each value before and after, newest first', async () => {
    renderApp('/dashboard/audit', { user: sampleUser });
    const entries = await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Dish sold out',
      'Order moved',
      'Dish changed',
    ]);
    expect(entries[1]).toHaveTextContent('#1042');
    expect(entries[1]).toHaveTextContent('By Linus the cook');
    expect(entries[1]).toHaveTextContent('Kitchen');
    expect(entries[1]).toHaveTextContent('statusorder pending → accepted');
    expect(entries[2]).toHaveTextContent('price12.5 → 13.5');
    expect(screen.getByText('3 changes, page 1 of 1')).toBeInTheDocument();
  });

  it('asks the shop for one kind of change', async () => {
    renderApp('/dashboard/audit', { user: sampleUser });
    await screen.findAllByRole('article', {}, FIRST_LOAD);

    await userEvent.selectOptions(screen.getByLabelText('Kind of change'), 'order.status-changed');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(asked.at(-1)?.get('action')).toBe('order.status-changed');
    expect(within(screen.getByRole('article')).getByText('#1042')).toBeInTheDocument();
  });

  it('is not part of a cook’s role, and is not asked for', async () => {
    server.use(getGetAdminStatusMockHandler(KITCHEN_STATUS));
    renderApp('/dashboard/audit', { user: sampleUser });

    expect(
      await screen.findByRole('heading', { name: 'Not part of your role' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
