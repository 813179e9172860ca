import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { DeliveryZonesScreen } from './delivery-zones-screen';
import { settingsScreenHandlers } from './settings-screen-handlers';

/** Where the shop delivers, with the contract's handlers answering. */
const meta = {
  title: 'Admin/DeliveryZonesScreen',
  component: DeliveryZonesScreen,
  decorators: screenStoryDecorators,
  parameters: { msw: settingsScreenHandlers },
} satisfies Meta<typeof DeliveryZonesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery Zones, and the form a new zone opens in. */
export const NewZone: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('article', { name: 'Paris 11e' });
    await userEvent.click(screen.getByRole('button', { name: 'New delivery zone' }));
    const page = within(canvasElement.ownerDocument.body);
    const form = await page.findByRole('form', { name: 'New delivery zone' });
    await waitFor(() => expect(form).toBeVisible());
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
