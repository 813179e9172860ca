import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { HoursScreen } from './hours-screen';
import { settingsScreenHandlers } from './settings-screen-handlers';

/** The shop's opening hours, with the contract's handlers answering. */
const meta = {
  title: 'Admin/HoursScreen',
  component: HoursScreen,
  decorators: screenStoryDecorators,
  parameters: { msw: settingsScreenHandlers },
} satisfies Meta<typeof HoursScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaveTheHours: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/Times are in Europe\/Paris/)).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Save the hours' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The opening hours are saved')).toBeInTheDocument();
  },
};
