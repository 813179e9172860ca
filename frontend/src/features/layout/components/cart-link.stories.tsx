import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
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
export const OneLine: Story = { args: { count: 1 } };
export const ManyLines: Story = { args: { count: 12 } };
