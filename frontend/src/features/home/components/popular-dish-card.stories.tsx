import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, within } from 'storybook/test';
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
  args: { dish: popularDishes[0] },
} satisfies Meta<typeof PopularDishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Order Now opens the menu on this dish, not the menu's first page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const orderNow = within(canvasElement).getByRole('link', {
      name: `Order Now: ${args.dish.name}`,
    });
    const target = new URL(orderNow.getAttribute('href')!, 'https://shop.example');
    await expect(target.pathname).toBe('/menu');
    await expect(target.searchParams.get('q')).toBe(args.dish.name);
  },
};
