import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  getGetBookingRulesMockHandler,
  getListBookingTimesMockHandler,
} from '@/api/generated/bookings/bookings.msw';
import { getCreateBookingMockHandler } from '@/api/generated/bookings-mutations/bookings-mutations.msw';
import type { BookingRequest, BookingUnavailable } from '@/api/generated/model';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { errorResponse } from '@/test/error-response';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { LONGEST_UNBROKEN_NAME } from '@/test/longest-values';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import {
  confirmedBooking,
  longestBooking,
  sampleBookingRules,
  sampleNow,
  sampleTimes,
  waitingBooking,
} from '@/test/fixtures/booking-fixtures';
import { BookingScreen } from './booking-screen';

const freeTimes = getListBookingTimesMockHandler(({ request }) => {
  const url = new URL(request.url);
  return {
    date: url.searchParams.get('date') ?? '2026-11-25',
    partySize: Number(url.searchParams.get('partySize')),
    stayMinutes: 120,
    times: sampleTimes,
  };
});

/** /booking: party, day, a free time, then the guest's details. */
const meta = {
  title: 'Booking/BookingScreen',
  component: BookingScreen,
  args: { now: sampleNow },
  parameters: {
    initialPath: '/booking',
    msw: [
      getGetShopMockHandler(sampleShop),
      getGetBookingRulesMockHandler(sampleBookingRules),
      freeTimes,
      getCreateBookingMockHandler(waitingBooking),
    ],
  },
} satisfies Meta<typeof BookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillDetails = async (
  canvasElement: HTMLElement,
  { name = 'Grace Hopper', email = 'grace@example.com' } = {},
) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Name/), name);
  await userEvent.type(canvas.getByLabelText(/^Phone/), '+1 555 010 0199');
  await userEvent.type(canvas.getByLabelText(/^E-mail/), email);
};

/** The days run from today to two weeks ahead on the shop's calendar; the times are the shop's clock, by part of the day. */
export const FreeTimes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = await canvas.findByLabelText('Date');
    const days = within(date).getAllByRole('option');
    await expect(days).toHaveLength(15);
    await expect(days[0]).toHaveTextContent('Today, Wed, Nov 25');
    await userEvent.selectOptions(canvas.getByLabelText('Party size'), '4 guests');
    const times = within(await canvas.findByRole('group', { name: 'Free times' }));
    await expect(times.getByText('Afternoon')).toBeVisible();
    await expect(times.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '12:00',
      '12:30',
      '13:30',
      '19:00',
      '19:30',
      '20:00',
      '21:00',
    ]);
    await userEvent.click(times.getByRole('button', { name: '20:00' }));
    await expect(times.getByRole('button', { name: '20:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The table is the restaurant's to choose: nothing on the page offers one.
    await expect(canvas.queryByText(/table \d|window/i)).toBeNull();
  },
};

/** A visitor's booking waits for the link in the e-mail, and the page says until when. */
export const VisitorBooks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '20:00' }));
    await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book the table' }));
    await expect(
      await canvas.findByText(/^Check your e-mail: confirm by 10:30 or the table is released\./),
    ).toBeVisible();
    await expect(canvas.getByText('Wednesday, November 25, 2026 at 20:00')).toBeVisible();
  },
};

const largeParties = [
  getGetShopMockHandler(sampleShop),
  getGetBookingRulesMockHandler({
    ...sampleBookingRules,
    stays: [...sampleBookingRules.stays, { upToParty: 14, minutes: 180 }],
    unconfirmedPartyMax: 8,
  }),
  freeTimes,
  getCreateBookingMockHandler(confirmedBooking),
];

/** A visitor's party of more than 8 would wait for an e-mail's confirmation: they are asked to sign in or call. */
export const LargePartyVisitor: Story = {
  parameters: { msw: largeParties },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Free times' });
    await userEvent.selectOptions(canvas.getByLabelText('Party size'), '10 guests');
    await expect(await canvas.findByText('More than 8 guests?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ftable-booking',
    );
    await expect(canvas.getByRole('button', { name: 'Book the table' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Party size'), '8 guests');
    await expect(canvas.queryByText('More than 8 guests?')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Book the table' })).toBeEnabled();
  },
};

/** Signed in with a confirmed address, the same party books at once; for another address it would wait. */
export const LargePartySignedIn: Story = {
  decorators: [withAuthSession({ user: sampleUser })],
  parameters: { msw: largeParties },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Free times' });
    await userEvent.selectOptions(canvas.getByLabelText('Party size'), '12 guests');
    await expect(canvas.queryByText('More than 8 guests?')).toBeNull();
    await userEvent.clear(canvas.getByLabelText(/^E-mail/));
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'friend@example.com');
    await expect(await canvas.findByText('More than 8 guests?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book the table' })).toBeDisabled();
  },
};

/** Asked to book without a time or a phone, the form says what is missing and sends nothing. */
export const MissingTimeAndPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Free times' });
    await userEvent.type(canvas.getByLabelText(/^Phone/), 'call me');
    await userEvent.click(canvas.getByRole('button', { name: 'Book the table' }));
    await expect(await canvas.findByText('Please choose a time')).toBeVisible();
    await expect(canvas.getByText(/Please give a phone number/)).toBeVisible();
    await expect(canvas.getByText('Please tell us your name')).toBeVisible();
  },
};

