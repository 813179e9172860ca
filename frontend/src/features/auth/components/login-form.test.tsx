import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@/test/enter-text';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getCreateTokenMockHandler } from '@/api/generated/auth/auth.msw';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getListPaymentsMockHandler } from '@/api/generated/payments/payments.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import { createTestFirebaseSession, createFirebaseAuthFake } from '@/test/firebase-auth-fake';
import { shopAccountEmailHandlers } from '@/test/shop-account-email-handlers';
import { FIRST_LOAD, createTestQueryClient, renderApp } from '@/test/render';
import { errorResponse } from '@/test/error-response';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const UNUSABLE_ADDRESS =
  "This shop cannot use your account's e-mail address: sign in with an address of the usual form.";

const server = setupServer(getListCategoriesMockHandler([]), getGetShopMockHandler(sampleShop));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let firebase: ReturnType<typeof createFirebaseAuthFake>;
let signInAttempts: number;
let registrations: unknown[];

beforeEach(() => {
  firebase = createFirebaseAuthFake();
  firebase.addPasswordAccount('ada@example.com', 'correct-horse', 'Ada Lovelace');
  signInAttempts = 0;
  registrations = [];
  server.use(
    ...firebase.handlers,
    getCreateTokenMockHandler({ token: 'shop-token-for-ada', expiresIn: 600 }),
    ...shopAccountEmailHandlers(firebase, { exchanges: [] }),
    getRegisterUserMockHandler(async ({ request }) => {
      registrations.push(await request.json());
      return {
        _id: '1',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        emailVerified: true,
        role: 'customer',
      };
    }),
    getGetAdminStatusMockHandler(CUSTOMER_STATUS),
    getListMenuItemsMockHandler([]),
    getListCartLinesMockHandler([]),
    getListPaymentsMockHandler([]),
  );
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('accounts:signInWithPassword')) signInAttempts += 1;
  });
});
afterEach(() => server.events.removeAllListeners());

const openLogin = async (history: string[]) => {
  const queryClient = createTestQueryClient();
  const rendered = renderApp(history, {
    session: createTestFirebaseSession(queryClient),
    queryClient,
  });
  const form = await screen.findByRole('form', { name: 'Login' }, FIRST_LOAD);
  return { ...rendered, form: within(form) };
};

