import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { DeliveryZonesList } from './delivery-zones-list';
import { sampleDeliveryZones } from '@/features/admin/shared/components/settings-fixtures';

const meta = {
  title: 'Admin/DeliveryZonesList',
  component: DeliveryZonesList,
  args: { zones: sampleDeliveryZones, onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryZonesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zones: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    const paris = within(list.getByRole('article', { name: 'Paris 11e' }));
    await expect(paris.getByText('3 postcodes')).toBeVisible();
    await expect(paris.getByText('$3.50 delivery · Minimum order $15.00')).toBeVisible();
    await expect(list.getByText('3 km around 48.8566, 2.3522')).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

export const NoZone: Story = { args: { zones: [] } };
