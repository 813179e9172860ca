import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetBookingRulesMockHandler } from '@/api/generated/bookings/bookings.msw';
import { getGetDiningRoomMockHandler } from '@/api/generated/bookings-staff/bookings-staff.msw';
import { getGetOverviewMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { diningRoom, sampleBookingRules } from './booking-fixtures';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  server.use(
    getGetAdminStatusMockHandler(OWNER_STATUS),
    getGetOverviewMockHandler(sampleOverview),
    getGetDiningRoomMockHandler(diningRoom),
    getGetBookingRulesMockHandler(sampleBookingRules),
  );
});

describe('Dining Room', () => {
  it('opens at /dashboard/dining-room with its tables and rules read before it shows, from the sidebar', async () => {
    renderApp('/dashboard/dining-room', { user: sampleUser });
    await screen.findByRole('heading', { name: 'Dining Room', level: 1 }, FIRST_LOAD);

    expect(screen.queryByRole('status', { name: 'Loading the tables' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading the booking rules' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Booth 3 + Booth 4' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Days ahead/)).toHaveValue('60');
    expect(screen.getByRole('link', { name: 'Dining Room' })).toHaveAttribute(
      'href',
      '/dashboard/dining-room',
    );
  });
});
