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

/** A sold-out dish: greyed, "Sold out" on its picture, Order Now disabled with the reason in words. */
export const SoldOut: Story = {
  args: {
    dish: {
      ...popularDishes[0],
      available: false,
      soldOut: { until: null },
      unavailableReason: 'Sold out until the kitchen puts it back',
    },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const orderNow = card.getByRole('button', { name: `Order Now: ${args.dish.name}` });
    await expect(orderNow).toBeDisabled();
    await expect(orderNow).toHaveAccessibleDescription('Sold out until the kitchen puts it back');
    await expect(card.getByText('Sold out')).toBeVisible();
  },
};
