import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'Shared/QuantityStepper',
  component: QuantityStepper,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
  args: {
    name: 'Margherita Pizza',
    quantity: 2,
    max: 99,
    onDecrease: fn(),
    onIncrease: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'One more Margherita Pizza' }));
    await userEvent.click(canvas.getByRole('button', { name: 'One less Margherita Pizza' }));
    await expect(args.onIncrease).toHaveBeenCalledOnce();
    await expect(args.onDecrease).toHaveBeenCalledOnce();
  },
};

/** At 99 there is no more room: plus is disabled. */
export const AtTheMost: Story = {
  args: { quantity: 99 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'One more Margherita Pizza' }),
    ).toBeDisabled();
  },
};

/** With a least count, minus is disabled there. */
export const AtTheLeast: Story = {
  args: { quantity: 1, min: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'One less Margherita Pizza' }),
    ).toBeDisabled();
  },
};
