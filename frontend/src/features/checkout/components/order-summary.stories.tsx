import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
  args: { totalDollars: 731.25, itemCount: 3 },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeDishes: Story = {};
export const OneDish: Story = { args: { totalDollars: 14.5, itemCount: 1 } };
