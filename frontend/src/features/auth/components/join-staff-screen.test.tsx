import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import type { StaffInvitationAcceptance } from '@/api/generated/model';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { errorResponse } from '@/test/error-response';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { CUSTOMER_STATUS, KITCHEN_STATUS } from '@/test/fixtures/staff-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';

const SECRET = 'aB3_-'.repeat(8) + 'xyz';

/** What the shop was sent, and whether it now counts Ada as staff. */
let accepted: StaffInvitationAcceptance[];
let joined: boolean;

const server = setupServer(
  getListCategoriesMockHandler(sampleCategories),
  getListCartLinesMockHandler([]),
  getGetAdminStatusMockHandler(() => (joined ? KITCHEN_STATUS : CUSTOMER_STATUS)),
  http.post('*/staff-invitations/acceptance', async ({ request }) => {
    accepted.push((await request.json()) as StaffInvitationAcceptance);
    joined = true;
    return HttpResponse.json({
      _id: '00000001-0000-4000-8000-000000000000',
      name: 'Ada',
      email: sampleUser.email,
      emailVerified: true,
      role: 'kitchen',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  accepted = [];
  joined = false;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the invitation's page", () => {
  it('joins the team with the link in one press, then opens the dashboard in the role', async () => {
    renderApp(`/join?invitation=${SECRET}`, { user: sampleUser });
    const join = await screen.findByRole('button', { name: 'Join the team' }, FIRST_LOAD);
    expect(screen.getByText(sampleUser.email!)).toBeInTheDocument();

    await userEvent.click(join);
    expect(await screen.findByRole('heading', { name: 'Welcome to the team' })).toBeInTheDocument();
    expect(accepted).toEqual([{ invitation: SECRET }]);
    await userEvent.click(screen.getByRole('link', { name: 'Open the dashboard' }));
    // The kitchen's role: its screen is offered, the owner's overview is not.
    expect(
      await screen.findByRole('heading', { name: 'Not part of your role' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Kitchen' }),
    ).toBeInTheDocument();
  });

  it("says the shop's reason when the link does not join, and joins nobody", async () => {
    server.use(
      http.post('*/staff-invitations/acceptance', () =>
        errorResponse(
          403,
          'This invitation was sent to another address: sign in with the address it was sent to.',
        ),
      ),
    );
    renderApp(`/join?invitation=${SECRET}`, { user: sampleUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the team' }, FIRST_LOAD));

    expect(await screen.findByRole('alert', { name: 'You have not joined' })).toHaveTextContent(
      'sent to another address',
    );
    expect(screen.getByRole('button', { name: 'Join the team' })).toBeEnabled();
  });

  it('says a link cut short is not complete, and sends nothing', async () => {
    renderApp('/join?invitation=too-short', { user: sampleUser });

    expect(
      await screen.findByRole('alert', { name: 'This link is not complete' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
    expect(accepted).toEqual([]);
  });
});
