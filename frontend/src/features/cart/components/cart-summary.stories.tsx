import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartSummary } from './cart-summary';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { LONGEST_EMAIL, LONGEST_UNBROKEN_NAME } from '@/test/longest-values';
import { kitchenFee } from '@/test/fixtures/shop-fixtures';

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  decorators: [
    (Story) => (
      <Box p="md" maw={420}>
        <Story />
      </Box>
    ),
  ],
  args: {
    customer: { name: 'Ada Lovelace', email: 'ada@example.com', userId: 'uid-ada' },
    dishCount: 102,
    totalCents: 73125,
  },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToPay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$731.25')).toBeInTheDocument();
    await expect(canvas.getByText('102 dishes')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Proceed Checkout' })).toHaveAttribute(
      'href',
      '/process-checkout',
    );
  },
};

/** Nothing to pay for: Proceed Checkout is disabled, and says why. */
export const EmptyCart: Story = {
  args: {
    dishCount: 0,
    totalCents: 0,
    blockedReason: 'Your cart is empty: add a dish from the menu first.',
  },
  play: async ({ canvasElement }) => {
    const proceed = within(canvasElement).getByRole('button', { name: 'Proceed Checkout' });
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAccessibleDescription(
      'Your cart is empty: add a dish from the menu first.',
    );
  },
};

/** The longest name and address a customer can have. */
export const LongestValues: Story = {
  args: {
    customer: { name: LONGEST_UNBROKEN_NAME, email: LONGEST_EMAIL, userId: 'x'.repeat(128) },
    dishCount: 99 * 99,
    totalCents: 10_000_000,
  },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** The shop adds a fee to every order: the total leaves it out, and says so with its purpose beneath. */
export const WithServiceFee: Story = {
  args: { serviceFee: kitchenFee },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('service-fee-note')).toHaveTextContent(
      'Kitchen fee: 3% of the food, added to every order. It pays our kitchen team a fair wage.',
    );
  },
};

/** A dish left the menu: the cart cannot be paid until it is removed. */
export const DishLeftTheMenu: Story = {
  args: {
    blockedReason: 'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
  },
  play: async ({ canvasElement }) => {
    const proceed = within(canvasElement).getByRole('button', { name: 'Proceed Checkout' });
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAccessibleDescription(
      'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
    );
  },
};
