import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  getGetBookingRulesMockHandler,
  getListBookingTimesMockHandler,
} from '@/api/generated/bookings/bookings.msw';
import type { Booking, BookingChange, BookingUnavailable } from '@/api/generated/model';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { errorResponse } from '@/test/error-response';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import {
  cancelledBooking,
  confirmedBooking,
  longestBooking,
  pastBooking,
  sampleBookingRules,
  sampleNow,
  sampleTimes,
  waitingBooking,
} from '@/test/fixtures/booking-fixtures';
import { ManageBookingScreen } from './manage-booking-screen';

const TOKEN = 'link-token-from-the-e-mail';

/** Only the link's token opens the booking, as the shop does: anyone else finds nothing. */
const withToken =
  (answer: (request: Request) => Promise<Response> | Response) =>
  ({ request }: { request: Request }) =>
    request.headers.get('X-Booking-Token') === TOKEN
      ? answer(request)
      : errorResponse(404, 'No such booking.');

/** The shop as it stands, for one booking: it answers and changes it as the contract says. */
function bookingShop(start: Booking, change?: (asked: BookingChange) => Response | undefined) {
  let booking = start;
  return [
    getGetShopMockHandler(sampleShop),
    getGetBookingRulesMockHandler(sampleBookingRules),
    getListBookingTimesMockHandler({
      date: '2026-11-25',
      partySize: 4,
      stayMinutes: 120,
      times: sampleTimes,
    }),
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
    http.patch(
      '*/bookings/:id',
      withToken(async (request) => {
        const asked = (await request.json()) as BookingChange;
        return change?.(asked) ?? HttpResponse.json((booking = { ...booking, ...asked }));
      }),
    ),
  ];
}

/** /booking/manage, opened from the booking's e-mail with its token. */
const meta = {
  title: 'Booking/ManageBookingScreen',
  component: ManageBookingScreen,
  args: { bookingId: confirmedBooking.id, token: TOKEN, now: sampleNow },
  parameters: {
    initialPath: `/booking/manage?booking=${confirmedBooking.id}&token=${TOKEN}`,
    msw: bookingShop(confirmedBooking),
  },
} satisfies Meta<typeof ManageBookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booking that waits for its guest is confirmed by their press, not by opening the link. */
export const ConfirmsOnAPress: Story = {
  parameters: { msw: bookingShop(waitingBooking) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const press = await canvas.findByRole('button', { name: 'Confirm my booking' });
    await expect(canvas.queryByText('Your booking is confirmed')).toBeNull();
    await userEvent.click(press);
    await expect(await canvas.findByText('Your booking is confirmed')).toBeVisible();
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByTestId('booking-reference')).toHaveTextContent('K7Q2XM');
  },
};

/** The link was opened after the booking lapsed: the shop's reason, and the booking as it is now. */
export const OpenedAfterItLapsed: Story = {
  parameters: {
    msw: (() => {
      let lapsed = false;
      return [
        http.get(
          '*/bookings/:id',
          withToken(() =>
            HttpResponse.json(
              lapsed
                ? { ...waitingBooking, ...cancelledBooking, id: waitingBooking.id }
                : waitingBooking,
            ),
          ),
        ),
        http.post(
          '*/bookings/:id/confirm',
          withToken(() => {
            lapsed = true;
            return errorResponse(
              409,
              'This booking was not confirmed in time, so its table was released.',
            );
          }),
        ),
        ...bookingShop(waitingBooking),
      ];
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my booking' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This booking was not confirmed in time, so its table was released.',
    );
    await expect(await canvas.findByText(/This booking was cancelled/)).toBeVisible();
  },
};

/** The guest moves the booking to 21:00 among the free times. */
export const ChangeTheTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Change party or time of booking K7Q2XM' }),
    );
    await expect(
      await canvas.findByText('Now: 4 guests, Wednesday, November 25, 2026 at 20:00.'),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '21:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the change' }));
    await expect(await canvas.findByText('Wednesday, November 25, 2026 at 21:00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save the change' })).toBeNull();
  },
};

/** The new time was just taken: the shop's nearest free times are offered. */
export const ChangeToATakenTime: Story = {
  parameters: {
    msw: bookingShop(confirmedBooking, () => {
      const taken: BookingUnavailable = {
        statusCode: 409,
        error: 'Conflict',
        message: 'That time was just taken. These times are still free.',
        alternatives: ['2026-11-25T18:30:00.000Z'],
      };
      return HttpResponse.json(taken, { status: 409 });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Change party or time of booking K7Q2XM' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: '21:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the change' }));
    const taken = await canvas.findByRole('alert');
    await expect(taken).toHaveTextContent('That time was just taken');
    await expect(within(taken).getByRole('group', { name: 'Times still free' })).toHaveTextContent(
      '19:30',
    );
  },
};

/** Cancelling asks first, then frees the table, and the booking says nothing more can be changed. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel booking K7Q2XM' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Cancel this booking?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await expect(
      canvas.getByText(/This booking was cancelled, so nothing can be changed/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Change party or time/ })).toBeNull();
  },
};

/** A booking cancelled before, or a past one, says why nothing can be changed. */
export const CancelledOrPast: Story = {
  render: (args) => (
    <>
      <ManageBookingScreen {...args} bookingId={cancelledBooking.id} />
      <ManageBookingScreen {...args} bookingId={pastBooking.id} />
    </>
  ),
  parameters: {
    msw: [
      http.get('*/bookings/:id', ({ params }) =>
        HttpResponse.json(params.id === cancelledBooking.id ? cancelledBooking : pastBooking),
      ),
      ...bookingShop(confirmedBooking),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/This booking was cancelled/)).toBeVisible();
    await expect(await canvas.findByText(/This booking has started/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Cancel booking/ })).toBeNull();
  },
};

/** A link whose token does not open the booking. */
export const UnknownLink: Story = {
  args: { token: 'not-the-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find this booking',
    );
  },
};

/** The longest name, address and notes, while changing, at 360 and 1440 px. */
export const LongestValues: Story = {
  args: { bookingId: longestBooking.id },
  parameters: { msw: bookingShop(longestBooking) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Change party or time of booking K7Q2XM' }),
    );
    await canvas.findByRole('group', { name: 'Free times' });
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
