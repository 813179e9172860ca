import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListBookingTimesMockHandler } from '@/api/generated/bookings/bookings.msw';
import { getListBookingsOfDayMockHandler } from '@/api/generated/bookings-staff/bookings-staff.msw';
import type { Booking, BookingDay, BookingEvent } from '@/api/generated/model';
import { getGetOverviewMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { shopDay } from '@/lib/time/shop-time';
import { FIRST_LOAD, renderApp, renderComponent } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { BUSY_DATE, busyDay, busyEvening, freeTimes } from './booking-fixtures';
import { BookingsScreen } from './bookings-screen';
import { sampleShop } from '@/features/admin/shared/components/settings-fixtures';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

/** The screen's own event stream, heard in the test instead of the shop's. */
const stream = vi.hoisted(() => ({
  onBookingEvent: undefined as ((event: BookingEvent) => void) | undefined,
  enabled: false,
}));
vi.mock('@/lib/use-order-events', () => ({
  useOrderEvents: (options: {
    enabled: boolean;
    onBookingEvent: (event: BookingEvent) => void;
  }) => {
    stream.onBookingEvent = options.onBookingEvent;
    stream.enabled = options.enabled;
    return 'live';
  },
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The days the screen asked the shop for, and the day the shop answers with now. */
let daysAsked: string[];
let dayNow: BookingDay;
beforeEach(() => {
  daysAsked = [];
  dayNow = busyDay;
  server.use(
    getGetAdminStatusMockHandler(OWNER_STATUS),
    getGetShopMockHandler(sampleShop),
    getGetOverviewMockHandler(sampleOverview),
    getListBookingTimesMockHandler(freeTimes),
    getListBookingsOfDayMockHandler(({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      daysAsked.push(date);
      return { ...dayNow, date };
    }),
  );
});

const newcomer: Booking = {
  ...busyEvening[4],
  id: '5b0c1a2e-0000-4000-8000-000000000321',
  name: 'Hedy Lamarr',
  partySize: 3,
  startsAt: '2026-11-27T20:00:00.000Z',
  endsAt: '2026-11-27T22:00:00.000Z',
};

const bookingEvent = (fields: Partial<BookingEvent>): BookingEvent => ({
  id: '77',
  bookingId: newcomer.id,
  kind: 'created',
  status: 'confirmed',
  startsAt: newcomer.startsAt,
  at: '2026-11-27T17:00:00.000Z',
  ...fields,
});

const hear = (event: BookingEvent) => act(() => stream.onBookingEvent?.(event));

describe('Manage Bookings', () => {
  it('opens at /dashboard/bookings on the day in the address, read before the screen shows, from the sidebar', async () => {
    renderApp(`/dashboard/bookings?date=${BUSY_DATE}`, { user: sampleUser });
    await screen.findByRole('heading', { name: 'Manage Bookings' }, FIRST_LOAD);

    expect(screen.queryByRole('status', { name: 'Loading the bookings' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Grace Hopper at 18:30' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Bookings' })).toHaveAttribute(
      'href',
      '/dashboard/bookings',
    );
    expect(daysAsked).toEqual([BUSY_DATE]);
  });

  it('shows today on the shop’s clock when the address names no day', async () => {
    renderApp('/dashboard/bookings', { user: sampleUser });
    await screen.findByRole('heading', { name: 'Manage Bookings' }, FIRST_LOAD);
    await waitFor(() => expect(daysAsked).toContain(shopDay(new Date(), sampleShop.timeZone)));
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
  });

  it('asks before seating a party far from its booked time, and seats it only once told', async () => {
    const changes: unknown[] = [];
    server.use(
      http.put('*/bookings/:id/status', async ({ request, params }) => {
        changes.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({
          ...busyEvening[4],
          status: 'seated',
          nextStatuses: ['completed'],
        });
      }),
    );
    renderComponent(
      <BookingsScreen search={{ date: BUSY_DATE }} live={false} onDateChange={() => {}} />,
      {
        user: sampleUser,
      },
    );
    const card = await screen.findByRole('article', { name: 'Edsger Dijkstra at 20:00' });
    await userEvent.click(within(card).getByRole('button', { name: 'Seat' }));

    const dialog = await screen.findByRole('dialog', { name: 'Seat this party now?' });
    expect(dialog).toHaveTextContent('Edsger Dijkstra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not them' }));
    expect(changes).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Seat' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Seat this party now?' })).getByRole(
        'button',
        {
          name: 'Seat them now',
        },
      ),
    );
    await waitFor(() => expect(changes).toEqual([{ id: busyEvening[4].id, status: 'seated' }]));
  });

  it('reads the day again at each booking event, and announces a new booking on the day', async () => {
    renderComponent(<BookingsScreen search={{ date: BUSY_DATE }} live onDateChange={() => {}} />, {
      user: sampleUser,
    });
    await screen.findByRole('article', { name: 'Grace Hopper at 18:30' });
    expect(stream.enabled).toBe(true);
    expect(screen.getByText(/Live/)).toBeInTheDocument();

    dayNow = { ...busyDay, covers: busyDay.covers + 3, bookings: [...busyEvening, newcomer] };
    hear(bookingEvent({}));
    const notice = await screen.findByText('Hedy Lamarr, 3 guests at 21:00');
    expect(
      await screen.findByRole('article', { name: 'Hedy Lamarr at 21:00' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'The day at a glance' })).toHaveTextContent(
      'Covers33',
    );

    // A booking made for another day, and a cancellation, only refresh the day.
    const asked = daysAsked.length;
    hear(bookingEvent({ id: '78', startsAt: '2026-11-28T19:00:00.000Z' }));
    hear(
      bookingEvent({ id: '79', kind: 'status', status: 'cancelled', bookingId: busyEvening[1].id }),
    );
    await waitFor(() => expect(daysAsked.length).toBeGreaterThan(asked));
    const alert = notice.closest('[role="status"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getAllByText(/guests at/)).toHaveLength(1);
  });
});
