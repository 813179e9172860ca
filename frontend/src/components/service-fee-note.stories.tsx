import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { kitchenFee } from '@/test/fixtures/shop-fixtures';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { ServiceFeeNote } from './service-fee-note';

const meta = {
  title: 'Shared/ServiceFeeNote',
  component: ServiceFeeNote,
  decorators: [
    (Story) => (
      <Box p="md" maw={480}>
        <Story />
      </Box>
    ),
  ],
  args: { fee: kitchenFee },
} satisfies Meta<typeof ServiceFeeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A share of the food, said with what it pays for. */
export const Percentage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('service-fee-note')).toHaveTextContent(
      'Kitchen fee: 3% of the food, added to every order. It pays our kitchen team a fair wage.',
    );
  },
};

/** An amount per order, in the shop's currency. */
export const AmountPerOrder: Story = {
  args: { fee: { ...kitchenFee, name: 'Packaging', charge: { amount: 0.5 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('service-fee-note')).toHaveTextContent(
      'Packaging: $0.50, added to every order.',
    );
  },
};

/** No fee, nothing said. */
export const NoFee: Story = {
  args: { fee: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('service-fee-note')).not.toBeInTheDocument();
  },
};

/** The longest name and purpose the contract allows wrap inside a phone's width. */
export const Longest: Story = {
  args: {
    fee: { name: 'W'.repeat(40), purpose: 'W'.repeat(200), charge: { percent: 29.99 } },
  },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
