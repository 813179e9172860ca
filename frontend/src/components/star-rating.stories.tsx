import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { StarRating } from './star-rating';

const meta = {
  title: 'Shared/StarRating',
  component: StarRating,
  decorators: [
    (Story) => (
      <Box p="lg">
        <Story />
      </Box>
    ),
  ],
  args: { value: 4.5, size: 20 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourAndAHalf: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Rated 4.5 out of 5' }),
    ).toBeInTheDocument();
  },
};
export const Five: Story = { args: { value: 5 } };
