import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleReport } from '@/test/fixtures/report-fixtures';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';

/** The ranges the screen asked for. */
let asked: { from: string | null; to: string | null }[];

const server = setupServer(
  getGetAdminStatusMockHandler(OWNER_STATUS),
  getListCartLinesMockHandler([]),
  getListCategoriesMockHandler(sampleCategories),
  http.get('*/reports/sales', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push({ from: query.get('from'), to: query.get('to') });
    return HttpResponse.json(sampleReport);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('reports', () => {
  it("shows the range's totals, then each breakdown, as the shop summed them", async () => {
    renderApp('/dashboard/reports', { user: sampleUser });

    expect(await screen.findByRole('group', { name: 'Net' }, FIRST_LOAD)).toHaveTextContent(
      '$61.74',
    );
    expect(screen.getByRole('group', { name: 'Refunds' })).toHaveTextContent('$10.00');
    expect(screen.getByRole('group', { name: 'Average order' })).toHaveTextContent('$23.91');
    const days = within(screen.getByRole('table', { name: 'Sales by period' })).getAllByRole('row');
    expect(days).toHaveLength(3);
    expect(days[2]).toHaveTextContent('$49.30$10.00$39.30');
    const hours = within(screen.getByRole('table', { name: 'By hour of the day' })).getAllByRole(
      'row',
    );
    expect(hours.map((row) => row.textContent)).toEqual([
      'HourOrdersTotal',
      '06:001$10.00',
      '13:002$61.74',
    ]);
    const categories = within(screen.getByRole('table', { name: 'By category' }));
    expect(categories.getByText('No longer on the menu')).toBeInTheDocument();
    // Named as the menu names them, not by their keys.
    expect(await categories.findByText('Soups')).toBeInTheDocument();
    expect(categories.queryByText('soup')).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Discounts by promo code' })).getByText('SPRING'),
    ).toBeInTheDocument();
    // This month, to today.
    expect(asked[0]?.from).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('asks again for another range, and asks nothing for one that runs backwards', async () => {
    renderApp('/dashboard/reports', { user: sampleUser });
    await screen.findByRole('group', { name: 'Net' }, FIRST_LOAD);
    const from = screen.getByLabelText('From');

    fireEvent.change(from, { target: { value: '2026-11-10' } });
    await waitFor(() => expect(asked.at(-1)?.from).toBe('2026-11-10'));
    const count = asked.length;
    fireEvent.change(from, { target: { value: '2999-01-01' } });

    expect(
      await screen.findByText('Choose a first day on or before the last.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the orders (CSV)' })).toBeDisabled();
    expect(asked.filter((range) => range.from === '2999-01-01')).toEqual([]);
    expect(asked.length).toBeGreaterThanOrEqual(count);
  });

  it('reads the sales by week or by month, and the tax by rate', async () => {
    renderApp('/dashboard/reports', { user: sampleUser });
    await screen.findByRole('group', { name: 'Net' }, FIRST_LOAD);
    const period = () => within(screen.getByRole('table', { name: 'Sales by period' }));

    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(
      period()
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Week ofOrdersTotalRefundsNet', 'Nov 8, 20263$71.74$10.00$61.74']);
    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    expect(period().getAllByRole('row')[1]).toHaveTextContent('November 20263$71.74$10.00$61.74');

    const taxes = within(screen.getByRole('table', { name: 'Taxes by rate' })).getAllByRole('row');
    expect(taxes.map((row) => row.textContent)).toEqual([
      'RateOrdersTaxedTax',
      '8%1$18.00$1.44',
      '10%1$10.00$0.91',
      'Rate not kept (older orders)1—$2.80',
    ]);
  });

  it('downloads each table as the CSV a spreadsheet opens, amounts as plain numbers', async () => {
    const files: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderApp('/dashboard/reports', { user: sampleUser });
    await screen.findByRole('group', { name: 'Net' }, FIRST_LOAD);

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Taxes by rate' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    // The file starts with UTF-8's byte order mark (which reading it as text takes off).
    expect([...new Uint8Array(await files[0].arrayBuffer()).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    expect(await files[0].text()).toBe(
      'Rate,Orders,Taxed,Tax\r\n8%,1,18,1.44\r\n10%,1,10,0.91\r\nRate not kept (older orders),1,,2.8\r\n',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: By dish' }));
    expect(await files[1].text()).toBe(
      'Dish,Sold,Sales\r\nTonkotsu Ramen,3,30\r\nMargherita Pizza,2,20\r\nAutumn Salad,1,10\r\n',
    );
    created.mockRestore();
    clicked.mockRestore();
  });
});
