import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@/test/enter-text';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import { createFirebaseAuthFake, createTestFirebaseSession } from '@/test/firebase-auth-fake';
import { FIRST_LOAD, createTestQueryClient, renderApp } from '@/test/render';
import { shopTokenHandler } from '@/test/shop-token-handler';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let firebase: ReturnType<typeof createFirebaseAuthFake>;

beforeEach(() => {
  firebase = createFirebaseAuthFake();
  firebase.addPasswordAccount('ada@example.com', 'correct-horse', 'Ada');
  firebase.addPasswordAccount('grace@example.com', 'navy-cobol', 'Grace');
  server.use(
    ...firebase.handlers,
    shopTokenHandler(firebase, { exchanges: [] }),
    getRegisterUserMockHandler(),
    getGetAdminStatusMockHandler(CUSTOMER_STATUS),
    getListCartLinesMockHandler([]),
  );
});

const openProfileAs = async (
  signIn: (session: ReturnType<typeof createTestFirebaseSession>) => Promise<void>,
) => {
  const queryClient = createTestQueryClient();
  const session = createTestFirebaseSession(queryClient);
  await session.whenResolved();
  await signIn(session);
  renderApp(['/update-profile'], { session, queryClient });
  return screen.findByRole('region', { name: 'E-mail address' }, FIRST_LOAD);
};

const openAdasProfile = async () => {
  const section = within(
    await openProfileAs((session) => session.signIn('ada@example.com', 'correct-horse')),
  );
  const form = within(section.getByRole('form', { name: 'Change your e-mail address' }));
  const changeTo = async (newEmail: string, password: string) => {
    await enterText(form.getByLabelText(/^New e-mail address/), newEmail);
    await enterText(form.getByLabelText(/^Current password/), password);
    await userEvent.click(form.getByRole('button', { name: 'Send the link' }));
  };
  return { section, form, changeTo };
};

describe("changing a password customer's address", () => {
  it('sends a link to the new address and says the old one signs in until it is opened', async () => {
    const { form, changeTo } = await openAdasProfile();

    await changeTo('ada.lovelace@example.com', 'correct-horse');

    expect(await form.findByRole('status', {}, FIRST_LOAD)).toHaveTextContent(
      'We sent a link to ada.lovelace@example.com. Open it to move your account there; until then you sign in with ada@example.com.',
    );
    expect(firebase.links).toEqual([
      {
        requestType: 'VERIFY_AND_CHANGE_EMAIL',
        email: 'ada@example.com',
        newEmail: 'ada.lovelace@example.com',
      },
    ]);
    expect(firebase.account('ada@example.com')).toBeDefined();
  });

  it('says so beside the password when it is not the current one, and sends nothing', async () => {
    const { form, changeTo } = await openAdasProfile();

    await changeTo('ada.lovelace@example.com', 'not-it');

    expect(
      await form.findByText('This is not your current password.', {}, FIRST_LOAD),
    ).toBeVisible();
    expect(form.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'This is not your current password.',
    );
    expect(form.queryByRole('status')).toBeNull();
    expect(firebase.links).toEqual([]);
  });

  it('refuses the address the account has now, before asking Firebase', async () => {
    const { form, changeTo } = await openAdasProfile();

    await changeTo('Ada@Example.com', 'correct-horse');

    expect(form.getByText('This is your address already. Type the new one.')).toBeVisible();
    await waitFor(() => expect(firebase.links).toEqual([]));
  });

  it('says when another account uses the new address', async () => {
    const { form, changeTo } = await openAdasProfile();

    await changeTo('grace@example.com', 'correct-horse');

    expect(
      await form.findByText('Another account uses this address already.', {}, FIRST_LOAD),
    ).toBeVisible();
  });

  it('refuses an address the shop could not sign in with afterwards', async () => {
    const { form, changeTo } = await openAdasProfile();

    await changeTo('"ada"@example.com', 'correct-horse');

    expect(form.getByText(/^Use an address of the usual form/)).toBeVisible();
    expect(firebase.links).toEqual([]);
  });
});

describe("a Google customer's address", () => {
  it('comes from Google: no form to change it', async () => {
    const section = within(
      await openProfileAs((session) =>
        session.signInWithGoogle({ email: 'linus@example.com', name: 'Linus' }),
      ),
    );

    expect(section.getByText(/This address comes from your Google account/)).toBeVisible();
    expect(section.getByText('linus@example.com')).toBeVisible();
    expect(section.queryByRole('form')).toBeNull();
  });
});
