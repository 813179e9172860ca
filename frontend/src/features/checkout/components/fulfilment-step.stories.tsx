import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Fulfilment } from '@/api/generated/model';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { type AddressDraft, EMPTY_ADDRESS } from '@/features/checkout/lib/checkout-choices';
import { FulfilmentStep } from './fulfilment-step';

/** The step with its own state, as the checkout holds it. */
function FulfilmentStepInPlay(props: Parameters<typeof FulfilmentStep>[0]) {
  const [fulfilment, setFulfilment] = useState<Fulfilment>(props.fulfilment);
  const [address, setAddress] = useState<AddressDraft>(props.address);
  return (
    <FulfilmentStep
      {...props}
      fulfilment={fulfilment}
      address={address}
      onFulfilment={(way) => {
        setFulfilment(way);
        props.onFulfilment(way);
      }}
      onAddress={(next) => {
        setAddress(next);
        props.onAddress(next);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/FulfilmentStep',
  component: FulfilmentStep,
  render: (args) => <FulfilmentStepInPlay {...args} />,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
  args: {
    shop: { pickup: true, delivery: true },
    fulfilment: 'pickup',
    address: EMPTY_ADDRESS,
    onFulfilment: fn(),
    onAddress: fn(),
    phone: '',
    onPhone: fn(),
  },
} satisfies Meta<typeof FulfilmentStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery asks for the address, and says what is wrong with a field once the customer leaves it. */
export const ChoosingDelivery: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Delivery' }));
    await expect(args.onFulfilment).toHaveBeenCalledWith('delivery');
    const postcode = canvas.getByRole('textbox', { name: /^Postcode/ });
    await userEvent.type(postcode, '7');
    await userEvent.tab();
    await expect(postcode).toHaveAccessibleDescription(
      'Enter a postcode of letters and digits (2 to 12 characters).',
    );
    await expect(canvas.getByRole('button', { name: 'Share my location' })).toBeEnabled();
  },
};

/** The seed shop only hands orders over at the counter: no choice to make. */
export const PickupOnly: Story = {
  args: { shop: { pickup: true, delivery: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: 'Delivery' })).toBeNull();
    await expect(canvas.getByText('You pick your order up at the restaurant.')).toBeInTheDocument();
  },
};

/** A delivery outside every zone: the shop's reason under the step. */
export const OutsideTheZones: Story = {
  args: {
    fulfilment: 'delivery',
    address: { ...EMPTY_ADDRESS, line1: '1 Quai de la Gare', city: 'Paris', postcode: '75013' },
    error: 'We do not deliver to 75013 yet: choose pickup, or another address.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We do not deliver to 75013',
    );
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
