import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@/test/enter-text';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import { createFirebaseAuthFake, createTestFirebaseSession } from '@/test/firebase-auth-fake';
import { FIRST_LOAD, createTestQueryClient, renderApp } from '@/test/render';
import { errorResponse } from '@/test/error-response';
import { shopAccountEmailHandlers } from '@/test/shop-account-email-handlers';
import { shopTokenHandler } from '@/test/shop-token-handler';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const UNUSABLE_ADDRESS =
  "This shop cannot use your account's e-mail address: sign in with an address of the usual form.";

const server = setupServer(getListCategoriesMockHandler([]), getGetShopMockHandler(sampleShop));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let firebase: ReturnType<typeof createFirebaseAuthFake>;
let registrations: unknown[];
let exchanges: string[];

beforeEach(() => {
  firebase = createFirebaseAuthFake();
  firebase.addPasswordAccount('taken@example.com', 'already-here');
  registrations = [];
  exchanges = [];
  server.use(
    ...firebase.handlers,
    shopTokenHandler(firebase, { exchanges }),
    ...shopAccountEmailHandlers(firebase, { exchanges }),
    getRegisterUserMockHandler(async ({ request }) => {
      registrations.push(await request.json());
      return {
        _id: '1',
        name: 'Linus',
        email: 'linus@example.com',
        emailVerified: true,
        role: 'customer',
      };
    }),
    getGetAdminStatusMockHandler(CUSTOMER_STATUS),
    getListMenuItemsMockHandler([]),
  );
});

const openSignup = async (history: string[]) => {
  const queryClient = createTestQueryClient();
  const rendered = renderApp(history, {
    session: createTestFirebaseSession(queryClient),
    queryClient,
  });
  const form = within(await screen.findByRole('form', { name: 'Create an account' }, FIRST_LOAD));
  const signUp = async (name: string, email: string, password: string) => {
    await enterText(form.getByLabelText(/^Name/, { selector: 'input' }), name);
    await enterText(form.getByLabelText(/^Email/, { selector: 'input' }), email);
    await enterText(form.getByLabelText(/^Password/, { selector: 'input' }), password);
    await userEvent.click(form.getByRole('button', { name: 'Sign up' }));
  };
  return { ...rendered, form, signUp };
};

describe('the signup page', () => {
  it('creates the account with its name, records it with the shop and goes back where the user came from', async () => {
    const { signUp, router, history } = await openSignup(['/menu', '/signup?redirect=%2Forder']);

    await signUp('Linus Torvalds', 'linus@example.com', 'penguins-42');

    expect(
      await screen.findByText('Account creation successfully done!', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/order'));
    expect(firebase.account('linus@example.com')?.displayName).toBe('Linus Torvalds');
    expect(registrations).toEqual([{ name: 'Linus Torvalds' }]);
    expect(localStorage.getItem('access-token')).toBe(`shop-token-${exchanges.length}`);

    history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu'));
  });

  it('says in plain words that the email already has an account', async () => {
    const { form, signUp, router } = await openSignup(['/signup']);

    await signUp('Someone', 'taken@example.com', 'long-enough');

    expect(await form.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      'An account with this email already exists. Log in instead.',
    );
    expect(router.state.location.pathname).toBe('/signup');
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it("shows the shop's own words when it cannot use the address, and leaves the visitor signed out", async () => {
    server.use(http.post('*/jwt', () => errorResponse(422, UNUSABLE_ADDRESS)));
    const { form, signUp, router } = await openSignup(['/signup']);

    await signUp('José', 'jose@example.com', 'long-enough');

    expect(await form.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(UNUSABLE_ADDRESS);
    expect(router.state.location.pathname).toBe('/signup');
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('sends the link that proves the address', async () => {
    const { signUp } = await openSignup(['/signup']);

    await signUp('Linus Torvalds', 'linus@example.com', 'penguins-42');

    await waitFor(() =>
      expect(firebase.links).toEqual([{ requestType: 'VERIFY_EMAIL', email: 'linus@example.com' }]),
    );
  });

  it('refuses a name of only spaces and creates no account; a name is sent without the spaces around it', async () => {
    const { form, signUp } = await openSignup(['/signup']);

    await signUp('    ', 'linus@example.com', 'penguins-42');

    expect(await form.findByRole('alert')).toHaveTextContent('Name is required');
    expect(form.getByLabelText(/^Name/, { selector: 'input' })).toHaveFocus();
    expect(firebase.account('linus@example.com')).toBeUndefined();

    await enterText(form.getByLabelText(/^Name/, { selector: 'input' }), 'Linus Torvalds  ');
    await userEvent.click(form.getByRole('button', { name: 'Sign up' }));

    expect(
      await screen.findByText('Account creation successfully done!', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(firebase.account('linus@example.com')?.displayName).toBe('Linus Torvalds');
    expect(registrations).toEqual([{ name: 'Linus Torvalds' }]);
  });

  it('says when the password is too weak', async () => {
    const { form, signUp } = await openSignup(['/signup']);

    await signUp('Someone', 'new@example.com', '123');

    expect(await form.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      'This password is too weak. Use at least 6 characters.',
    );
  });

  it('opens the login modal from its Login link', async () => {
    await openSignup(['/signup']);

    // The page's own Login link, after the header's Login button.
    await userEvent.click(screen.getAllByRole('button', { name: 'Login' }).at(-1)!);

    const modal = await screen.findByRole('dialog', { name: 'Please Login!' });
    expect(within(modal).getByRole('form', { name: 'Login' })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
