import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderSummary } from './order-summary';

const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  decorators: [
    (Story) => (
      <Box p="md" maw={420}>
        <Story />
      </Box>
    ),
  ],
  args: { totalDollars: 731.25, dishCount: 102 },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2 pizzas, a salad and 99 cheesecakes: 102 dishes, not 3 lines. */
export const ManyDishes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('102 dishes')).toBeInTheDocument();
  },
};

export const OneDish: Story = {
  args: { totalDollars: 14.5, dishCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 dish')).toBeInTheDocument();
  },
};
