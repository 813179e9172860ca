import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { OrderingScreen } from './ordering-screen';
import { settingsScreenHandlers } from './settings-screen-handlers';

/** How the shop takes orders: fulfilment, slots, tips and taxes, with the contract's handlers answering. */
const meta = {
  title: 'Admin/OrderingScreen',
  component: OrderingScreen,
  decorators: screenStoryDecorators,
  parameters: { msw: settingsScreenHandlers },
} satisfies Meta<typeof OrderingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaveTheSettings: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The tax rates name the shop's categories by their names.
    await expect(await screen.findByLabelText('Tax rate for Drinks')).toBeVisible();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save the ordering settings' }),
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The ordering settings are saved')).toBeInTheDocument();
  },
};
