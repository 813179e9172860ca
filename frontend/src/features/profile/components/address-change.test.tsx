import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@/test/enter-text';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import { sampleOrders } from '@/test/fixtures/order-fixtures';
import { errorResponse } from '@/test/error-response';
import { createFirebaseAuthFake, createTestFirebaseSession } from '@/test/firebase-auth-fake';
import { FIRST_LOAD, createTestQueryClient, renderApp } from '@/test/render';
import { shopTokenHandler } from '@/test/shop-token-handler';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer(
  getListCategoriesMockHandler(sampleCategories),
  getGetShopMockHandler(sampleShop),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let firebase: ReturnType<typeof createFirebaseAuthFake>;
/** The address the shop holds for Ada's account now: it answers her orders for that one only. */
let addressOnRecord: string;
let ordersAskedFor: string[];

beforeEach(() => {
  firebase = createFirebaseAuthFake();
  firebase.addPasswordAccount('ada@example.com', 'correct-horse', 'Ada');
  addressOnRecord = 'ada@example.com';
  ordersAskedFor = [];
  server.use(
    ...firebase.handlers,
    shopTokenHandler(firebase, { exchanges: [] }),
    getRegisterUserMockHandler(),
    getGetAdminStatusMockHandler(CUSTOMER_STATUS),
    getListCartLinesMockHandler([]),
    getListMenuItemsMockHandler([]),
    http.get('*/payments', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      ordersAskedFor.push(email);
      return email === addressOnRecord
        ? HttpResponse.json(sampleOrders)
        : errorResponse(403, 'These are not your orders.');
    }),
  );
});

describe('a customer who moved their account to another address', () => {
  it('signs in with the new address and finds the same orders, asked for by the new address', async () => {
    const queryClient = createTestQueryClient();
    const session = createTestFirebaseSession(queryClient);
    await session.whenResolved();
    await session.signIn('ada@example.com', 'correct-horse');
    const { router } = renderApp(['/order'], { session, queryClient });
    expect(await screen.findByText('pi_3Second0rder', {}, FIRST_LOAD)).toBeVisible();

    await router.navigate({ to: '/update-profile' });
    const form = within(
      await screen.findByRole('form', { name: 'Change your e-mail address' }, FIRST_LOAD),
    );
    await enterText(form.getByLabelText(/^New e-mail address/), 'ada.lovelace@example.com');
    await enterText(form.getByLabelText(/^Current password/), 'correct-horse');
    await userEvent.click(form.getByRole('button', { name: 'Send the link' }));
    expect(await form.findByRole('status', {}, FIRST_LOAD)).toHaveTextContent(
      'We sent a link to ada.lovelace@example.com.',
    );

    firebase.openLink('ada@example.com', 'VERIFY_AND_CHANGE_EMAIL');
    addressOnRecord = 'ada.lovelace@example.com';
    await router.navigate({ to: '/' });
    await session.signOut();
    await session.signIn('ada.lovelace@example.com', 'correct-horse');
    ordersAskedFor.length = 0;
    await router.navigate({ to: '/order' });

    expect(await screen.findByText('pi_3Second0rder', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(ordersAskedFor).toEqual(['ada.lovelace@example.com']));
  });
});
