import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  getGetGiftCardMockHandler,
  getListGiftCardsMockHandler,
  getTopUpGiftCardMockHandler,
} from '@/api/generated/gift-cards-staff/gift-cards-staff.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/features/admin/shared/components/settings-fixtures';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { sampleGiftCardDetails, sampleGiftCards } from '@/test/fixtures/gift-card-fixtures';
import { GiftCardsScreen } from './gift-cards-screen';

/** Gift Cards on the dashboard, with the contract's handlers answering. */
const meta = {
  title: 'Admin/GiftCardsScreen',
  component: GiftCardsScreen,
  decorators: screenStoryDecorators,
  parameters: {
    msw: [
      getListGiftCardsMockHandler(sampleGiftCards),
      getGetGiftCardMockHandler(sampleGiftCardDetails),
      getTopUpGiftCardMockHandler({
        ...sampleGiftCardDetails,
        balance: 32.5,
        entries: [
          ...sampleGiftCardDetails.entries,
          { _id: 'e4', kind: 'topped_up', amount: 5, createdAt: '2026-11-25T10:00:00.000Z' },
        ],
      }),
      getGetShopMockHandler(sampleShop),
    ],
  },
} satisfies Meta<typeof GiftCardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards, one bought and half spent, one voided; opened, a card shows its ledger, signed, oldest first. */
export const CardsAndALedger: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const bought = await screen.findByRole('article', { name: 'K7PQ-M2XW-9HTA-RC4D' });
    await expect(within(bought).getByText('$27.50')).toBeVisible();
    await expect(
      within(screen.getByRole('article', { name: 'ZX9A-B3CD-EF4G-HJ5K' })).getByText('Voided'),
    ).toBeVisible();
    await userEvent.click(within(bought).getByRole('button', { name: /^K7PQ-M2XW-9HTA-RC4D/ }));
    const dialog = within(canvasElement.ownerDocument.body);
    const ledger = await dialog.findByRole('table', { name: 'Ledger of K7PQ-M2XW-9HTA-RC4D' });
    const rows = within(ledger).getAllByRole('row');
    await expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Amount',
      '+$50.00',
      '−$32.50',
      '+$10.00',
    ]);
    await expect(dialog.getByRole('button', { name: 'Void the card' })).toBeEnabled();

    // A top-up without an amount is said so; with one, the card shows its new balance and entry.
    const topUp = dialog.getByRole('button', { name: 'Top up' });
    await userEvent.click(topUp);
    const amount = dialog.getByRole('textbox', { name: 'Top up by' });
    await expect(amount).toHaveAccessibleDescription('Enter an amount greater than zero.');
    await userEvent.type(amount, '5');
    await userEvent.click(topUp);
    await expect(await dialog.findByText('Balance: $32.50')).toBeVisible();
    await expect(within(ledger).getAllByRole('row')).toHaveLength(5);
  },
};

export const NoCardYet: Story = {
  parameters: {
    msw: [getListGiftCardsMockHandler([]), getGetShopMockHandler(sampleShop)],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No gift card yet.')).toBeVisible();
  },
};
