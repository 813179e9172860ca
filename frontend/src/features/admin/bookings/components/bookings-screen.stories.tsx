import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getListBookingTimesMockHandler } from '@/api/generated/bookings/bookings.msw';
import {
  getChangeBookingMockHandler,
  getCreateBookingMockHandler,
} from '@/api/generated/bookings-mutations/bookings-mutations.msw';
import {
  getListBookingsOfDayMockHandler,
  getSetBookingStatusMockHandler,
} from '@/api/generated/bookings-staff/bookings-staff.msw';
import type {
  BookingChange,
  BookingRequest,
  BookingStatusChange,
  BookingUnavailable,
} from '@/api/generated/model';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { vitestBrowser } from '@/test/vitest-browser';
import {
  BUSY_DATE,
  busyDay,
  busyEvening,
  freeTimes,
  LONGEST_GUEST_NAME,
  LONGEST_NOTES,
  quietDay,
} from './booking-fixtures';
import { BookingsScreen } from './bookings-screen';
import { sampleShop } from '@/features/admin/shared/components/settings-fixtures';

/** What the stories' server was asked to do. */
const statusChanges = fn<(change: BookingStatusChange) => void>();
const requests = fn<(booking: BookingRequest) => void>();
const moves = fn<(change: BookingChange) => void>();

const handlers = [
  getGetShopMockHandler(sampleShop),
  getListBookingTimesMockHandler(freeTimes),
  getListBookingsOfDayMockHandler(busyDay),
  getSetBookingStatusMockHandler(async ({ request, params }) => {
    const change = (await request.json()) as BookingStatusChange;
    statusChanges(change);
    const booking = busyEvening.find((found) => found.id === params.id) ?? busyEvening[0];
    return { ...booking, status: change.status };
  }),
  getCreateBookingMockHandler(async ({ request }) => {
    const asked = (await request.json()) as BookingRequest;
    requests(asked);
    return {
      ...busyEvening[4],
      ...asked,
      id: 'b0000000-0000-4000-8000-000000000999',
      status: 'confirmed',
    };
  }),
  getChangeBookingMockHandler(async ({ request, params }) => {
    const change = (await request.json()) as BookingChange;
    moves(change);
    const booking = busyEvening.find((found) => found.id === params.id) ?? busyEvening[0];
    return { ...booking, ...(change.startsAt ? { startsAt: change.startsAt } : {}) };
  }),
];

