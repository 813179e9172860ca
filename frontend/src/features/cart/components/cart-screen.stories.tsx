import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleUser } from '../../../test/with-auth-session';
import { cartWithDishGone, sampleCartLines } from './cart-fixtures';
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

/** A signed-out visitor at /cart-page. */
export const SignedOut: Story = { render: () => <CartLoginPrompt /> };
