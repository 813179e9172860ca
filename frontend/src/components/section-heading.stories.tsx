import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@mantine/core';
import { SectionHeading } from './section-heading';

const meta = {
  title: 'Shared/SectionHeading',
  component: SectionHeading,
  decorators: [
    (Story) => (
      <Box p="lg">
        <Story />
      </Box>
    ),
  ],
  args: { eyebrow: 'Customer favorites', title: 'Popular Categories' },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centred: Story = {};
export const LeftWithText: Story = {
  args: {
    align: 'left',
    children: (
      <Text c="dimmed">Rooted in passion, we curate unforgettable dining experiences.</Text>
    ),
  },
};