/** Manage Bookings on a busy Friday evening, without its event stream. */
const meta = {
  title: 'Admin/BookingsScreen',
  component: BookingsScreen,
  args: { search: { date: BUSY_DATE }, live: false, onDateChange: fn() },
  decorators: screenStoryDecorators,
  parameters: { msw: handlers },
  beforeEach: () => {
    statusChanges.mockClear();
    requests.mockClear();
    moves.mockClear();
  },
} satisfies Meta<typeof BookingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs a check with the browser at a width, when the stories run as tests in Chromium. */
async function atWidth(width: number, check: () => Promise<void>) {
  const browser = await vitestBrowser();
  if (!browser) return check();
  const { innerWidth, innerHeight } = window;
  try {
    await browser.page.viewport(width, 1000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await check();
  } finally {
    await browser.page.viewport(innerWidth, innerHeight);
  }
}

const dialogNamed = async (canvas: HTMLElement, name: string | RegExp) => {
  const dialog = await within(canvas.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

const cardOf = async (canvas: HTMLElement, name: string) =>
  within(await within(canvas).findByRole('article', { name }));

/** On a desktop: the tables through the evening, every status, a booking opened and a party seated from the timeline. */
export const BusyEvening: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await atWidth(1440, async () => {
      const glance = await screen.findByRole('group', { name: 'The day at a glance' });
      await expect(glance).toHaveTextContent('Covers30');
      await expect(glance).toHaveTextContent('Seated11');
      const timeline = await screen.findByRole('group', { name: 'Tables through the day' });
      const joined = within(timeline).getAllByRole('button', {
        name: /^20:30 · 7 guests · Katherine Johnson/,
      });
      // On both tables pushed together.
      await expect(joined).toHaveLength(2);
      for (const status of [
        'Completed',
        'Seated',
        'No-show',
        'Confirmed',
        'Booked, awaiting e-mail',
        'Cancelled',
      ])
        await expect(
          within(timeline).getAllByRole('button', { name: new RegExp(status) }).length,
        ).toBeGreaterThan(0);
      await expectToFitTheScreen(canvasElement.ownerDocument);

      // The check drew the phone's list meanwhile: the timeline is a new one.
      const redrawn = await screen.findByRole('group', { name: 'Tables through the day' });
      await userEvent.click(
        within(redrawn).getByRole('button', { name: /^18:30 · 4 guests · Grace Hopper/ }),
      );
      const dialog = await dialogNamed(canvasElement, 'Grace Hopper at 18:30');
      await expect(dialog.getByText('Birthday: a candle on the dessert.')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Complete' }));
      await waitFor(() => expect(statusChanges).toHaveBeenCalledWith({ status: 'completed' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Close the booking' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // Seating a party is one tap on the timeline itself; parties seated or gone have nothing to seat.
      await userEvent.click(within(redrawn).getByRole('button', { name: 'Seat Edsger Dijkstra' }));
      // The story's evening is not now: the host says the party in front of them is this one.
      const farFromBooked = await dialogNamed(canvasElement, 'Seat this party now?');
      await userEvent.click(farFromBooked.getByRole('button', { name: 'Seat them now' }));
      await waitFor(() => expect(statusChanges).toHaveBeenLastCalledWith({ status: 'seated' }));
      await expect(within(redrawn).queryByRole('button', { name: 'Seat Grace Hopper' })).toBeNull();
    });
  },
};

/** The same evening as a list by time, as a phone shows it: one tap seats a party or marks a no-show. */
export const PhoneList: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await atWidth(360, async () => {
      const longest = await cardOf(canvasElement, `${LONGEST_GUEST_NAME} at 19:30`);
      await expect(longest.getByText(LONGEST_NOTES)).toBeVisible();
      await expect(longest.getByText('Confirmed')).toBeVisible();
      await expect(screen.getByRole('region', { name: 'Bookings at 20:00' })).toBeVisible();
      await expectToFitTheScreen(canvasElement.ownerDocument);

      const edsger = await cardOf(canvasElement, 'Edsger Dijkstra at 20:00');
      await userEvent.click(edsger.getByRole('button', { name: 'Seat' }));
      const farFromBooked = await dialogNamed(canvasElement, 'Seat this party now?');
      await userEvent.click(farFromBooked.getByRole('button', { name: 'Seat them now' }));
      await waitFor(() => expect(statusChanges).toHaveBeenCalledWith({ status: 'seated' }));
      const barbara = await cardOf(canvasElement, 'Barbara Liskov at 20:15');
      await userEvent.click(barbara.getByRole('button', { name: 'No-show' }));
      await waitFor(() => expect(statusChanges).toHaveBeenCalledWith({ status: 'no-show' }));
      // A no-show who turns up after all is seated; a finished booking has nothing left to tap.
      const alan = await cardOf(canvasElement, 'Alan Turing at 19:00');
      await expect(alan.getByRole('button', { name: 'Seat' })).toBeVisible();
      const ada = await cardOf(canvasElement, 'Ada Lovelace at 18:00');
      await expect(ada.queryByRole('button')).toBeNull();
    });
  },
};

/** Cancelling asks first; keeping it sends nothing. */
export const CancelAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await atWidth(360, async () => {
      const card = await cardOf(canvasElement, 'Katherine Johnson at 20:30');
      await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
      let dialog = await dialogNamed(canvasElement, 'Cancel this booking?');
      await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
      await expect(statusChanges).not.toHaveBeenCalled();
      await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
      dialog = await dialogNamed(canvasElement, 'Cancel this booking?');
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel the booking' }));
      await waitFor(() => expect(statusChanges).toHaveBeenCalledWith({ status: 'cancelled' }));
    });
  },
};

/** A guest on the phone: a party of two at a free time, the longest name and notes, no e-mail; the shop picks the table. */
export const NewBookingByPhone: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'New booking' }));
    const dialog = await dialogNamed(canvasElement, 'New booking');
    await userEvent.click(dialog.getByRole('button', { name: 'Book the table' }));
    await expect(await dialog.findByText('Pick one of the free times.')).toBeVisible();
    await expect(requests).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('combobox', { name: /^Time/ }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: '21:00' }));
    await userEvent.click(dialog.getByRole('textbox', { name: /^Name/ }));
    await userEvent.paste(LONGEST_GUEST_NAME);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Phone/ }), '+33 6 12 34 56 78');
    await userEvent.click(dialog.getByRole('textbox', { name: /^Notes/ }));
    await userEvent.paste(LONGEST_NOTES);
    await expectToFitTheScreen(canvasElement.ownerDocument);
    await userEvent.click(dialog.getByRole('button', { name: 'Book the table' }));
    await waitFor(() =>
      expect(requests).toHaveBeenCalledWith({
        source: 'phone',
        partySize: 2,
        startsAt: freeTimes.times[1],
        name: LONGEST_GUEST_NAME,
        phone: '+33 6 12 34 56 78',
        notes: LONGEST_NOTES.trim(),
      }),
    );
    await expect(
      await page.findByText(`${LONGEST_GUEST_NAME} is booked for 21:00`),
    ).toBeInTheDocument();
  },
};

