import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopFetch } from '@/api/fetcher';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListPaymentsMockHandler } from '@/api/generated/payments/payments.msw';
import { getGetAdminStatusQueryKey } from '@/api/generated/users/users';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import type { QueryClient } from '@tanstack/react-query';
import { renderApp } from '@/test/render';
import { createInMemoryAuthSession } from '@/test/auth-in-memory-session';
import type { AuthUser } from './auth-session';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const refusal = (status: 401 | 403) =>
  HttpResponse.json(
    { statusCode: status, error: status === 401 ? 'Unauthorized' : 'Forbidden', message: 'No.' },
    { status },
  );

// The pages' own reads succeed; the refusals come from calls the tests make themselves.
const server = setupServer(
  getGetShopMockHandler(sampleShop),
  getGetAdminStatusMockHandler(CUSTOMER_STATUS),
  getListCartLinesMockHandler([]),
  getListPaymentsMockHandler([]),
  http.get('*/menu/:id', () => refusal(401)),
  http.get('*/users', () => refusal(403)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ada: AuthUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  emailVerified: true,
  signInMethods: ['password'],
  displayName: 'Ada',
  photoURL: null,
};

const refused = (path: string) => shopFetch(path).catch(() => undefined);

describe('when the API refuses the signed-in user', () => {
  it('a 401 signs the user out and opens /login, remembering the page', async () => {
    const session = createInMemoryAuthSession({ user: ada });
    const { router } = renderApp(['/order'], { session });
    await screen.findByRole('heading', { name: 'Your orders' });

    await refused('/menu/a-dish');

    await waitFor(() => expect(session.getSnapshot().status).toBe('signed-out'));
    expect(router.state.location.href).toBe('/login?redirect=%2Forder');
    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('a 403 keeps the user signed in, where they are, and has the shop asked for their role again', async () => {
    const session = createInMemoryAuthSession({ user: ada });
    const { router } = renderApp(['/order'], { session });
    await screen.findByRole('heading', { name: 'Your orders' });
    const { queryClient } = router.options.context as { queryClient: QueryClient };
    const role = getGetAdminStatusQueryKey('ada@example.com');
    queryClient.setQueryData(role, CUSTOMER_STATUS);

    await refused('/users');

    await waitFor(() => expect(queryClient.getQueryState(role)?.isInvalidated).toBe(true));
    expect(session.getSnapshot().status).toBe('signed-in');
    expect(router.state.location.href).toBe('/order');
    expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();
  });

  it('handles a burst of refusals once', async () => {
    const session = createInMemoryAuthSession({ user: ada });
    const { router, history } = renderApp(['/order'], { session });
    await screen.findByRole('heading', { name: 'Your orders' });
    const before = history.length;

    await Promise.all([refused('/menu/a-dish'), refused('/menu/a-dish'), refused('/menu/a-dish')]);

    await waitFor(() => expect(session.getSnapshot().status).toBe('signed-out'));
    expect(router.state.location.pathname).toBe('/login');
    expect(history.length).toBe(before + 1);
    expect(screen.getAllByText('Your session has ended. Please log in again.')).toHaveLength(1);
  });

  it('a renewal the shop refused opens /login, remembering the page, and says the session ended', async () => {
    const session = createInMemoryAuthSession({ user: ada });
    const { router } = renderApp(['/order'], { session });
    await screen.findByRole('heading', { name: 'Your orders' });

    session.endByShop();

    await waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Forder'));
    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('says the session ended even when Firebase signed the account out a moment before the shop said why', async () => {
    const session = createInMemoryAuthSession({ user: ada });
    const { router } = renderApp(['/order'], { session });
    await screen.findByRole('heading', { name: 'Your orders' });

    session.resolve(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    session.endByShop();

    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Forder'));
  });

  it('does nothing for a visitor who is not signed in', async () => {
    const session = createInMemoryAuthSession({ user: null });
    const { router } = renderApp(['/menu'], { session });
    server.use(http.get('*/menu', () => HttpResponse.json([])));
    await waitFor(() => expect(router.state.status).toBe('idle'));

    await refused('/menu/a-dish');

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/menu');
  });
});
