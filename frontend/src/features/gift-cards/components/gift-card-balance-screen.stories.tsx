import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getCheckGiftCardBalanceMockHandler } from '@/api/generated/gift-cards/gift-cards.msw';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { GiftCardBalanceScreen } from './gift-card-balance-screen';

/** /gift-cards/balance: what is left on a card, for anyone holding its code. */
const meta = {
  title: 'GiftCards/GiftCardBalanceScreen',
  component: GiftCardBalanceScreen,
  parameters: {
    initialPath: '/gift-cards/balance',
    msw: [
      getCheckGiftCardBalanceMockHandler({
        code: 'K7PQ-M2XW-9HTA-RC4D',
        balance: 27.5,
        currency: 'usd',
        voided: false,
      }),
    ],
  },
} satisfies Meta<typeof GiftCardBalanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code typed as people type it (lower case, spaces) is checked; a code of the wrong shape is said so first. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const field = screen.getByRole('textbox', { name: /^Gift card code/ });
    await userEvent.type(field, 'k7pq m2xw');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect(field).toHaveAccessibleDescription(
      'A gift card code is 16 letters and digits, as on the e-mail. 16 letters and digits, as on the e-mail.',
    );
    await userEvent.type(field, ' 9hta rc4d');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect(await screen.findByText('$27.50 left')).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
