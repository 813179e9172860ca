import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { SavedCardsList } from './saved-cards-section';

const visa = { id: 'pm_saved2', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };

const meta = {
  title: 'Profile/SavedCardsList',
  component: SavedCardsList,
  decorators: [
    (Story) => (
      <Box p="md" maw={520}>
        <Story />
      </Box>
    ),
  ],
  args: {
    cards: [
      visa,
      { id: 'pm_saved1', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2030 },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof SavedCardsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card by its network, last digits and expiry; Remove forgets that one. */
export const TwoCards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Saved cards' })).toHaveTextContent(
      'Visa •••• 4242Expires 12/34',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mastercard •••• 4444' }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'pm_saved1' }));
  },
};

/** None kept: how to keep one next time. */
export const NoCards: Story = {
  args: { cards: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No card is kept for you.');
  },
};

/** The longest network name Stripe could send, at a phone's width. */
export const LongestValues: Story = {
  args: { cards: [{ ...visa, brand: 'w'.repeat(30) }], removingId: 'pm_saved2' },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
