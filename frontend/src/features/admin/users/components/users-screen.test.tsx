import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import type { User } from '@/api/generated/model';
import { getGetOverviewMockHandler } from '@/api/generated/orders/orders.msw';
import {
  getDeleteUserMockHandler,
  getDemoteUserMockHandler,
  getGetAdminStatusMockHandler,
  getListUsersMockHandler,
  getPromoteUserMockHandler,
} from '@/api/generated/users/users.msw';
import { sampleOverview, sampleUsers } from '@/features/admin/shared/components/admin-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { errorResponse } from '@/test/error-response';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The users as the server keeps them; the handlers change them like the real API. */
let users: User[];
const byId = (id: unknown) => users.find((user) => user._id === id)!;

beforeEach(() => {
  users = structuredClone(sampleUsers);
  server.use(
    getGetAdminStatusMockHandler({ admin: true }),
    getListUsersMockHandler(() => users),
    getPromoteUserMockHandler(({ params }) =>
      Object.assign(byId(params.user), { role: 'admin' as const }),
    ),
    getDemoteUserMockHandler(({ params }) =>
      Object.assign(byId(params.user), { role: 'customer' as const }),
    ),
    getDeleteUserMockHandler(({ params }) => {
      users = users.filter((user) => user._id !== params.id);
      return { message: 'Removed.' };
    }),
  );
});

const row = (name: string) => screen.getByRole('row', { name });

async function openUsers() {
  renderApp('/dashboard/users', { user: sampleUser });
  await screen.findByRole('table', { name: 'All users' }, FIRST_LOAD);
}

describe('All Users', () => {
  it('opens with the users read already, without a loading step', async () => {
    renderApp('/dashboard/users', { user: sampleUser });
    await screen.findByRole('heading', { name: 'All Users' }, FIRST_LOAD);

    expect(screen.queryByRole('status', { name: 'Loading the users' })).toBeNull();
    expect(screen.getByRole('table', { name: 'All users' })).toBeInTheDocument();
  });

  it('lists every user with name, email and role', async () => {
    await openUsers();
    expect(screen.getByText('Total users: 4')).toBeInTheDocument();
    expect(row('Linus Torvalds')).toHaveTextContent('linus@example.com');
    expect(within(row('Grace Hopper')).getByText('Admin')).toBeInTheDocument();
    expect(
      within(row('Linus Torvalds')).getByRole('button', { name: 'Make admin: Linus Torvalds' }),
    ).toBeEnabled();
  });

  it('marks a user whose address is not verified, and keeps them from being made an administrator', async () => {
    await openUsers();
    const margaret = row('Margaret Hamilton');
    expect(within(margaret).getByText('unverified')).toBeInTheDocument();
    expect(within(row('Linus Torvalds')).queryByText('unverified')).toBeNull();
    const promote = within(margaret).getByRole('button', {
      name: 'Make admin: Margaret Hamilton',
    });
    expect(promote).toBeDisabled();
    expect(promote).toHaveAccessibleDescription(
      'Only an account that has proven its address can be made an administrator.',
    );
  });

  it("shows the server's refusal to promote an address that is not verified", async () => {
    server.use(
      http.patch('*/users/admin/:user', () =>
        errorResponse(409, 'Only a verified address can be made an administrator.'),
      ),
    );
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Make admin: Linus Torvalds' }));

    expect(
      await screen.findByText('Only a verified address can be made an administrator.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(row('Linus Torvalds')).getByRole('button', { name: 'Make admin: Linus Torvalds' }),
      ).toBeEnabled(),
    );
  });

  it('promotes a customer and says so', async () => {
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Make admin: Linus Torvalds' }));

    expect(await screen.findByText('Linus Torvalds is now admin')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row('Linus Torvalds')).getByText('Admin')).toBeInTheDocument(),
    );
  });

  it('demotes another administrator', async () => {
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Demote Grace Hopper' }));

    expect(await screen.findByText('Grace Hopper is no longer an admin')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Make admin: Grace Hopper' })).toBeInTheDocument(),
    );
  });

  it('removes a user after the confirmation dialog, which says their personal data is erased', async () => {
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Margaret Hamilton' }));

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    expect(dialog).toHaveTextContent('their orders keep only their dishes and amounts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    expect(
      await screen.findByText('Margaret Hamilton is removed from database'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: 'Margaret Hamilton' })).toBeNull(),
    );
  });

  it('keeps a user when the dialog is cancelled', async () => {
    let removals = 0;
    server.use(
      http.delete('*/users/:id', () => {
        removals += 1;
        return HttpResponse.json({ message: 'x' });
      }),
    );
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Linus Torvalds' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removals).toBe(0);
    expect(row('Linus Torvalds')).toBeInTheDocument();
  });

  it('does not let an administrator demote or remove themself, and says why', async () => {
    await openUsers();
    const me = row('Ada Lovelace');
    expect(within(me).getByRole('button', { name: 'Demote Ada Lovelace' })).toBeDisabled();
    expect(within(me).getByRole('button', { name: 'Remove Ada Lovelace' })).toBeDisabled();
    expect(
      within(me).getByRole('button', { name: 'Remove Ada Lovelace' }),
    ).toHaveAccessibleDescription(
      'You cannot demote or remove yourself; another administrator can.',
    );
  });

  it('does not let the last administrator be demoted or removed, and says why', async () => {
    users = users.map((user) =>
      user.email === 'grace@example.com' ? user : { ...user, role: 'customer' },
    );
    // Ada is a customer now in the list but still looks at it, as after another admin demoted her.
    await openUsers();
    const grace = row('Grace Hopper');
    expect(within(grace).getByRole('button', { name: 'Demote Grace Hopper' })).toBeDisabled();
    expect(
      within(grace).getByRole('button', { name: 'Remove Grace Hopper' }),
    ).toHaveAccessibleDescription(
      'The last administrator cannot be demoted or removed: make someone else an admin first.',
    );
  });

  it("shows the server's refusal when a change cannot be made", async () => {
    server.use(
      http.delete('*/users/admin/:user', () =>
        errorResponse(409, 'The last administrator cannot be demoted.'),
      ),
    );
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Demote Grace Hopper' }));

    expect(
      await screen.findByText('The last administrator cannot be demoted.'),
    ).toBeInTheDocument();
    expect(within(row('Grace Hopper')).getByText('Admin')).toBeInTheDocument();
  });
});

