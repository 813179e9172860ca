import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { DishCard } from './dish-card';
import { sampleDishes } from './menu-fixtures';

const [margherita, , , lavaCake] = sampleDishes;

const meta = {
  title: 'Menu/DishCard',
  component: DishCard,
  decorators: [
    (Story) => (
      <Box p="md" maw={320}>
        <Story />
      </Box>
    ),
  ],
  args: { dish: margherita! },
} satisfies Meta<typeof DishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pizza: Story = {};

export const Dessert: Story = { args: { dish: lavaCake! } };

export const LongNameAndRecipe: Story = {
  args: {
    dish: {
      ...margherita!,
      name: 'Quattro Formaggi Pizza With Truffle Honey And Toasted Walnuts',
      recipe:
        'Mozzarella, gorgonzola, fontina and parmesan on a thin sourdough crust, finished with truffle honey and walnuts.',
      price: 1234.5,
    },
  },
};

export const PictureCannotLoad: Story = {
  args: { dish: { ...margherita!, image: '/menu-images/not-there.webp' } },
};
