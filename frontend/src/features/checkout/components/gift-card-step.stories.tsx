import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftCardStep } from './gift-card-step';

const meta = {
  title: 'Checkout/GiftCardStep',
  component: GiftCardStep,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
  args: { onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof GiftCardStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed as on the e-mail and applied by keyboard; a code of the wrong shape is said so without asking the shop. */
export const Applying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Gift card' });
    await userEvent.type(field, 'K7PQ-M2XW{Enter}');
    await expect(field).toHaveAccessibleDescription(
      'A gift card code is 16 letters and digits, as on the e-mail.',
    );
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(field, '-9HTA-RC4D{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('K7PQ-M2XW-9HTA-RC4D');
  },
};

/** Applied: only the code's last four characters show, with what the card pays. */
export const Applied: Story = {
  args: { applied: { code: 'k7pq-m2xw-9hta-rc4d', pays: 27.5 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Gift card ending RC4D pays $27.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
