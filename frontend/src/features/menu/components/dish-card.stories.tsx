import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DishCard, type DishCardProps } from './dish-card';
import { dishNamed } from './menu-fixtures';
import { expectToFitTheScreen } from '../../../test/fits-the-screen';
import { expectLookUnderThePointer } from '../../../test/pointer-and-touch';
import { longestDish } from '../../../test/longest-values';

const meta = {
  title: 'Menu/DishCard',
  component: DishCard,
  decorators: [
    (Story) => (
      <Box p="md" maw={300}>
        <Story />
      </Box>
    ),
  ],
  args: {
    dish: dishNamed('Margherita Pizza'),
    favourite: false,
    onToggleFavourite: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof DishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pizza: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add to Cart: Margherita Pizza' }),
    );
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.dish);
  },
};

/** The card rises and its picture grows under the pointer, and only on a device with a pointer. */
export const UnderThePointer: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Margherita Pizza' });
    await expectLookUnderThePointer([card], {});
  },
};

export const Favourite: Story = { args: { dish: dishNamed('Tiramisu'), favourite: true } };

/** The heart as it behaves on the menu: pressed, then not, announced through aria-pressed. */
export const TogglingTheHeart: Story = {
  render: function Render(args: DishCardProps) {
    const [favourite, setFavourite] = useState(false);
    return (
      <DishCard
        {...args}
        favourite={favourite}
        onToggleFavourite={() => setFavourite((on) => !on)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const heart = await within(canvasElement).findByRole('button', {
      name: 'Favourite Margherita Pizza',
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const LongNameAndRecipe: Story = {
  args: {
    dish: {
      ...dishNamed('Margherita Pizza'),
      name: 'Quattro Formaggi Pizza With Truffle Honey And Toasted Walnuts',
      recipe:
        'Mozzarella, gorgonzola, fontina and parmesan on a thin sourdough crust, finished with truffle honey and walnuts.',
      price: 1234.5,
    },
  },
};

export const PictureCannotLoad: Story = {
  args: { dish: { ...dishNamed('Margherita Pizza'), image: 'data:image/webp;base64,AAAA' } },
};

/** The longest name and recipe the contract takes, cut after two lines each, the whole of them in their titles. */
export const LongestValues: Story = {
  args: { dish: longestDish },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByTitle(longestDish.name)).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
