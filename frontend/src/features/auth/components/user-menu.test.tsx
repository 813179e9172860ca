import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { createInMemoryAuthSession } from '@/test/auth-in-memory-session';
import type { AuthUser } from '@/lib/auth/auth-session';
import { renderComponent } from '@/test/render';
import { avatarPlaceholder } from '@/components/user-avatar';
import { UserMenu } from './user-menu';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer(getGetAdminStatusMockHandler(CUSTOMER_STATUS));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ada: AuthUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  emailVerified: true,
  signInMethods: ['password'],
  displayName: 'Ada Lovelace',
  photoURL: 'https://images.example/ada.png',
};

const openMenu = async (user: AuthUser, path = '/menu') => {
  const session = createInMemoryAuthSession({ user });
  const rendered = renderComponent(<UserMenu />, { session, path });
  const avatar = await screen.findByRole('button', {
    name: `Open the account menu of ${user.displayName ?? user.email}`,
  });
  return { ...rendered, session, avatar };
};

describe('the user menu', () => {
  it("shows the user's photo and opens a drawer with Profile, Order, My bookings, Setting, Dashboard and Logout", async () => {
    const { avatar } = await openMenu(ada);
    expect(avatar.querySelector('img')).toHaveAttribute('src', ada.photoURL);

    await userEvent.click(avatar);

    const drawer = within(await screen.findByRole('dialog', { name: 'Your account' }));
    expect(drawer.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(drawer.getByText('ada@example.com')).toBeInTheDocument();
    const items = within(drawer.getByRole('navigation', { name: 'Account' }));
    expect(items.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/update-profile');
    expect(items.getByRole('link', { name: 'Order' })).toHaveAttribute('href', '/order');
    expect(items.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(items.getByRole('button', { name: /^Setting/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(items.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(items.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it('shows the placeholder picture for a user without a photo', async () => {
    const { avatar } = await openMenu({ ...ada, photoURL: null, displayName: null });
    expect(avatar).toHaveAccessibleName('Open the account menu of ada@example.com');
    expect(avatar.querySelector('img')).toHaveAttribute('src', avatarPlaceholder);
  });

  it('goes to the chosen page and closes', async () => {
    const { avatar, router } = await openMenu(ada);
    await userEvent.click(avatar);

    await userEvent.click(await screen.findByRole('link', { name: 'Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/update-profile'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logs out and goes to the home page', async () => {
    const { avatar, router, session } = await openMenu(ada, '/order');
    await userEvent.click(avatar);

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(session.getSnapshot().status).toBe('signed-out'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: /Open the account menu/ })).not.toBeInTheDocument();
  });
});
