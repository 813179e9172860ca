import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import type { OpeningHours } from '@/api/generated/model';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { vitestBrowser } from '@/test/vitest-browser';
import { OpeningHoursForm } from './opening-hours-form';
import { sampleOpeningHours } from '@/features/admin/shared/components/settings-fixtures';

type SaveHours = (hours: OpeningHours) => Promise<void>;

const meta = {
  title: 'Admin/OpeningHoursForm',
  component: OpeningHoursForm,
  args: {
    hours: sampleOpeningHours,
    timeZone: 'Europe/Paris',
    onSave: fn<SaveHours>(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OpeningHoursForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed on Monday until lunch is added; Friday's dinner runs past midnight; Sunday is open all day. */
export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const monday = within(form.getByRole('group', { name: 'Monday' }));
    await expect(monday.getByText('Closed')).toBeVisible();
    await expect(form.getByText('Runs past midnight, until 01:00 the next day')).toBeVisible();
    await userEvent.click(monday.getByRole('button', { name: 'Add hours on Monday' }));
    await userEvent.click(form.getByRole('button', { name: 'Save the hours' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const sent = args.onSave.mock.calls[0][0];
    await expect(sent.weekly[0]).toEqual({ day: 'monday', opens: '11:30', closes: '14:30' });
    await expect(sent.specialDays).toEqual(sampleOpeningHours.specialDays);
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** A special day without its date is refused on the date, nothing sent. */
export const SpecialDayWithoutDate: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Add a special day' }));
    await userEvent.click(form.getByRole('button', { name: 'Save the hours' }));
    await expect(await form.findByText('Enter a date.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The shop refused overlapping intervals (422): said on the interval it names. */
export const RefusedByTheShop: Story = {
  args: {
    onSave: fn<SaveHours>(async () => {
      throw new ApiError(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'These hours cannot be saved.',
        details: [{ path: '/body/weekly/1', message: 'Overlaps the interval before it.' }],
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save the hours' }));
    await expect(await form.findByText('Overlaps the interval before it.')).toBeVisible();
    await expect(form.getByText('These hours cannot be saved.')).toBeVisible();
  },
};

/** sRGB "rgb(r, g, b)" to its relative luminance, as WCAG defines it. */
const luminance = (css: string) => {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** A green subtle button under the real pointer: its text still reads at WCAG AA (4.5:1) on the hover's background. */
export const AllDayUnderThePointer: Story = {
  play: async ({ canvasElement }) => {
    const browser = await vitestBrowser();
    if (!browser) return;
    const [allDay] = within(canvasElement).getAllByRole('button', { name: /^Open all day on / });
    await browser.userEvent.hover(allDay);
    try {
      await waitFor(() =>
        expect(getComputedStyle(allDay).backgroundColor).not.toBe('rgba(0, 0, 0, 0)'),
      );
      const style = getComputedStyle(allDay);
      const [light, dark] = [luminance(style.backgroundColor), luminance(style.color)].sort(
        (a, b) => b - a,
      );
      await expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
    } finally {
      await browser.userEvent.unhover(allDay);
    }
  },
};
