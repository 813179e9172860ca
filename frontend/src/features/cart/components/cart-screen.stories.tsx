import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleUser } from '@/test/with-auth-session';
import { cartWithChoices, cartWithDishGone, sampleCartLines } from '@/test/fixtures/cart-fixtures';
import { CartLoginPrompt, CartScreen } from './cart-screen';

const meta = {
  title: 'Cart/CartScreen',
  component: CartScreen,
  args: {
    user: sampleUser,
    lines: sampleCartLines,
    onDecrease: fn(),
    onIncrease: fn(),
    onDelete: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDishes: Story = {};
export const Empty: Story = { args: { lines: [] } };
export const Loading: Story = { args: { lines: undefined } };
export const DishLeftTheMenu: Story = { args: { lines: cartWithDishGone } };

/** Two Margheritas made differently, a burger without onions, and a lemonade that cannot be ordered now. */
export const LinesWithChoices: Story = {
  args: { lines: cartWithChoices },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Fresh Mint Lemonade (Large is sold out until tomorrow) cannot be ordered now: remove it from your cart to pay, or wait until it is back.',
      ),
    ).toBeVisible();
  },
};

/** A signed-out visitor at /cart-page. */
export const SignedOut: Story = { render: () => <CartLoginPrompt /> };
