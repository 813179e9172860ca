import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DishCard, type DishCardProps } from './dish-card';
import { setShopMoney } from '@/lib/money';
import { dishNamed } from '@/test/fixtures/menu-fixtures';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { expectLookUnderThePointer } from '@/test/pointer-and-touch';
import {
  LONGEST_UNAVAILABLE_REASON,
  longestDish,
  longestDishWithOptions,
} from '@/test/longest-values';

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
    category: { label: 'Pizza', color: 'orange' },
    favourite: false,
    onToggleFavourite: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof DishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dish with option groups names them, so that the dialog Add to Cart opens comes as no surprise. */
export const Pizza: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose: Size, Toppings')).toBeVisible();
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

/** A restaurant in Paris: euros as French writes them, the sign after the digits and set apart as the dollar is. */
export const PriceInEuros: Story = {
  beforeEach: () => {
    setShopMoney({ currency: 'EUR', locale: 'fr-FR' });
    return () => setShopMoney({ currency: 'USD', locale: 'en-US' });
  },
  args: { dish: { ...dishNamed('Margherita Pizza'), price: 1250.5 } },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Margherita Pizza' });
    await expect(card).toHaveTextContent(/1\s250,50\s€/);
    await expect(within(card).getByText('€')).toBeVisible();
  },
};

/** A restaurant in Tokyo: whole yen. */
export const PriceInYen: Story = {
  beforeEach: () => {
    setShopMoney({ currency: 'JPY', locale: 'ja-JP' });
    return () => setShopMoney({ currency: 'USD', locale: 'en-US' });
  },
  args: { dish: { ...dishNamed('Margherita Pizza'), price: 1200 } },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Margherita Pizza' });
    await expect(card).toHaveTextContent('￥1,200');
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

/** Twenty groups of the longest names: one line, cut, the whole of it in its title. */
export const LongestOptionGroups: Story = {
  args: {
    dish: {
      ...longestDishWithOptions,
      optionGroups: Array.from({ length: 20 }, () => longestDishWithOptions.optionGroups[0]),
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByTitle(/^Choose: /)).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** Without option groups a dish says nothing of choices: Add to Cart puts it straight in the cart. */
export const WithoutOptions: Story = {
  args: { dish: dishNamed('Tiramisu') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Choose: /)).toBeNull();
  },
};

/** Sold out: greyed, "Sold out" on the picture, Add to Cart disabled with the reason beside it, in words. */
export const SoldOut: Story = {
  args: { dish: dishNamed('Chocolate Brownie') },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const add = card.getByRole('button', { name: 'Add to Cart: Chocolate Brownie' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Sold out until tomorrow');
    await expect(card.getByText('Sold out')).toBeVisible();
    await expect(card.getByText('Sold out until tomorrow')).toBeVisible();
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Outside its hours: "Unavailable", with the hours it is served. */
export const OutsideItsHours: Story = {
  args: { dish: dishNamed('Roasted Tomato Soup') },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Unavailable')).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Add to Cart: Roasted Tomato Soup' }),
    ).toHaveAccessibleDescription('Served from 11:00 AM to 3:00 PM');
  },
};

/** The longest name, recipe and reason, sold out, on a phone and a desktop. */
export const SoldOutWithTheLongestValues: Story = {
  args: {
    dish: {
      ...longestDish,
      available: false,
      soldOut: { until: null },
      unavailableReason: LONGEST_UNAVAILABLE_REASON,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONGEST_UNAVAILABLE_REASON)).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
