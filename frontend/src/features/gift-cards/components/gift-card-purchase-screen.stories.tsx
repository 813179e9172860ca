import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { GiftCardPurchaseScreen } from './gift-card-purchase-screen';

/** /gift-cards: buying a gift card (without Stripe.js here, so the card field stays empty and Pay waits). */
const meta = {
  title: 'GiftCards/GiftCardPurchaseScreen',
  component: GiftCardPurchaseScreen,
  args: { stripe: null, buyer: { name: 'Ada Lovelace' } },
  parameters: { initialPath: '/gift-cards' },
} satisfies Meta<typeof GiftCardPurchaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with the longest values its fields take: it still fits a phone. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByText('$100.00'));
    await expect(screen.getByRole('textbox', { name: /^Or another amount/ })).toHaveValue('$100');
    await expect(screen.getByRole('button', { name: 'Pay $100.00' })).toBeDisabled();
    const name = screen.getByRole('textbox', { name: 'Recipient’s name' });
    await userEvent.click(name);
    await userEvent.paste('N'.repeat(100));
    await userEvent.click(screen.getByRole('textbox', { name: 'Message' }));
    await userEvent.paste('A long message without spaces '.repeat(16).slice(0, 500));
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

export const Visitor: Story = {
  args: { buyer: null },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: 'Login now!' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fgift-cards',
    );
  },
};
