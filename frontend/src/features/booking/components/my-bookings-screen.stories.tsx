import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { getGetBookingRulesMockHandler } from '@/api/generated/bookings/bookings.msw';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import {
  cancelledBooking,
  confirmedBooking,
  longestBooking,
  pastBooking,
  sampleBookingRules,
  sampleNow,
} from '@/test/fixtures/booking-fixtures';
import { MyBookingsScreen } from './my-bookings-screen';

/** /bookings: a signed-in customer's bookings, to come and past. */
const meta = {
  title: 'Booking/MyBookingsScreen',
  component: MyBookingsScreen,
  args: {
    bookings: { upcoming: [confirmedBooking], past: [cancelledBooking, pastBooking] },
    problem: undefined,
    onRetry: fn(),
    timeZone: 'Europe/Paris',
    now: sampleNow,
  },
  parameters: {
    initialPath: '/bookings',
    msw: [getGetBookingRulesMockHandler(sampleBookingRules)],
  },
} satisfies Meta<typeof MyBookingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpcomingAndPast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcoming = within(canvas.getByRole('region', { name: 'Upcoming' }));
    await expect(upcoming.getByRole('button', { name: 'Cancel booking K7Q2XM' })).toBeEnabled();
    const past = within(canvas.getByRole('region', { name: 'Past and cancelled' }));
    await expect(past.getByText(/was cancelled/)).toBeVisible();
    await expect(past.getByText(/has started/)).toBeVisible();
    await expect(past.queryByRole('button', { name: /^Cancel booking/ })).toBeNull();
  },
};

export const NoBookings: Story = {
  args: { bookings: { upcoming: [], past: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No table booked yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a table' })).toHaveAttribute(
      'href',
      '/booking',
    );
  },
};

export const CouldNotLoad: Story = {
  args: {
    bookings: undefined,
    problem: 'We could not reach the shop. Check your connection and try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'could not reach the shop',
    );
  },
};

/** The longest values a booking holds, at 360 and 1440 px. */
export const LongestValues: Story = {
  args: { bookings: { upcoming: [longestBooking], past: [] } },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
