import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleOrders } from '@/features/admin/shared/components/admin-fixtures';
import { OrderFulfilment } from '@/components/order-fulfilment';
import { BillBreakdown } from './bill-breakdown';

const [delivered, collected] = sampleOrders;

const meta = {
  title: 'Admin/BillBreakdown',
  component: OrderFulfilment,
  args: { order: delivered, timeZone: 'Europe/Paris' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderFulfilment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery, its address and promised time, and its bill with a code, a fee and a tip. */
export const Delivery: Story = {
  render: (args) => (
    <>
      <OrderFulfilment {...args} />
      <BillBreakdown bill={delivered.bill} label="Bill" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Delivery · delivered by Nov 22, 2026, 21:15')).toBeVisible();
    await expect(view.getByText('12 Rue des Lilas, Flat 3, 75011 Paris')).toBeVisible();
    await expect(view.getByRole('row', { name: 'Discount (WELCOME10) −$4.83' })).toBeVisible();
    await expect(view.getByRole('row', { name: 'Total $58.12' })).toBeVisible();
  },
};

/** A pickup whose prices included the tax. */
export const Pickup: Story = {
  args: { order: collected },
  render: (args) => (
    <>
      <OrderFulfilment {...args} />
      <BillBreakdown bill={collected.bill} label="Bill" />
    </>
  ),
};
