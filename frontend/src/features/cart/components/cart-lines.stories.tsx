import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartWithChoices, cartWithDishGone, sampleCartLines } from '@/test/fixtures/cart-fixtures';
import { CartLines } from './cart-lines';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import {
  LONGEST_UNAVAILABLE_REASON,
  longestCartLine,
  longestUnavailableCartLine,
} from '@/test/longest-values';

const meta = {
  title: 'Cart/CartLines',
  component: CartLines,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
  args: {
    lines: sampleCartLines,
    layout: 'table',
    onDecrease: fn(),
    onIncrease: fn(),
    onDelete: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: 'Margherita Pizza' })).toHaveTextContent('$29.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Greek Salad' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleCartLines[1]);
  },
};

/** On a phone each line is a card. */
export const Cards: Story = { args: { layout: 'cards' } };

/** 99 of the dish with the longest name: a table on a desktop, a card on a phone, nothing pushed off the screen. */
export const LongestValues: Story = {
  args: { lines: [longestCartLine, longestUnavailableCartLine, ...sampleCartLines] },
  render: (args) => <CartLines {...args} layout={undefined} />,
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
    await expect(
      within(canvasElement).getByRole('button', { name: /^Delete TRUFFLED/ }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(LONGEST_UNAVAILABLE_REASON)).toBeVisible();
  },
};

/** The pizza left the menu: it stays in sight, greyed, without +/- or a price, until it is removed. */
export const DishLeftTheMenu: Story = {
  args: { lines: cartWithDishGone },
  play: async ({ canvasElement, args }) => {
    const pizza = within(within(canvasElement).getByRole('row', { name: 'Margherita Pizza' }));
    await expect(pizza.getByText('No longer available')).toBeVisible();
    await expect(pizza.getByText('Not counted')).toBeVisible();
    await expect(pizza.queryByRole('button', { name: /One (more|less)/ })).toBeNull();
    await userEvent.click(pizza.getByRole('button', { name: 'Remove Margherita Pizza' }));
    await expect(args.onRemove).toHaveBeenCalledWith(cartWithDishGone[0]);
  },
};

export const DishLeftTheMenuOnAPhone: Story = {
  args: { lines: cartWithDishGone, layout: 'cards' },
};

const margheritas = /^Margherita Pizza \(Size: /;

/**
 * Two Margheritas made differently are two lines, each with its choices under its name and buttons named by
 * them; the lemonade whose large size ran out says why, and has Remove instead of its quantity.
 */
export const LinesWithChoices: Story = {
  args: { lines: cartWithChoices },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row', { name: margheritas })).toHaveLength(2);
    const large = within(
      canvas.getByRole('row', {
        name: 'Margherita Pizza (Size: Large 14" · Toppings: Extra mozzarella ×2, Fresh basil)',
      }),
    );
    await expect(
      large.getByText('Size: Large 14" · Toppings: Extra mozzarella ×2, Fresh basil'),
    ).toBeVisible();
    await expect(large.getByText('$22.00')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'One more Margherita Pizza (Size: Small 10")' }),
    );
    await expect(args.onIncrease).toHaveBeenCalledWith(cartWithChoices[1]);

    const lemonade = within(canvas.getByRole('row', { name: /^Fresh Mint Lemonade/ }));
    await expect(lemonade.getByText('Large is sold out until tomorrow')).toBeVisible();
    await expect(lemonade.getByText('Not counted')).toBeVisible();
    await userEvent.click(
      lemonade.getByRole('button', { name: 'Remove Fresh Mint Lemonade (Drink size: Large)' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(cartWithChoices[3]);
  },
};

export const LinesWithChoicesOnAPhone: Story = {
  args: { lines: cartWithChoices, layout: 'cards' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('listitem', { name: margheritas }),
    ).toHaveLength(2);
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
