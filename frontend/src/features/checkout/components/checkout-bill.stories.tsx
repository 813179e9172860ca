import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { deliveryQuote, SAMPLE_NOW, sampleQuote } from '@/test/fixtures/shop-fixtures';
import { CheckoutBill } from './checkout-bill';

const meta = {
  title: 'Checkout/CheckoutBill',
  component: CheckoutBill,
  decorators: [
    (Story) => (
      <Box p="md" maw={480}>
        <Story />
      </Box>
    ),
  ],
  args: { quote: sampleQuote, updating: false, timeZone: 'Europe/Paris', now: SAMPLE_NOW },
} satisfies Meta<typeof CheckoutBill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickupToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('promised-time')).toHaveTextContent('Pickup at 19:30 today');
    await expect(canvas.getByTestId('bill-total')).toHaveTextContent('$731.25');
  },
};

export const DeliveryTomorrow: Story = {
  args: { quote: deliveryQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('promised-time')).toHaveTextContent(
      'Delivery around 12:00 tomorrow',
    );
    await expect(canvas.getByTestId('bill-delivery-fee')).toHaveTextContent('$3.50');
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** The last bill stays, dimmed, while the next one is worked out. */
export const Updating: Story = { args: { updating: true } };

export const StillToChoose: Story = {
  args: { quote: undefined, notice: 'Enter your delivery address to see the bill.' },
};

export const FirstLoad: Story = { args: { quote: undefined } };
