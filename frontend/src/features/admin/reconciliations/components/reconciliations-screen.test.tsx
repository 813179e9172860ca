import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Reconciliation } from '@/api/generated/model';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { cleanReconciliation, sampleReconciliation } from '@/test/fixtures/reconciliation-fixtures';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';

/** The checks the shop keeps, newest first, as the server has them. */
let kept: Reconciliation[];
/** What POST /reconciliations answers next: a check, or a refusal. */
let next: () => Promise<Response>;

const server = setupServer(
  getGetShopMockHandler(sampleShop),
  getListCartLinesMockHandler([]),
  getGetAdminStatusMockHandler(OWNER_STATUS),
  http.get('*/reconciliations', () => HttpResponse.json(kept)),
  http.post('*/reconciliations', () => next()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  kept = [sampleReconciliation, cleanReconciliation];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('reconciliation', () => {
  it('shows the latest check, what it compared, and each difference in words with both amounts', async () => {
    renderApp('/dashboard/reconciliations', { user: sampleUser });

    const latest = await screen.findByRole('region', { name: 'Latest check' }, FIRST_LOAD);
    // In the shop's time zone (Paris), by the daily check.
    expect(latest).toHaveTextContent('Checked on Dec 1, 2026, 04:30 by the daily check.');
    expect(within(latest).getByRole('group', { name: "Stripe's payments" })).toHaveTextContent(
      '212',
    );
    expect(within(latest).getByRole('group', { name: 'Card orders' })).toHaveTextContent('205');
    expect(latest).toHaveTextContent('2 differences');
    const differences = within(latest).getAllByRole('article');
    expect(differences.map((difference) => difference.getAttribute('aria-label'))).toEqual([
      'Order #1042: the refunds differ',
      'Payment without an order',
    ]);
    expect(differences[0]).toHaveTextContent(
      "Stripe's refunds come to $12.50; the order says $0.00 went back to the card.",
    );
    expect(differences[0]).toHaveTextContent('pi_3QxY7d2eZvKYlo2C1a2b3c4d');
    expect(differences[1]).toHaveTextContent('$43.21');
    const earlier = within(screen.getByRole('table', { name: 'Earlier checks' })).getAllByRole(
      'row',
    );
    expect(earlier[1]).toHaveTextContent('Ada Lovelace0');
  });

  it('checks now: shows the progress, then the new check in place of the latest', async () => {
    let answer!: () => void;
    next = async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      const run = {
        ...cleanReconciliation,
        _id: '0000000d-0000-4000-8000-000000000000',
        by: 'Ada',
      };
      kept = [run, ...kept];
      return HttpResponse.json(run, { status: 201 });
    };
    renderApp('/dashboard/reconciliations', { user: sampleUser });
    await screen.findByRole('region', { name: 'Latest check' }, FIRST_LOAD);

    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(
      await screen.findByText("Reading Stripe's payments and the orders…"),
    ).toBeInTheDocument();
    answer();

    expect(await screen.findByText('Stripe and the orders agree')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Latest check' })).toHaveTextContent('by Ada.');
    expect(screen.queryByText("Reading Stripe's payments and the orders…")).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Earlier checks' })).getAllByRole('row'),
    ).toHaveLength(3);
  });

  it('says why a check could not be made, and keeps the checks it had', async () => {
    next = async () => {
      await delay(10);
      return HttpResponse.json(
        {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The payment service does not answer. Try again in a moment.',
        },
        { status: 503 },
      );
    };
    renderApp('/dashboard/reconciliations', { user: sampleUser });
    await screen.findByRole('region', { name: 'Latest check' }, FIRST_LOAD);

    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The check could not be made');
    expect(alert).toHaveTextContent('The payment service does not answer. Try again in a moment.');
    expect(screen.getByRole('region', { name: 'Latest check' })).toHaveTextContent('2 differences');
  });

  it('says when no check has run yet', async () => {
    kept = [];
    renderApp('/dashboard/reconciliations', { user: sampleUser });
    expect(
      await screen.findByText(
        'No check has run yet: the first runs tonight, or now with Check now.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
  });
});
