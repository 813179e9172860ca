import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { CartLink } from './cart-link';

const meta = {
  title: 'Layout/CartLink',
  component: CartLink,
  decorators: [
    (Story) => (
      <Box p="lg">
        <Story />
      </Box>
    ),
  ],
  args: { count: 0 },
} satisfies Meta<typeof CartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const OneDish: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Cart, 1 dish');
  },
};

/** The badge counts dishes, not lines: 12 is, say, 10 coffees and 2 cakes. */
export const ManyDishes: Story = {
  args: { count: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Cart, 12 dishes');
  },
};
