import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { popularDishes } from './home-fixtures';
import { PopularDishCard } from './popular-dish-card';

const meta = {
  title: 'Home/PopularDishCard',
  component: PopularDishCard,
  decorators: [
    (Story) => (
      <Box p="lg" maw={380}>
        <Story />
      </Box>
    ),
  ],
  args: { dish: popularDishes[0]! },
} satisfies Meta<typeof PopularDishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
