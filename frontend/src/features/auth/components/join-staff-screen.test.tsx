import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import type { StaffInvitationAcceptance } from '@/api/generated/model';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getListKitchenOrdersMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
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
  // The kitchen's screen, where a cook's dashboard opens.
  getGetShopMockHandler(sampleShop),
  getListKitchenOrdersMockHandler([]),
  http.get(
    '*/events',
    () =>
      new HttpResponse(': nothing yet\n\n', { headers: { 'Content-Type': 'text/event-stream' } }),
  ),
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
    const shop = renderApp(`/join?invitation=${SECRET}`, { user: sampleUser });
    const join = await screen.findByRole('button', { name: 'Join the team' }, FIRST_LOAD);
    expect(screen.getByText(sampleUser.email!)).toBeInTheDocument();

    await userEvent.click(join);
    expect(await screen.findByRole('heading', { name: 'Welcome to the team' })).toBeInTheDocument();
    expect(accepted).toEqual([{ invitation: SECRET }]);
    await userEvent.click(screen.getByRole('link', { name: 'Open the dashboard' }));
    // The kitchen's role opens on the kitchen's screen, not the owner's overview.
    await waitFor(() => expect(shop.address()).toBe('/dashboard/kitchen'), FIRST_LOAD);
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' }, FIRST_LOAD);
    expect(within(sidebar).getByRole('link', { name: 'Kitchen' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'Dashboard' })).toBeNull();
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
