import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getGetOverviewMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import { sampleOverview } from './admin-fixtures';
import {
  claimsOf,
  createFirebaseAuthFake,
  createTestFirebaseSession,
} from '@/test/firebase-auth-fake';
import { FIRST_LOAD, createTestQueryClient, renderApp } from '@/test/render';
import { shopAccountEmailHandlers } from '@/test/shop-account-email-handlers';
import { shopTokenHandler } from '@/test/shop-token-handler';
import { CUSTOMER_STATUS, OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let firebase: ReturnType<typeof createFirebaseAuthFake>;
let exchanges: string[];

beforeEach(() => {
  firebase = createFirebaseAuthFake();
  exchanges = [];
  server.use(
    ...firebase.handlers,
    shopTokenHandler(firebase, { exchanges }),
    ...shopAccountEmailHandlers(firebase, { exchanges }),
    getRegisterUserMockHandler(),
    // As ADMIN_EMAILS does: the owner's address makes an owner once an exchange shows it verified.
    getGetAdminStatusMockHandler(() =>
      claimsOf(exchanges.at(-1) ?? '').email_verified === true ? OWNER_STATUS : CUSTOMER_STATUS,
    ),
    getGetOverviewMockHandler(sampleOverview),
    // The storefront's header around the refusal shows the owner's own cart.
    getListCartLinesMockHandler([]),
  );
});

describe('the owner named by ADMIN_EMAILS', () => {
  it('is asked to confirm their address on the dashboard, and gets it once they do, without signing in again', async () => {
    const queryClient = createTestQueryClient();
    const session = createTestFirebaseSession(queryClient);
    await session.whenResolved();
    await session.signUp({ name: 'Owner', email: 'owner@example.com', password: 'kitchen-42' });
    renderApp(['/dashboard'], { session, queryClient });

    expect(
      await screen.findByRole(
        'heading',
        { name: "This area is for the restaurant's staff" },
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Confirm your e-mail address with the link we sent you/)).toBeVisible();
    const banner = await screen.findByRole('status', { name: 'Confirm your e-mail address' });
    expect(within(banner).getByText('owner@example.com')).toBeInTheDocument();

    firebase.openLink('owner@example.com', 'VERIFY_EMAIL');
    window.dispatchEvent(new Event('focus'));

    expect(
      await screen.findByRole('region', { name: 'Pending orders' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: "This area is for the restaurant's staff" }),
    ).toBeNull();
  });
});
