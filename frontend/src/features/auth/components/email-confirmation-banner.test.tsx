import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import {
  claimsOf,
  createFirebaseAuthFake,
  createTestFirebaseSession,
} from '@/test/firebase-auth-fake';
import { FIRST_LOAD, createTestQueryClient, renderComponent } from '@/test/render';
import { shopAccountEmailHandlers } from '@/test/shop-account-email-handlers';
import { shopTokenHandler } from '@/test/shop-token-handler';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let firebase: ReturnType<typeof createFirebaseAuthFake>;
let exchanges: string[];
let accountEmails: { exchanges: string[]; limited?: boolean };

beforeEach(() => {
  firebase = createFirebaseAuthFake();
  exchanges = [];
  accountEmails = { exchanges };
  server.use(
    ...firebase.handlers,
    shopTokenHandler(firebase, { exchanges }),
    ...shopAccountEmailHandlers(firebase, accountEmails),
    getRegisterUserMockHandler(),
    getGetAdminStatusMockHandler(CUSTOMER_STATUS),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

/** A customer who just signed up, on a page of the shop. */
const newCustomerOnAPage = async () => {
  const queryClient = createTestQueryClient();
  const session = createTestFirebaseSession(queryClient);
  await session.whenResolved();
  await session.signUp({ name: 'Linus', email: 'linus@example.com', password: 'penguins-42' });
  renderComponent(<EmailConfirmationNotice />, { session, queryClient });
  const banner = await screen.findByRole(
    'status',
    { name: 'Confirm your e-mail address' },
    FIRST_LOAD,
  );
  return { session, banner: within(banner) };
};

const bannerGone = () =>
  waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Confirm your e-mail address' })).toBeNull(),
  );

describe('the banner asking a new customer to confirm their address', () => {
  it('names the address the link went to, and sends it again on request', async () => {
    const { banner } = await newCustomerOnAPage();
    expect(banner.getByText(/^Confirm your e-mail address: we sent a link to/)).toHaveTextContent(
      'Confirm your e-mail address: we sent a link to linus@example.com.',
    );

    await userEvent.click(banner.getByRole('button', { name: 'Resend the link' }));

    expect(await banner.findByText(/A new link is on its way/)).toBeInTheDocument();
    expect(firebase.links.filter(({ requestType }) => requestType === 'VERIFY_EMAIL')).toHaveLength(
      2,
    );
  });

  it('says when the shop will not send more links for now', async () => {
    const { banner } = await newCustomerOnAPage();
    accountEmails.limited = true;

    await userEvent.click(banner.getByRole('button', { name: 'Resend the link' }));

    expect(
      await banner.findByText(
        'Too many links were asked for in a row. Wait a few minutes, then try again.',
      ),
    ).toBeInTheDocument();
  });

  it('goes when the customer comes back to the tab after opening the link, and the shop is told', async () => {
    await newCustomerOnAPage();
    const exchangesBefore = exchanges.length;
    firebase.openLink('linus@example.com', 'VERIFY_EMAIL');

    window.dispatchEvent(new Event('focus'));

    await bannerGone();
    expect(await screen.findByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
    await waitFor(() => expect(exchanges.length).toBeGreaterThan(exchangesBefore));
    expect(claimsOf(exchanges.at(-1)!).email_verified).toBe(true);
  });

  it('goes within 15 seconds on a page left open, without a new sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    await newCustomerOnAPage();
    firebase.openLink('linus@example.com', 'VERIFY_EMAIL');

    await vi.advanceTimersByTimeAsync(14_000);
    expect(screen.getByRole('status', { name: 'Confirm your e-mail address' })).toBeVisible();
    await vi.advanceTimersByTimeAsync(1_000);

    await bannerGone();
  });

  it('is not shown for a Google account, whose address Google vouches for', async () => {
    const session = createTestFirebaseSession(createTestQueryClient());
    await session.whenResolved();
    await session.signInWithGoogle({ email: 'grace@example.com', name: 'Grace' });

    renderComponent(<EmailConfirmationNotice />, { session });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
