import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { deliveryQuote, sampleQuote } from '@/test/fixtures/shop-fixtures';
import { BillRows } from './bill-rows';

const meta = {
  title: 'Shared/BillRows',
  component: BillRows,
  decorators: [
    (Story) => (
      <Box p="md" maw={360}>
        <Story />
      </Box>
    ),
  ],
  args: { bill: sampleQuote.bill, fulfilment: 'pickup' },
} satisfies Meta<typeof BillRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pickup never carries a delivery fee; tax included in the prices is said so. */
export const PickupTaxIncluded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('bill-delivery-fee')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('bill-service-fee')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('bill-tax')).toHaveTextContent('incl. tax$66.48');
    await expect(canvas.getByTestId('bill-total')).toHaveTextContent('Total$731.25');
  },
};

export const DeliveryWithCodeAndTip: Story = {
  args: { bill: deliveryQuote.bill, fulfilment: 'delivery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bill-discount')).toHaveTextContent(
      'Discount (WELCOME10)−$4.00',
    );
    await expect(canvas.getByTestId('bill-delivery-fee')).toHaveTextContent(
      'Delivery fee (Le Marais)$3.50',
    );
    await expect(canvas.getByTestId('bill-tip')).toHaveTextContent('$5.40');
    await expect(canvas.getByTestId('bill-tax')).toHaveTextContent('Tax$3.60');
    await expect(canvas.getByTestId('bill-total')).toHaveTextContent('$48.50');
  },
};

/** A shop's mandatory fee has a row of its own, by the name the shop gives it; a bill without one has no such row. */
export const WithServiceFee: Story = {
  args: {
    bill: { ...sampleQuote.bill, serviceFee: 21.94, serviceFeeName: 'Kitchen fee', total: 753.19 },
    fulfilment: 'pickup',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bill-service-fee')).toHaveTextContent('Kitchen fee$21.94');
    await expect(canvas.getByTestId('bill-total')).toHaveTextContent('Total$753.19');
  },
};

export const Compact: Story = {
  args: { bill: deliveryQuote.bill, fulfilment: 'delivery', compact: true },
};
