import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@/test/enter-text';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { createInMemoryAuthSession } from '@/test/auth-in-memory-session';
import { renderComponent } from '@/test/render';
import { sampleAccounts, sampleUser } from '@/test/with-auth-session';
import { AccountControl } from './account-control';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer(getGetAdminStatusMockHandler(CUSTOMER_STATUS));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the header's account corner", () => {
  it('offers a Login button whose modal signs in and leaves the user on the page they were on', async () => {
    const session = createInMemoryAuthSession({ user: null, accounts: sampleAccounts });
    const { router } = renderComponent(<AccountControl />, { session, path: '/menu' });

    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Please Login!' }));
    await enterText(modal.getByLabelText(/^Email/, { selector: 'input' }), 'ada@example.com');
    await enterText(modal.getByLabelText(/^Password/, { selector: 'input' }), 'correct-horse');
    await userEvent.click(modal.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successfull')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Open the account menu of ada@example.com' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/menu');
  });

  it('shows the user menu to a signed-in user', async () => {
    renderComponent(<AccountControl />, {
      session: createInMemoryAuthSession({ user: sampleUser }),
    });

    expect(
      await screen.findByRole('button', { name: 'Open the account menu of Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
