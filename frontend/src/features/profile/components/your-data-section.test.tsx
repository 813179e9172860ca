import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCreateTokenMockHandler } from '@/api/generated/auth/auth.msw';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleCategories, sampleDishes } from '@/test/fixtures/menu-fixtures';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import type { PersonalData } from '@/api/generated/model';
import {
  getExportMyDataMockHandler,
  getGetAdminStatusMockHandler,
} from '@/api/generated/users/users.msw';
import {
  getEraseMyAccountMockHandler,
  getRegisterUserMockHandler,
} from '@/api/generated/users-mutations/users-mutations.msw';
import { createFirebaseAuthFake, createTestFirebaseSession } from '@/test/firebase-auth-fake';
import { errorResponse } from '@/test/error-response';
import { FIRST_LOAD, createTestQueryClient, renderApp } from '@/test/render';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ada = {
  _id: '1',
  name: 'Ada',
  email: 'ada@example.com',
  emailVerified: true,
  role: 'customer' as const,
};

const herData: PersonalData = {
  exportedAt: '2026-11-30T09:15:00.000Z',
  profile: ada,
  orders: [],
  bookings: { upcoming: [], past: [] },
  cards: [],
  giftCardsBought: [],
  emails: [],
};

let firebase: ReturnType<typeof createFirebaseAuthFake>;

beforeEach(() => {
  firebase = createFirebaseAuthFake();
  firebase.addPasswordAccount('ada@example.com', 'correct-horse', 'Ada');
  server.use(
    ...firebase.handlers,
    getCreateTokenMockHandler({ token: 'shop-token', expiresIn: 600 }),
    getRegisterUserMockHandler(ada),
    getGetAdminStatusMockHandler(CUSTOMER_STATUS),
    // The home page the customer lands on.
    getListMenuItemsMockHandler(sampleDishes),
    getListCategoriesMockHandler(sampleCategories),
    getGetShopMockHandler(sampleShop),
    getListCartLinesMockHandler([]),
  );
});

const openProfile = async () => {
  const queryClient = createTestQueryClient();
  const session = createTestFirebaseSession(queryClient);
  await session.whenResolved();
  await session.signIn('ada@example.com', 'correct-horse');
  const shop = renderApp(['/update-profile'], { session, queryClient });
  const section = within(await screen.findByRole('region', { name: 'Your data' }, FIRST_LOAD));
  return { shop, section };
};

describe('the profile’s data', () => {
  it('downloads everything the shop holds about the customer as a file of the day', async () => {
    server.use(getExportMyDataMockHandler(herData));
    const saved: { name: string; blob?: Blob }[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:my-data';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1].name = this.download;
    });
    const { section } = await openProfile();

    await userEvent.click(section.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved.map(({ name }) => name)).toEqual(['my-data-2026-11-30.json']));
    expect(JSON.parse(await saved[0].blob!.text())).toEqual(herData);
    click.mockRestore();
  });

  it('erases the account once the dialog is confirmed, signs out and goes home', async () => {
    let erased = 0;
    server.use(
      getEraseMyAccountMockHandler(() => {
        erased += 1;
        return { message: 'Your account and your personal data are erased.' };
      }),
    );
    const { shop, section } = await openProfile();

    await userEvent.click(section.getByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    expect(dialog).toHaveTextContent('with their dishes and amounts only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, erase my account' }));

    await waitFor(() => expect(shop.address()).toBe('/'));
    expect(erased).toBe(1);
    expect(
      await screen.findByText('Your account and your personal data are erased.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('says why the shop did not erase the account, and keeps the customer signed in', async () => {
    server.use(
      http.delete('*/users/me', () =>
        errorResponse(
          409,
          'Your order #1042 is still with the kitchen: your account can be erased once it is done, so that we can reach you about it.',
        ),
      ),
    );
    const { shop, section } = await openProfile();

    await userEvent.click(section.getByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, erase my account' }));

    expect(
      await screen.findByText(/Your order #1042 is still with the kitchen/),
    ).toBeInTheDocument();
    expect(shop.address()).toBe('/update-profile');
  });
});
