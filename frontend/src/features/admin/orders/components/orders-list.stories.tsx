import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleOrders } from '@/features/admin/shared/components/admin-fixtures';
import { OrdersList } from './orders-list';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestOrder } from '@/test/longest-values';

const meta = {
  title: 'Admin/OrdersList',
  component: OrdersList,
  args: { orders: sampleOrders, onMove: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order in each status, each with only the moves it can still make. */
export const EveryStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement);
    const preparing = within(list.getByRole('article', { name: 'Order #1044' }));
    await userEvent.click(preparing.getByRole('button', { name: 'Mark ready' }));
    await expect(args.onMove).toHaveBeenCalledWith(sampleOrders[1], 'ready');
    const pending = within(list.getByRole('article', { name: 'Order #1045' }));
    await userEvent.click(pending.getByRole('button', { name: 'Reject' }));
    await expect(args.onMove).toHaveBeenCalledWith(sampleOrders[0], 'rejected');
  },
};

/** Placed, promised and ready times alike on the shop's clock, wherever the browser is (here, UTC). */
export const OnTheShopsClock: Story = {
  args: { timeZone: 'Asia/Tokyo' },
  play: async ({ canvasElement }) => {
    const pending = within(within(canvasElement).getByRole('article', { name: 'Order #1045' }));
    await expect(pending.getByText('Nov 23, 2026, 04:40')).toBeVisible();
  },
};

/**
 * A delivery, its address and promised time, and its bill with a code, a fee and a tip; a pickup whose prices
 * included the tax, with no delivery fee.
 */
export const FulfilmentAndBill: Story = {
  args: { timeZone: 'Europe/Paris' },
  play: async ({ canvasElement }) => {
    const delivered = within(within(canvasElement).getByRole('article', { name: 'Order #1045' }));
    await expect(delivered.getByText('Delivery · delivered by Nov 22, 2026, 21:15')).toBeVisible();
    await expect(delivered.getByText('12 Rue des Lilas, Flat 3, 75011 Paris')).toBeVisible();
    const bill = within(delivered.getByRole('list', { name: 'Bill of order #1045' }));
    await expect(
      bill.getByRole('listitem', { name: 'Discount (WELCOME10): −$4.83' }),
    ).toBeVisible();
    await expect(bill.getByRole('listitem', { name: 'Tip: $6.51' })).toBeVisible();
    await expect(bill.getByRole('listitem', { name: 'Total: $58.12' })).toBeVisible();
    const collected = within(within(canvasElement).getByRole('article', { name: 'Order #1044' }));
    const pickupBill = within(collected.getByRole('list', { name: 'Bill of order #1044' }));
    await expect(pickupBill.queryByRole('listitem', { name: /^Delivery fee/ })).toBeNull();
    await expect(pickupBill.getByRole('listitem', { name: /^incl\. tax: / })).toBeVisible();
  },
};

export const Moving: Story = { args: { busyOrderId: sampleOrders[0]._id } };
export const NoneMatch: Story = { args: { orders: [] } };

/** The longest address, transaction id and dish names the contract takes. */
export const LongestValues: Story = {
  args: { orders: [longestOrder, ...sampleOrders] },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
