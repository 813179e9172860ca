import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { LONGEST_DISH_NAME } from '@/test/longest-values';
import { popularDishes } from './home-fixtures';
import { HeroDishCard } from './hero-dish-card';

const meta = {
  title: 'Home/HeroDishCard',
  component: HeroDishCard,
  decorators: [
    (Story) => (
      <Box p="lg" maw={260}>
        <Story />
      </Box>
    ),
  ],
  args: { dish: popularDishes[1] },
} satisfies Meta<typeof HeroDishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The longest name a dish may have, and a price in the hundreds, stay within the card. */
export const LongestValues: Story = {
  args: { dish: { ...popularDishes[1], name: LONGEST_DISH_NAME, price: 999.99 } },
};
