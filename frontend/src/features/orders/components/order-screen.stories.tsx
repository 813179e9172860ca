import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import type { Payment } from '@/api/generated/model';
import { longestOrder } from '@/test/longest-values';
import { orderProgress } from '@/test/order-progress';
import { sampleOrders } from '@/test/fixtures/order-fixtures';
import { OrderList } from './order-list';
import { OrderScreen } from './order-screen';

const meta = {
  title: 'Orders/OrderScreen',
  component: OrderScreen,
  args: {
    orders: sampleOrders,
    timeZone: 'Europe/Paris',
    now: new Date('2026-03-14T12:00:00Z'),
    onCancel: fn(),
    onReorder: fn(),
  },
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dishes = within(canvas.getByRole('list', { name: 'Dishes of order #1042' }));
    await expect(dishes.getByText('Margherita Pizza × 2')).toBeVisible();
    await expect(dishes.getByText('Size: Large 14" · Toppings: Extra mozzarella ×2')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Contact us about order #1042' }),
    ).toHaveAttribute('href', '/contact');
  },
};

/** "Order again" on an order puts that order in the cart; while it does, the other orders' buttons wait. */
export const OrderAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Order again: order #1017' }));
    await expect(args.onReorder).toHaveBeenCalledWith(sampleOrders[1]);
  },
};

/** Each order says how it is handed over, where, and when, on the shop's clock; its bill opens under its total. */
export const FulfilmentAndBill: Story = {
  // The table, whatever width the previous story left the page at.
  render: (args) => (
    <OrderList orders={args.orders ?? []} layout="table" timeZone={args.timeZone} now={args.now} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivery = canvas.getByTestId('order-fulfilment-pi_3Second0rder');
    await expect(delivery).toHaveTextContent('Delivery around 20:15 today');
    await expect(delivery).toHaveTextContent(
      '12 Rue Oberkampf, Building B, 3rd floor, 75011 Paris',
    );
    await expect(canvas.getByTestId('order-fulfilment-pi_3First0rder')).toHaveTextContent('Pickup');
    const bill = canvas.getByRole('button', { name: 'Bill of order pi_3Second0rder' });
    await expect(bill).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bill);
    await expect(bill).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByTestId('bill-discount')[0]).toHaveTextContent(
      'Discount (WELCOME10)−$73.13',
    );
    // The bill opens with an animation: its total shows once it has run.
    await waitFor(() => expect(canvas.getAllByTestId('bill-total')[0]).toBeVisible());
  },
};

/** On a phone each order is a card, with its dishes. */
export const AsCards: Story = {
  render: () => (
    <OrderList
      orders={sampleOrders}
      layout="cards"
      timeZone="Europe/Paris"
      now={new Date('2026-03-14T12:00:00Z')}
    />
  ),
  play: async ({ canvasElement }) => {
    const dishes = within(canvasElement).getByRole('list', {
      name: 'Dishes of order #1042',
    });
    await expect(dishes).toHaveTextContent('Margherita Pizza × 2');
    await expect(dishes).toHaveTextContent('New York Cheesecake × 1');
    await expect(
      within(canvasElement).getByTestId('order-fulfilment-pi_3Second0rder'),
    ).toHaveTextContent('Delivery around 20:15 today');
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
    for (const bill of within(canvasElement).getAllByRole('button', { name: /^Bill of order/ }))
      await userEvent.click(bill);
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

const progressed = (status: Payment['status'], index: number): Payment => ({
  ...sampleOrders[index % sampleOrders.length],
  _id: `order-${status}`,
  number: 1100 + index,
  transactionId: `pi_3${status.replace(' ', '')}`,
  status,
  ...orderProgress(
    status,
    '2026-03-14T18:30:00.000Z',
    sampleOrders[index % sampleOrders.length].price,
  ),
});

/**
 * Each order follows the kitchen: waiting, accepted with its ready time, ready, refused with the reason and the
 * card released, cancelled with the refund; each with the steps it took. While one is ready, the tab says so.
 */
export const KitchenProgress: Story = {
  args: {
    orders: (['order pending', 'accepted', 'ready', 'rejected', 'cancelled'] as const).map(
      progressed,
    ),
    live: 'live',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Updates live');
    const progress = (status: string) => canvas.getByTestId(`order-progress-pi_3${status}`);
    await expect(progress('orderpending')).toHaveTextContent('Waiting for the kitchen to confirm');
    await expect(progress('accepted')).toHaveTextContent('Accepted: ready at 20:00.');
    // Sample orders alternate: this one is delivered.
    await expect(progress('ready')).toHaveTextContent('On its way to you.');
    await expect(progress('rejected')).toHaveTextContent('Nothing was charged');
    await expect(progress('rejected')).toHaveTextContent('Reason: We ran out of basil tonight.');
    await expect(progress('cancelled')).toHaveTextContent('refunded to your card');
    const steps = within(canvas.getByRole('list', { name: 'Steps of order #1102' }));
    await expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Placed 19:30',
      '→ Accepted 19:32',
      '→ Preparing 19:34',
      '→ Ready 19:36',
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Your order is ready! · /));
  },
};
