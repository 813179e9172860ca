import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectToFitTheScreen } from '../../../test/fits-the-screen';
import { longestOrder } from '../../../test/longest-values';
import { sampleOrders } from './order-fixtures';
import { OrderList } from './order-list';
import { OrderScreen } from './order-screen';

const meta = {
  title: 'Orders/OrderScreen',
  component: OrderScreen,
  args: { orders: sampleOrders },
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dishes = within(canvas.getByRole('list', { name: 'Dishes of order pi_3Second0rder' }));
    await expect(dishes.getByText('Margherita Pizza × 2')).toBeVisible();
    await expect(dishes.getByText('Size: Large 14" · Toppings: Extra mozzarella ×2')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Contact us about order pi_3Second0rder' }),
    ).toHaveAttribute('href', '/contact');
  },
};

/** On a phone each order is a card, with its dishes. */
export const AsCards: Story = {
  render: () => <OrderList orders={sampleOrders} layout="cards" />,
  play: async ({ canvasElement }) => {
    const dishes = within(canvasElement).getByRole('list', {
      name: 'Dishes of order pi_3Second0rder',
    });
    await expect(dishes).toHaveTextContent('Margherita Pizza × 2');
    await expect(dishes).toHaveTextContent('New York Cheesecake × 1');
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cart is empty. Please add products.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute(
      'href',
      '/menu',
    );
  },
};

export const Loading: Story = { args: { orders: undefined } };

/** The longest transaction id and dish names the contract takes: a table on a desktop, cards on a phone. */
export const LongestValues: Story = {
  args: { orders: [longestOrder, ...sampleOrders] },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
