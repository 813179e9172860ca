import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { ReorderChanges } from './reorder-changes';

const meta = {
  title: 'Orders/ReorderChanges',
  component: ReorderChanges,
  decorators: [
    (Story) => (
      <Box p="md" maw={440}>
        <Story />
      </Box>
    ),
  ],
  args: {
    result: {
      added: [],
      repriced: [{ name: 'Margherita Pizza', was: 12.5, now: 13.5 }],
      notAdded: [
        { name: 'Greek Salad', reason: 'Greek Salad cannot be ordered now: it is sold out.' },
        { name: 'Tiramisu', reason: 'This dish is no longer on the menu.' },
      ],
    },
  },
} satisfies Meta<typeof ReorderChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dish at a new price and two that cannot be had, each with why. */
export const Changes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'At a new price since' })).toHaveTextContent(
      'Margherita Pizza: now $13.50 (was $12.50)',
    );
    await expect(canvas.getByRole('list', { name: 'Not added' })).toHaveTextContent(
      'Tiramisu: This dish is no longer on the menu.',
    );
  },
};

/** The longest dish name and reason wrap within a phone's width. */
export const LongestValues: Story = {
  args: {
    result: {
      added: [],
      repriced: [{ name: 'W'.repeat(80), was: 99_999.99, now: 100_000 }],
      notAdded: [{ name: 'W'.repeat(80), reason: 'W'.repeat(500) }],
    },
  },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