describe('the overview', () => {
  it("shows the server's figures for today and this week", async () => {
    server.use(getGetOverviewMockHandler(sampleOverview));
    renderApp('/dashboard', { user: sampleUser });

    const revenueToday = await screen.findByRole('region', { name: 'Revenue today' }, FIRST_LOAD);
    expect(revenueToday).toHaveTextContent('$86.50');
    expect(revenueToday).toHaveTextContent('Charged, less refunds');
    // Cards only held are no revenue: they are shown apart.
    const held = screen.getByRole('region', { name: 'Awaiting acceptance today' });
    expect(held).toHaveTextContent('$41.75');
    expect(held).toHaveTextContent('2 orders: cards held, not charged until accepted');
    expect(screen.getByRole('region', { name: 'Revenue this week' })).toHaveTextContent('$742.25');
    expect(screen.getByRole('region', { name: 'Orders this week' })).toHaveTextContent('31');
    expect(screen.getByRole('region', { name: 'Pending orders' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Users' })).toHaveTextContent('128');
  });

  it('says when the figures cannot be read', async () => {
    server.use(http.get('*/overview', () => errorResponse(500, 'The shop could not count.')));
    renderApp('/dashboard', { user: sampleUser });

    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not count.');
  });
});

describe('the dashboard for a customer', () => {
  it.each(['/dashboard', '/dashboard/users', '/dashboard/orders?status=ready'])(
    "at %s says the area is for the restaurant's staff, inside the shop's header and footer with the way back, and asks the server for no admin data",
    async (address) => {
      const adminCalls: string[] = [];
      server.use(
        getGetAdminStatusMockHandler({ admin: false }),
        // The storefront's header shows the customer's own cart.
        getListCartLinesMockHandler([]),
        http.all('*/api/*', ({ request }) => {
          adminCalls.push(`${request.method} ${new URL(request.url).pathname}`);
          return errorResponse(403, 'No.');
        }),
      );
      renderApp(address, { user: sampleUser });

      expect(
        await screen.findByRole(
          'heading',
          { name: "This area is for the restaurant's staff" },
          FIRST_LOAD,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.queryByRole('form', { name: 'Login' })).toBeNull();
      expect(screen.queryByRole('table')).toBeNull();
      expect(adminCalls).toEqual([]);
    },
  );
});
