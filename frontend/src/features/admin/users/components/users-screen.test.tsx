import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import type {
  StaffInvitation,
  StaffInvitationRequest,
  StaffRoleChange,
  User,
} from '@/api/generated/model';
import {
  getInviteStaffMockHandler,
  getListStaffInvitationsMockHandler,
  getWithdrawStaffInvitationMockHandler,
} from '@/api/generated/staff-invitations-staff/staff-invitations-staff.msw';
import { getGetOverviewMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import {
  getDeleteUserMockHandler,
  getDemoteUserMockHandler,
  getListUsersMockHandler,
  getPromoteUserMockHandler,
} from '@/api/generated/users-staff/users-staff.msw';
import { sampleOverview, sampleUsers } from '@/features/admin/shared/components/admin-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { errorResponse } from '@/test/error-response';
import { CUSTOMER_STATUS, KITCHEN_STATUS, OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The users as the server keeps them; the handlers change them like the real API. */
let users: User[];
/** The invitations that wait, as the server keeps them. */
let invitations: StaffInvitation[];
const byId = (id: unknown) => users.find((user) => user._id === id)!;

beforeEach(() => {
  users = structuredClone(sampleUsers);
  invitations = [];
  server.use(
    getListStaffInvitationsMockHandler(() => invitations),
    getInviteStaffMockHandler(async ({ request }) => {
      const { email, role } = (await request.json()) as StaffInvitationRequest;
      const invitation = {
        _id: `0000000${invitations.length + 1}-0000-4000-8000-000000000000`,
        email,
        role,
        invitedBy: 'Ada Lovelace',
        createdAt: '2026-11-30T10:00:00.000Z',
        expiresAt: '2026-12-07T10:00:00.000Z',
      };
      invitations = [invitation, ...invitations];
      return invitation;
    }),
    getWithdrawStaffInvitationMockHandler(({ params }) => {
      invitations = invitations.filter((invitation) => invitation._id !== params.id);
      return { message: 'The invitation is withdrawn.' };
    }),
    getGetAdminStatusMockHandler(OWNER_STATUS),
    getListUsersMockHandler(() => users),
    getPromoteUserMockHandler(async ({ params, request }) =>
      Object.assign(byId(params.user), { role: ((await request.json()) as StaffRoleChange).role }),
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
const roleOf = (name: string) =>
  within(row(name)).getByRole('combobox', { name: `Role of ${name}` });

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
    expect(roleOf('Grace Hopper')).toHaveValue('manager');
    expect(roleOf('Linus Torvalds')).toHaveValue('customer');
    expect(roleOf('Linus Torvalds')).toBeEnabled();
    // The owner looking cannot change her own role.
    expect(roleOf('Ada Lovelace')).toBeDisabled();
  });

  it('marks a user whose address is not verified, and keeps them off the staff', async () => {
    await openUsers();
    const margaret = row('Margaret Hamilton');
    expect(within(margaret).getByText('unverified')).toBeInTheDocument();
    expect(within(row('Linus Torvalds')).queryByText('unverified')).toBeNull();
    expect(roleOf('Margaret Hamilton')).toBeDisabled();
    expect(roleOf('Margaret Hamilton')).toHaveAccessibleDescription(
      'Only an account that has proven its address can join the staff.',
    );
  });

  it("shows the server's refusal to give a role", async () => {
    server.use(
      http.patch('*/users/admin/:user', () =>
        errorResponse(409, 'Only a verified address can join the staff.'),
      ),
    );
    await openUsers();
    await userEvent.selectOptions(roleOf('Linus Torvalds'), 'kitchen');

    expect(
      await screen.findByText('Only a verified address can join the staff.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(roleOf('Linus Torvalds')).toBeEnabled());
    expect(roleOf('Linus Torvalds')).toHaveValue('customer');
  });

  it('gives a customer a role on the staff and says so', async () => {
    await openUsers();
    await userEvent.selectOptions(roleOf('Linus Torvalds'), 'kitchen');

    expect(
      await screen.findByText('Linus Torvalds is now on the staff as Kitchen'),
    ).toBeInTheDocument();
    await waitFor(() => expect(roleOf('Linus Torvalds')).toHaveValue('kitchen'));
  });

  it('takes a member of staff off it', async () => {
    await openUsers();
    await userEvent.selectOptions(roleOf('Grace Hopper'), 'customer');

    expect(await screen.findByText('Grace Hopper is no longer on the staff')).toBeInTheDocument();
    await waitFor(() => expect(roleOf('Grace Hopper')).toHaveValue('customer'));
  });

  it('invites someone to the staff in a role, lists the invitation, and withdraws it', async () => {
    await openUsers();
    const form = await screen.findByRole('form', { name: 'Invite to the staff' });
    expect(screen.getByText('No invitation waits for an answer.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(
      within(form).getByText('Enter the e-mail address to send the invitation to.'),
    ).toBeInTheDocument();
    expect(invitations).toEqual([]);

    await userEvent.type(within(form).getByLabelText('E-mail address'), ' Cook@Example.com ');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'host');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('The invitation is on its way to cook@example.com'),
    ).toBeInTheDocument();
    expect(invitations.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'cook@example.com', role: 'host' },
    ]);
    const waiting = await screen.findByRole('listitem', { name: 'cook@example.com' });
    expect(waiting).toHaveTextContent('Host, the link works until');
    expect(within(form).getByLabelText('E-mail address')).toHaveValue('');

    await userEvent.click(
      within(waiting).getByRole('button', { name: 'Withdraw the invitation to cook@example.com' }),
    );
    expect(await screen.findByText('The invitation is withdrawn')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'cook@example.com' })).toBeNull(),
    );
  });

  it('shows a manager each role, and no way to change one', async () => {
    server.use(
      getGetAdminStatusMockHandler({
        ...OWNER_STATUS,
        role: 'manager',
        permissions: OWNER_STATUS.permissions.filter((permission) => permission !== 'staff.manage'),
      }),
    );
    await openUsers();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(within(row('Ada Lovelace')).getByText('Owner')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite to the staff' })).toBeNull();
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

  it('shows a cook their own screens only: All Users is not part of the role, and asks the server nothing', async () => {
    let listed = 0;
    server.use(
      getGetAdminStatusMockHandler(KITCHEN_STATUS),
      http.get('*/users', () => {
        listed++;
        return HttpResponse.json(users);
      }),
    );
    renderApp('/dashboard/users', { user: sampleUser });

    expect(
      await screen.findByRole('heading', { name: 'Not part of your role' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your role in the shop is Kitchen/)).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).queryByRole('link', { name: 'All Users' })).toBeNull();
    expect(within(sidebar).queryByRole('link', { name: 'Ordering' })).toBeNull();
    expect(within(sidebar).getByRole('link', { name: 'Kitchen' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Manage Items' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'All users' })).toBeNull();
    expect(listed).toBe(0);
  });

  it('does not let the owner change her own role or remove herself, and says why', async () => {
    await openUsers();
    const me = row('Ada Lovelace');
    expect(roleOf('Ada Lovelace')).toBeDisabled();
    expect(within(me).getByRole('button', { name: 'Remove Ada Lovelace' })).toBeDisabled();
    expect(
      within(me).getByRole('button', { name: 'Remove Ada Lovelace' }),
    ).toHaveAccessibleDescription(
      'You cannot change your own role or remove yourself; another owner can.',
    );
  });

  it('does not let the last owner lose the role or be removed, and says why', async () => {
    users = users.map((user) =>
      user.email === 'grace@example.com'
        ? { ...user, role: 'owner' }
        : { ...user, role: 'customer' },
    );
    // Ada is a customer now in the list but still looks at it, as after another owner changed her role.
    await openUsers();
    const grace = row('Grace Hopper');
    expect(roleOf('Grace Hopper')).toBeDisabled();
    expect(
      within(grace).getByRole('button', { name: 'Remove Grace Hopper' }),
    ).toHaveAccessibleDescription(
      'The last owner keeps their role and account: make someone else an owner first.',
    );
  });

  it("shows the server's refusal when a change cannot be made", async () => {
    server.use(
      http.delete('*/users/admin/:user', () =>
        errorResponse(409, 'The last owner cannot be given another role.'),
      ),
    );
    await openUsers();
    await userEvent.selectOptions(roleOf('Grace Hopper'), 'customer');

    expect(
      await screen.findByText('The last owner cannot be given another role.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(roleOf('Grace Hopper')).toHaveValue('manager'));
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
        getGetAdminStatusMockHandler(CUSTOMER_STATUS),
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
      // The footer's code comes after the page's (it loads when seen).
      expect(await screen.findByRole('contentinfo', {}, FIRST_LOAD)).toBeInTheDocument();
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
