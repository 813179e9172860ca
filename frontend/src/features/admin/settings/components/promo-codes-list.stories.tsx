import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { PromoCodesList } from './promo-codes-list';
import { samplePromoCodes } from '@/features/admin/shared/components/settings-fixtures';

const meta = {
  title: 'Admin/PromoCodesList',
  component: PromoCodesList,
  args: { promos: samplePromoCodes, timeZone: 'Europe/Paris', onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoCodesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Codes: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    const welcome = within(list.getByRole('article', { name: 'WELCOME10' }));
    await expect(welcome.getByText('Uses 3 / 100 · 1 per customer')).toBeVisible();
    const pickup = within(list.getByRole('article', { name: 'PICKUP5' }));
    await expect(pickup.getByText('$5.00 off · Pickup only')).toBeVisible();
    await expect(pickup.getByText('Dec 1, 2026, 00:00 to Dec 31, 2026, 23:59')).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

export const NoCode: Story = { args: { promos: [] } };
