import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCartLines } from './cart-fixtures';
import { CartLines } from './cart-lines';
import { expectToFitTheScreen } from '../../../test/fits-the-screen';
import { longestCartLine } from '../../../test/longest-values';

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

export const ChangingALine: Story = { args: { busyLineId: 'line-pizza' } };

/** 99 of the dish with the longest name: a table on a desktop, a card on a phone, nothing pushed off the screen. */
export const LongestValues: Story = {
  args: { lines: [longestCartLine, ...sampleCartLines] },
  render: (args) => <CartLines {...args} layout={undefined} />,
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
    await expect(
      within(canvasElement).getByRole('button', { name: `Delete ${longestCartLine.name}` }),
    ).toBeVisible();
  },
};
