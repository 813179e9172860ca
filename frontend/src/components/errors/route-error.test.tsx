import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleDishes } from '@/features/admin/shared/components/admin-fixtures';
import { errorResponse } from '@/test/error-response';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const dish = sampleDishes[0];
const dishPage = `/dashboard/update-menu/${dish._id}`;

/** The dish as GET /menu/{id} answers it: `first` the first time, the dish itself after that. */
const dishAnswering = (first: () => Response) => {
  let reads = 0;
  server.use(
    getGetAdminStatusMockHandler(OWNER_STATUS),
    http.get('*/menu/:id', () => (++reads === 1 ? first() : HttpResponse.json(dish))),
  );
};

describe('the screen shown when a page fails', () => {
  beforeEach(() => {
    // The router reports route errors on the console; these ones are expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("shows the shop's own words when the API explains what went wrong, and lets the person retry", async () => {
    dishAnswering(() => errorResponse(503, 'The database does not answer.'));
    renderApp(dishPage, { user: sampleUser });

    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert).toHaveTextContent('We could not serve this page');
    expect(alert).toHaveTextContent('The database does not answer.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('form', { name: `Update ${dish.name}` }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText('We could not serve this page')).not.toBeInTheDocument();
  });

  it('speaks plainly and hides the technical details when the page itself breaks', async () => {
    // An answer the screen cannot show: reading its price throws a TypeError.
    dishAnswering(() => HttpResponse.json({}));
    renderApp(dishPage, { user: sampleUser });

    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert).toHaveTextContent('We could not serve this page');
    expect(alert).toHaveTextContent('Please try again.');
    expect(alert).not.toHaveTextContent('Cannot read properties');
    expect(alert).not.toHaveTextContent('TypeError');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
