import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { getQuoteOrderMockHandler } from '@/api/generated/checkout-mutations/checkout-mutations.msw';
import type { OrderRequest } from '@/api/generated/model';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import {
  deliveryQuote,
  SAMPLE_NOW,
  sampleQuote,
  sampleShop,
  sampleSlots,
} from '@/test/fixtures/shop-fixtures';
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
    // Wallets (PayPal among them where Stripe offers it) come from Stripe's Express Checkout Element, not a button
    // of the shop's own.
    await expect(canvas.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Pay' })).toBeVisible();
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
    const pay = within(canvasElement).getByRole('button', { name: /^Pay( |$)/ });
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
    const pay = within(canvasElement).getByRole('button', { name: /^Pay( |$)/ });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(
      'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
    );
  },
};

/** On a 360 px phone nothing of the checkout is cut or scrolls sideways. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <Box w={360}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** The shop's answer to each choice: a delivery's bill carries a fee, a tip and a code. */
const quoteHandler = http.post('*/checkout/quote', async ({ request }) => {
  const asked = (await request.json()) as OrderRequest;
  if (asked.promoCode && asked.promoCode.toUpperCase() !== 'WELCOME10')
    return HttpResponse.json(
      {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'This promo code does not exist.',
      },
      { status: 422 },
    );
  return HttpResponse.json(asked.fulfilment === 'delivery' ? deliveryQuote : sampleQuote);
});

/** The whole checkout: how, when, tip, code, then the dishes, the bill and Pay. */
export const WithChoices: Story = {
  args: { shop: sampleShop, slots: sampleSlots, now: SAMPLE_NOW, totalDollars: 731.25 },
  parameters: { msw: [quoteHandler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('promised-time')).toHaveTextContent(
      'Pickup at 19:30 today',
    );
    await expect(canvas.getByTestId('bill-total')).toHaveTextContent('$731.25');
    await userEvent.click(canvas.getByRole('radio', { name: 'Delivery' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Address( \*)?$/ }),
      '12 Rue Oberkampf',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Paris');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Postcode/ }), '75011');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '+33 1 23 45 67 89');
    await expect(await canvas.findByTestId('bill-delivery-fee')).toHaveTextContent('$3.50');
    await expect(canvas.getByTestId('promised-time')).toHaveTextContent(
      'Delivery around 12:00 tomorrow',
    );
  },
};

/** The steps come one under the other; nothing sticks out on a 360 px phone or a desktop. */
/** A returning customer's saved cards come first, the newest chosen; a new card is the last choice. */
export const WithSavedCards: Story = {
  args: {
    ...WithChoices.args,
    savedCards: [
      { id: 'pm_saved2', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      {
        id: 'pm_saved1',
        brand: 'american_express_long_network',
        last4: '0005',
        expMonth: 1,
        expYear: 2030,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await expect(canvas.getByTestId('card-element')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'A new card' }));
    await expect(canvas.getByTestId('card-element')).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

export const WithChoicesOnAPhone: Story = {
  args: WithChoices.args,
  parameters: { msw: [getQuoteOrderMockHandler(deliveryQuote)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('bill-total')).toHaveTextContent('$48.50');
    const steps = ['fulfilment', 'time', 'tip', 'promo-code'].map((id) =>
      canvas.getByTestId(`checkout-step-${id}`).getBoundingClientRect(),
    );
    for (let i = 1; i < steps.length; i++)
      await expect(steps[i].top).toBeGreaterThan(steps[i - 1].top);
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
