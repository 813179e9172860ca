import { Box, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestOrder } from '@/test/longest-values';
import { sampleOrders } from '@/test/fixtures/order-fixtures';
import { OrderFulfilment } from '@/components/order-fulfilment';
import { OrderBill } from './order-bill';

const meta = {
  title: 'Orders/OrderFulfilment',
  component: OrderFulfilment,
  decorators: [
    (Story) => (
      <Box p="md" maw={420}>
        <Story />
      </Box>
    ),
  ],
  args: {
    order: sampleOrders[0],
    timeZone: 'Europe/Paris',
    now: new Date('2026-03-13T12:00:00Z'),
    size: 'xs',
    testId: 'fulfilment',
  },
} satisfies Meta<typeof OrderFulfilment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeliveryTomorrow: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('fulfilment')).toHaveTextContent(
      'Delivery around 20:15 tomorrow',
    );
  },
};

/** An order placed before time slots: no promised time, only how it was handed over. */
export const PickupWithoutTime: Story = {
  args: { order: sampleOrders[1] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('fulfilment')).toHaveTextContent(/^Pickup$/);
  },
};

/** The longest address and bill the contract takes, with the bill opened, on a phone and a desktop. */
export const LongestWithBill: Story = {
  args: { order: longestOrder },
  render: (args) => (
    <Stack gap="xs">
      <OrderFulfilment {...args} />
      <OrderBill order={longestOrder} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Bill of order/ }));
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