/** A signed-in customer finds their name and address filled in, and the table is theirs at once. */
export const SignedInCustomerBooks: Story = {
  decorators: [withAuthSession({ user: sampleUser })],
  parameters: {
    msw: [
      getGetShopMockHandler(sampleShop),
      getGetBookingRulesMockHandler(sampleBookingRules),
      freeTimes,
      getCreateBookingMockHandler(confirmedBooking),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('ada@example.com');
    await userEvent.click(await canvas.findByRole('button', { name: '20:00' }));
    await userEvent.type(canvas.getByLabelText(/^Phone/), '+33 6 12 34 56 78');
    await userEvent.click(canvas.getByRole('button', { name: 'Book the table' }));
    await expect(await canvas.findByText('Your table is booked')).toBeVisible();
    await expect(canvas.getByTestId('booking-reference')).toHaveTextContent('K7Q2XM');
    await expect(canvas.getByText('4 guests')).toBeVisible();
    await expect(canvas.getByText(/allergic to nuts/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
  },
};

const takenThenFree = () => {
  let tries = 0;
  return http.post('*/bookings', async ({ request }) => {
    const asked = (await request.json()) as BookingRequest;
    tries += 1;
    if (tries === 1) {
      const taken: BookingUnavailable = {
        statusCode: 409,
        error: 'Conflict',
        message: 'That time was just taken. These times are still free.',
        alternatives: ['2026-11-25T18:30:00.000Z', '2026-11-25T20:00:00.000Z'],
      };
      return HttpResponse.json(taken, { status: 409 });
    }
    return HttpResponse.json(
      {
        ...confirmedBooking,
        startsAt: asked.startsAt,
        status: 'booked',
        confirmBy: waitingBooking.confirmBy,
      },
      { status: 201 },
    );
  });
};

/** Another guest took the last table first: the shop's nearest free times are offered to pick. */
export const TakenTimeWithAlternatives: Story = {
  parameters: {
    msw: [
      getGetShopMockHandler(sampleShop),
      getGetBookingRulesMockHandler(sampleBookingRules),
      freeTimes,
      takenThenFree(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '20:00' }));
    await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book the table' }));
    const taken = await canvas.findByRole('alert');
    await expect(taken).toHaveTextContent('That time was just taken');
    const stillFree = within(within(taken).getByRole('group', { name: 'Times still free' }));
    await expect(stillFree.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '19:30',
      '21:00',
    ]);
    await userEvent.click(stillFree.getByRole('button', { name: '21:00' }));
    await expect(stillFree.getByRole('button', { name: '21:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Book the table' }));
    await expect(await canvas.findByText('Check your e-mail')).toBeVisible();
    await expect(canvas.getByText('Wednesday, November 25, 2026 at 21:00')).toBeVisible();
  },
};

/** A refusal the guest cannot fix by picking another time shows the shop's own words. */
export const Refused: Story = {
  parameters: {
    msw: [
      getGetShopMockHandler(sampleShop),
      getGetBookingRulesMockHandler(sampleBookingRules),
      freeTimes,
      http.post('*/bookings', () =>
        errorResponse(422, 'Bookings for today close one hour before the time.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '12:00' }));
    await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book the table' }));
    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent('The table could not be booked');
    await expect(refusal).toHaveTextContent('Bookings for today close one hour before the time.');
  },
};

/** No table left on the day: the shop says why. */
export const FullyBooked: Story = {
  parameters: {
    msw: [
      getGetShopMockHandler(sampleShop),
      getGetBookingRulesMockHandler(sampleBookingRules),
      getListBookingTimesMockHandler({
        date: '2026-11-25',
        partySize: 2,
        stayMinutes: 90,
        times: [],
        unavailableReason: 'We are fully booked for 2 on this day.',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We are fully booked for 2 on this day.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Free times' })).toBeNull();
  },
};

/** The restaurant turned online booking off: the page says so and gives the phone number. */
export const BookingTurnedOff: Story = {
  parameters: {
    msw: [
      getGetShopMockHandler(sampleShop),
      getGetBookingRulesMockHandler({ ...sampleBookingRules, enabled: false }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('We are not taking bookings online right now'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Book a table' })).toBeNull();
  },
};

/** The booking book cannot be read: the page says so, with a retry. */
export const RulesUnavailable: Story = {
  parameters: {
    msw: [
      getGetShopMockHandler(sampleShop),
      http.get('*/shop/booking', () => errorResponse(503, 'Back in a moment.')),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Back in a moment.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/**
 * The longest name (80 characters without a space), address (254) and notes (500) a booking takes, with the
 * outcome, at 360 and 1440 px.
 */
export const LongestValues: Story = {
  decorators: [withAuthSession({ user: { ...sampleUser, displayName: LONGEST_UNBROKEN_NAME } })],
  parameters: {
    msw: [
      getGetShopMockHandler(sampleShop),
      getGetBookingRulesMockHandler({
        ...sampleBookingRules,
        stays: [{ upToParty: 50, minutes: 600 }],
        daysAhead: 365,
        unconfirmedPartyMax: 50,
      }),
      freeTimes,
      getCreateBookingMockHandler({
        ...longestBooking,
        status: 'booked',
        confirmBy: waitingBooking.confirmBy,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/^Name/);
    await expect((name as HTMLInputElement).value).toHaveLength(80);
    await userEvent.clear(canvas.getByLabelText(/^E-mail/));
    await userEvent.click(canvas.getByLabelText(/^E-mail/));
    await userEvent.paste(longestBooking.email ?? '');
    await userEvent.click(canvas.getByLabelText(/^Notes/));
    await userEvent.paste(longestBooking.notes);
    await userEvent.selectOptions(canvas.getByLabelText('Party size'), '50 guests');
    await userEvent.click(await canvas.findByRole('button', { name: '21:00' }));
    await expectToFitTheScreen(canvasElement.ownerDocument);
    await userEvent.type(canvas.getByLabelText(/^Phone/), longestBooking.phone);
    await userEvent.click(canvas.getByRole('button', { name: 'Book the table' }));
    await waitFor(() => expect(canvas.getByText('Check your e-mail')).toBeVisible());
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
