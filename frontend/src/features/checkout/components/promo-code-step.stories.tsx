import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { PromoCodeStep } from './promo-code-step';

const meta = {
  title: 'Checkout/PromoCodeStep',
  component: PromoCodeStep,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
  args: { onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof PromoCodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed and applied by keyboard: Enter applies it as the button does. */
export const Applying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), 'welcome10{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('welcome10');
  },
};

export const WrongShape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'no way');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(field).toHaveAccessibleDescription(
      'A promo code is 3 to 32 letters, digits, - or _.',
    );
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** The shop's refusal under the field. */
export const Refused: Story = {
  args: { error: 'This promo code is for deliveries only.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Promo code' }),
    ).toHaveAccessibleDescription('This promo code is for deliveries only.');
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

export const Applied: Story = {
  args: { applied: 'WELCOME10' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('WELCOME10 applied');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};
