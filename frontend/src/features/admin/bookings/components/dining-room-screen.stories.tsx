import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getGetBookingRulesMockHandler } from '@/api/generated/bookings/bookings.msw';
import {
  getCreateDiningTableMockHandler,
  getCreateTableCombinationMockHandler,
  getDeleteDiningTableMockHandler,
  getGetDiningRoomMockHandler,
  getReplaceBookingRulesMockHandler,
  getReplaceDiningTableMockHandler,
} from '@/api/generated/bookings-staff/bookings-staff.msw';
import type { BookingRules, DiningTableInput, TableCombinationInput } from '@/api/generated/model';
import { errorResponse } from '@/test/error-response';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { diningRoom, sampleBookingRules } from './booking-fixtures';
import { DiningRoomScreen } from './dining-room-screen';

/** What the stories' server was asked to store. */
const tablesSaved = fn<(table: DiningTableInput) => void>();
const combinationsSaved = fn<(combination: TableCombinationInput) => void>();
const rulesSaved = fn<(rules: BookingRules) => void>();

const handlers = [
  getGetDiningRoomMockHandler(diningRoom),
  getGetBookingRulesMockHandler(sampleBookingRules),
  getReplaceBookingRulesMockHandler(async ({ request }) => {
    const rules = (await request.json()) as BookingRules;
    rulesSaved(rules);
    return rules;
  }),
  getCreateDiningTableMockHandler(async ({ request }) => {
    const table = (await request.json()) as DiningTableInput;
    tablesSaved(table);
    return { id: '5b0c1a2e-0000-4000-8000-000000000077', ...table };
  }),
  getReplaceDiningTableMockHandler(async ({ request, params }) => {
    const table = (await request.json()) as DiningTableInput;
    tablesSaved(table);
    return { id: String(params.id), ...table };
  }),
  getCreateTableCombinationMockHandler(async ({ request }) => {
    const combination = (await request.json()) as TableCombinationInput;
    combinationsSaved(combination);
    return {
      id: '5b0c1a2e-0000-4000-8000-000000000078',
      name: 'Window 1 + Booth 3',
      ...combination,
    };
  }),
  getDeleteDiningTableMockHandler({ message: 'The table was removed.' }),
];

/** Dining Room: the tables, the tables joined for larger parties, and the booking rules. */
const meta = {
  title: 'Admin/DiningRoomScreen',
  component: DiningRoomScreen,
  decorators: screenStoryDecorators,
  parameters: { msw: handlers },
  beforeEach: () => {
    tablesSaved.mockClear();
    combinationsSaved.mockClear();
    rulesSaved.mockClear();
  },
} satisfies Meta<typeof DiningRoomScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (canvas: HTMLElement, name: string) => {
  const dialog = await within(canvas.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** The room as it is, the longest table name included, at 360 px and at 1440 px. */
export const Room: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const chefs = await screen.findByRole('article', { name: 'THECHEFSTABLEBESIDETHEKITCHENS' });
    await expect(chefs).toHaveTextContent('2–6 seats');
    await expect(screen.getByRole('article', { name: 'Booth 3 + Booth 4' })).toHaveTextContent(
      '5–8 seats',
    );
    await expect(await screen.findByRole('form', { name: 'Booking rules' })).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** A new table: its seats checked before it is sent, then saved. */
export const NewTable: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'New table' }));
    const dialog = await dialogNamed(canvasElement, 'New table');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Window 4');
    const smallest = dialog.getByRole('textbox', { name: /^Smallest party/ });
    await userEvent.clear(smallest);
    await userEvent.type(smallest, '6');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the table' }));
    await expect(await dialog.findByText('No fewer than the smallest party.')).toBeVisible();
    await expect(tablesSaved).not.toHaveBeenCalled();
    await userEvent.clear(smallest);
    await userEvent.type(smallest, '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the table' }));
    await waitFor(() =>
      expect(tablesSaved).toHaveBeenCalledWith({ name: 'Window 4', minSeats: 2, maxSeats: 4 }),
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Window 4 is saved')).toBeInTheDocument();
  },
};

/** A table with bookings to come cannot be removed: the shop's message says what to do. */
export const RemoveRefused: Story = {
  parameters: {
    msw: [
      http.delete('*/dining-tables/:id', () =>
        errorResponse(409, 'Booth 3 has 4 bookings to come: move them to other tables first.'),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Booth 3' }));
    const dialog = await dialogNamed(canvasElement, 'Are you sure?');
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, delete it!' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Booth 3 has 4 bookings to come: move them to other tables first.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Two tables joined for parties of five to eight; one table alone is not a combination. */
export const JoinTables: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Tables can be joined once the room is read.
    await screen.findByRole('article', { name: 'Booth 3' });
    await userEvent.click(screen.getByRole('button', { name: 'Join tables' }));
    const dialog = await dialogNamed(canvasElement, 'Join tables');
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(dialog.getByLabelText(/^Tables/));
    await userEvent.click(await page.findByRole('option', { name: 'Window 1 (1–2 seats)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Join the tables' }));
    await expect(await dialog.findByText('Pick two to six tables.')).toBeVisible();
    await userEvent.click(dialog.getByLabelText(/^Tables/));
    await userEvent.click(await page.findByRole('option', { name: 'Booth 3 (2–4 seats)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Join the tables' }));
    await waitFor(() =>
      expect(combinationsSaved).toHaveBeenCalledWith({
        tableIds: [diningRoom.tables[0].id, diningRoom.tables[2].id],
        minSeats: 5,
        maxSeats: 8,
      }),
    );
  },
};

/** The stays by party size are a list to edit: a size added after the last, the rules saved whole. */
export const BookingRulesSaved: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const form = within(await screen.findByRole('form', { name: 'Booking rules' }));
    await userEvent.click(form.getByRole('button', { name: 'Add a party size' }));
    await userEvent.click(
      form.getByRole('button', { name: 'Remove the stay for parties up to 2' }),
    );
    await userEvent.click(form.getByRole('switch', { name: /Guests can book online/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save the booking rules' }));
    await waitFor(() =>
      expect(rulesSaved).toHaveBeenCalledWith({
        ...sampleBookingRules,
        enabled: false,
        stays: [
          { upToParty: 4, minutes: 120 },
          { upToParty: 8, minutes: 150 },
          { upToParty: 10, minutes: 180 },
        ],
      }),
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The booking rules are saved')).toBeInTheDocument();
  },
};

/** Stays that do not grow with the party are refused beside the field, before anything is sent. */
export const StaysMustGrow: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const form = within(await screen.findByRole('form', { name: 'Booking rules' }));
    const [, second] = form.getAllByRole('textbox', { name: /^Parties up to/ });
    await userEvent.clear(second);
    await userEvent.type(second, '2');
    await userEvent.click(form.getByRole('button', { name: 'Save the booking rules' }));
    await expect(await form.findByText('More than 2, the party size above.')).toBeVisible();
    await expect(rulesSaved).not.toHaveBeenCalled();
  },
};