const fillIn = async (
  form: Awaited<ReturnType<typeof openLogin>>['form'],
  email: string,
  password: string,
) => {
  if (email) await enterText(form.getByLabelText(/^Email/, { selector: 'input' }), email);
  if (password) await enterText(form.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.click(form.getByRole('button', { name: 'Login' }));
};

describe('the login page', () => {
  it('is titled Please Login! and links to signup and back home', async () => {
    await openLogin(['/login']);

    expect(screen.getByRole('heading', { name: 'Please Login!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signup Now' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Close and go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    // Enabled once the sign-in provider has loaded for the open form.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
    );
    expect(
      screen.getByRole('button', { name: 'Continue with GitHub (not available yet)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('button', { name: 'Continue with Facebook (not available yet)' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('needs an email address and a password before asking the provider', async () => {
    const { form } = await openLogin(['/login']);

    await fillIn(form, '', '');
    await fillIn(form, 'not-an-email', 'whatever');

    expect(form.getByLabelText(/^Email/, { selector: 'input' })).toBeInvalid();
    expect(form.getByLabelText(/^Email/, { selector: 'input' })).toHaveAttribute('type', 'email');
    expect(form.getByLabelText(/^Password/, { selector: 'input' })).toBeRequired();
    expect(signInAttempts).toBe(0);
  });

  it('shows the same single error line for a wrong password and for an unknown email', async () => {
    const { form, router } = await openLogin(['/login']);

    await fillIn(form, 'ada@example.com', 'wrong-password');
    expect(await form.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      /^Provide a correct email and password$/,
    );

    await userEvent.clear(form.getByLabelText(/^Email/, { selector: 'input' }));
    await userEvent.clear(form.getByLabelText(/^Password/, { selector: 'input' }));
    await fillIn(form, 'nobody@example.com', 'whatever');
    await waitFor(() => expect(signInAttempts).toBe(2));
    expect(form.getAllByRole('alert')).toHaveLength(1);
    expect(form.getByRole('alert')).toHaveTextContent(/^Provide a correct email and password$/);

    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it('signs in, says so, stores the shop token and goes back to the page the user came from, replacing /login', async () => {
    const { form, router, history } = await openLogin(['/menu', '/login?redirect=%2Forder']);

    await fillIn(form, 'ada@example.com', 'correct-horse');

    expect(await screen.findByText('Login successfull', {}, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/order'));
    expect(await screen.findByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
    expect(localStorage.getItem('access-token')).toBe('shop-token-for-ada');
    expect(registrations).toEqual([{ name: 'Ada Lovelace' }]);

    history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu'));
  });

  it("shows the shop's own words when it cannot use the account's address, and stays signed out", async () => {
    server.use(http.post('*/jwt', () => errorResponse(422, UNUSABLE_ADDRESS)));
    const { form, router } = await openLogin(['/login']);

    await fillIn(form, 'ada@example.com', 'correct-horse');

    expect(await form.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(UNUSABLE_ADDRESS);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Login successfull')).toBeNull();
    expect(localStorage.getItem('access-token')).toBeNull();
    // The header offers to log in: nobody is signed in.
    expect(screen.getAllByRole('button', { name: 'Login' })).toHaveLength(2);
  });

  it('goes to the home page when there is no page to go back to, or it is on another site', async () => {
    const { form, router } = await openLogin(['/login?redirect=https%3A%2F%2Fevil.example%2F']);

    await fillIn(form, 'ada@example.com', 'correct-horse');

    await waitFor(() => expect(router.state.location.href).toBe('/'));
  });

  it('has the shop mail a password reset link to the typed address', async () => {
    const { form } = await openLogin(['/login']);
    await userEvent.click(form.getByRole('button', { name: 'Forgot password?' }));
    expect(form.getByRole('status')).toHaveTextContent('Type your email above first');

    await enterText(form.getByLabelText(/^Email/, { selector: 'input' }), 'ada@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Forgot password?' }));

    expect(
      await form.findByText(
        'If an account uses this address, we sent it a link to choose a new password.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(firebase.links).toEqual([{ requestType: 'PASSWORD_RESET', email: 'ada@example.com' }]);
  });

  it('answers the same sentence, after the same wait, whether or not an account uses the address', async () => {
    const { form } = await openLogin(['/login']);
    const askForALink = async (email: string) => {
      const field = form.getByLabelText(/^Email/, { selector: 'input' });
      await userEvent.clear(field);
      await enterText(field, email);
      const asked = performance.now();
      await userEvent.click(form.getByRole('button', { name: 'Forgot password?' }));
      await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(/\S/), FIRST_LOAD);
      return { said: form.getByRole('status').textContent, after: performance.now() - asked };
    };

    const known = await askForALink('ada@example.com');
    const unknown = await askForALink('nobody@example.com');

    expect(unknown.said).toBe(known.said);
    expect(known.said).toBe(
      'If an account uses this address, we sent it a link to choose a new password.',
    );
    expect(known.after).toBeGreaterThanOrEqual(1150);
    expect(unknown.after).toBeGreaterThanOrEqual(1150);
  });

  it('still says so when the link cannot be sent for want of a connection', async () => {
    server.use(http.post('*/auth/password-reset-email', () => HttpResponse.error()));
    const { form } = await openLogin(['/login']);

    await enterText(form.getByLabelText(/^Email/, { selector: 'input' }), 'ada@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Forgot password?' }));

    expect(
      await form.findByText(
        'We could not reach the shop. Check your connection and try again.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
  });

  it('signs in with the local test Google account on the emulator', async () => {
    const { router } = await openLogin(['/login?redirect=%2Fupdate-profile']);

    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Local test sign-in with Google' }),
    );
    await enterText(dialog.getByLabelText('Google email', { exact: false }), 'grace@example.com');
    await enterText(dialog.getByLabelText('Name on the Google account'), 'Grace Hopper');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in as this Google account' }));

    expect(await screen.findByText('Login successfull!', {}, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-profile'));
    expect(registrations).toEqual([{ name: 'Grace Hopper' }]);
  });
});
