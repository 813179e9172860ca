import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrdersFilters } from './orders-filters';

const meta = {
  title: 'Admin/OrdersFilters',
  component: OrdersFilters,
  args: { search: {}, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrdersFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByLabelText('Status'), 'ready');
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'ready' });
  },
};

export const Filtered: Story = {
  args: { search: { status: 'preparing', from: '2026-11-16', to: '2026-11-22', page: 2 } },
};
