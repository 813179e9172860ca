import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CheckoutScreen } from './checkout-screen';

// Stripe.js is not loaded in stories: the card form stays empty and Pay waits for it.
const meta = {
  title: 'Checkout/CheckoutScreen',
  component: CheckoutScreen,
  args: {
    stripe: null,
    lines: [],
    totalDollars: 731.25,
    dishCount: 102,
    payer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    onPaid: fn(),
    onCartChanged: fn(),
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToPay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      '$731.25',
    );
    await expect(canvas.getByRole('button', { name: 'PayPal' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'PayPal' })).toHaveAccessibleDescription(
      'PayPal is not available yet: please pay by card.',
    );
  },
};

/** An empty cart cannot be paid for, and Pay says why. */
export const EmptyCart: Story = {
  args: {
    totalDollars: 0,
    dishCount: 0,
    blockedReason: 'Your cart is empty: add a dish from the menu first.',
  },
  play: async ({ canvasElement }) => {
    const pay = within(canvasElement).getByRole('button', { name: 'Pay' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(
      'Your cart is empty: add a dish from the menu first.',
    );
  },
};

/** A dish left the menu since the cart was shown: Pay is disabled and says which one. */
export const DishLeftTheMenu: Story = {
  args: {
    blockedReason: 'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
  },
  play: async ({ canvasElement }) => {
    const pay = within(canvasElement).getByRole('button', { name: 'Pay' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(
      'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
    );
  },
};

/** On a 360 px phone the disabled PayPal button keeps its whole label; its reason goes below it. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <Box w={360}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const paypal = within(canvasElement).getByRole('button', { name: 'PayPal' });
    const label = paypal.querySelector<HTMLElement>('.mantine-Button-label')!;
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(paypal.getBoundingClientRect().width).toBeGreaterThanOrEqual(label.scrollWidth);
  },
};
