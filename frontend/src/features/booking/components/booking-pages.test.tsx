import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getGetBookingRulesMockHandler,
  getListMyBookingsMockHandler,
} from '@/api/generated/bookings/bookings.msw';
import type { Booking } from '@/api/generated/model';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import {
  cancelledBooking,
  confirmedBooking,
  sampleBookingRules,
  waitingBooking,
} from '@/test/fixtures/booking-fixtures';
import { errorResponse } from '@/test/error-response';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { sampleUser } from '@/test/with-auth-session';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const TOKEN = 'token-of-the-e-mail';
// Far enough ahead that the booking is still to come whenever the test runs.
const LATER = { startsAt: '2099-06-12T18:00:00.000Z', endsAt: '2099-06-12T20:00:00.000Z' };

const server = setupServer(
  getListCategoriesMockHandler(sampleCategories),
  getGetShopMockHandler(sampleShop),
  getGetBookingRulesMockHandler(sampleBookingRules),
  getGetAdminStatusMockHandler(CUSTOMER_STATUS),
  getListCartLinesMockHandler([]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The shop's booking as the link's token opens it; anyone else finds nothing, as the contract says. */
function bookingBehindToken(start: Booking) {
  let booking = start;
  const withToken =
    (answer: () => Response) =>
    ({ request }: { request: Request }) =>
      request.headers.get('X-Booking-Token') === TOKEN
        ? answer()
        : errorResponse(404, 'No such booking.');
  server.use(
    http.get(
      '*/bookings/:id',
      withToken(() => HttpResponse.json(booking)),
    ),
    http.post(
      '*/bookings/:id/confirm',
      withToken(() =>
        HttpResponse.json((booking = { ...booking, status: 'confirmed', confirmBy: null })),
      ),
    ),
    http.post(
      '*/bookings/:id/cancel',
      withToken(() =>
        HttpResponse.json((booking = { ...booking, status: 'cancelled', canChange: false })),
      ),
    ),
  );
}

describe('the booking pages', () => {
  it("confirms a booking from its e-mail's link with a press, never by opening it", async () => {
    bookingBehindToken({ ...waitingBooking, ...LATER });
    renderApp(`/booking/manage?booking=${waitingBooking.id}&token=${TOKEN}`);

    // A link scanner opens the page: nothing is confirmed until someone presses the button.
    const press = await screen.findByRole('button', { name: 'Confirm my booking' }, FIRST_LOAD);
    expect(screen.queryByText('Your booking is confirmed')).toBeNull();
    expect(screen.getByText('Your table is held until you confirm')).toBeVisible();
    await userEvent.click(press);
    expect(
      await screen.findByText('Your booking is confirmed', undefined, FIRST_LOAD),
    ).toBeVisible();
    expect(screen.getByText('Confirmed')).toBeVisible();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('K7Q2XM');
  });

  it('lets the guest cancel from the link after asking', async () => {
    bookingBehindToken({ ...confirmedBooking, ...LATER });
    renderApp(`/booking/manage?booking=${confirmedBooking.id}&token=${TOKEN}`);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel booking K7Q2XM' }, FIRST_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(/This booking was cancelled/)).toBeVisible();
    expect(screen.getByText('Cancelled')).toBeVisible();
  });

  it('says a link without its token is incomplete, and asks the shop nothing', async () => {
    renderApp(`/booking/manage?booking=${confirmedBooking.id}`);

    expect(await screen.findByRole('alert', undefined, FIRST_LOAD)).toHaveTextContent(
      'This link is incomplete',
    );
  });

  it('sends a signed-out visitor from My bookings to sign up, remembering the page', async () => {
    const { address } = renderApp('/bookings');

    expect(await screen.findByRole('heading', { level: 1 }, FIRST_LOAD)).toBeVisible();
    expect(address()).toBe('/signup?redirect=%2Fbookings');
  });

  it("lists a signed-in customer's bookings to come and past, each with its cancel", async () => {
    server.use(
      getListMyBookingsMockHandler({
        upcoming: [{ ...confirmedBooking, ...LATER }],
        past: [cancelledBooking],
      }),
    );
    renderApp('/bookings', { user: sampleUser });

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' }, FIRST_LOAD);
    expect(within(upcoming).getByRole('button', { name: 'Cancel booking K7Q2XM' })).toBeEnabled();
    const past = screen.getByRole('region', { name: 'Past and cancelled' });
    expect(within(past).getByText(/was cancelled/)).toBeVisible();
  });
});