const taken: BookingUnavailable = {
  statusCode: 409,
  error: 'Conflict',
  message: 'That time was just taken. These times are still free.',
  alternatives: [freeTimes.times[2], freeTimes.times[3]],
};

/** A move to a time taken meanwhile: the shop's message and its free times, one of which is taken instead. */
export const MoveRefused: Story = {
  parameters: {
    msw: [
      http.patch('*/bookings/:id', async ({ request }) => {
        const change = (await request.json()) as BookingChange;
        moves(change);
        return change.startsAt === freeTimes.times[1]
          ? Response.json(taken, { status: 409 })
          : Response.json({ ...busyEvening[7], ...change });
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await atWidth(360, async () => {
      const card = await cardOf(canvasElement, 'Barbara Liskov at 20:15');
      await userEvent.click(card.getByRole('button', { name: 'Move' }));
      const dialog = await dialogNamed(canvasElement, 'Move 2 guests');
      await userEvent.click(dialog.getByRole('button', { name: 'Move the booking' }));
      await expect(
        await dialog.findByText('Pick another time or other tables to move the booking to.'),
      ).toBeVisible();

      await userEvent.click(dialog.getByRole('combobox', { name: /^Time/ }));
      const page = within(canvasElement.ownerDocument.body);
      await userEvent.click(await page.findByRole('option', { name: '21:00' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Move the booking' }));
      await expect(await dialog.findByText(taken.message)).toBeVisible();
      const instead = dialog.getByRole('group', { name: 'Free times instead' });
      await expectToFitTheScreen(canvasElement.ownerDocument);
      await userEvent.click(within(instead).getByRole('button', { name: '21:30' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Move the booking' }));
      await waitFor(() => expect(moves).toHaveBeenLastCalledWith({ startsAt: freeTimes.times[3] }));
      await expect(await page.findByText('Barbara Liskov is moved to 21:30')).toBeInTheDocument();
    });
  },
};

/** A day with no booking yet. */
export const QuietDay: Story = {
  parameters: { msw: [getListBookingsOfDayMockHandler(quietDay), ...handlers] },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('No bookings on this day yet.')).toBeVisible();
    await expect(screen.getByRole('group', { name: 'The day at a glance' })).toHaveTextContent(
      'Covers0',
    );
  },
};
