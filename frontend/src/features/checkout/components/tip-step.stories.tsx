import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import type { TipChoice } from '@/features/checkout/lib/checkout-choices';
import { TipStep } from './tip-step';

function TipStepInPlay(props: Parameters<typeof TipStep>[0]) {
  const [tip, setTip] = useState<TipChoice>(props.tip);
  return (
    <TipStep
      {...props}
      tip={tip}
      onTip={(next) => {
        setTip(next);
        props.onTip(next);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/TipStep',
  component: TipStep,
  render: (args) => <TipStepInPlay {...args} />,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
  args: {
    tips: { enabled: true, presets: [0, 10, 15, 20], custom: true },
    tip: { percent: 0 },
    onTip: fn(),
  },
} satisfies Meta<typeof TipStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "No tip" first, then the shop's percentages, then an amount of one's own. */
export const Presets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'No tip' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '15 %' }));
    await expect(args.onTip).toHaveBeenLastCalledWith({ percent: 15 });
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

export const CustomAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    const amount = canvas.getByRole('textbox', { name: 'Tip amount' });
    await userEvent.type(amount, '4.505');
    await expect(amount).toHaveAccessibleDescription('Enter an amount in USD, up to $1,000.00.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '4.50');
    await expect(args.onTip).toHaveBeenLastCalledWith({ custom: '4.50' });
  },
};

export const PresetsOnly: Story = {
  args: { tips: { enabled: true, presets: [5, 10], custom: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radio', { name: 'Other' })).toBeNull();
  },
};
