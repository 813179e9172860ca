import type { Meta, StoryObj } from '@storybook/react-vite';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from './category-fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  getCreateDeliveryZoneMockHandler,
  getListDeliveryZonesMockHandler,
} from '@/api/generated/delivery/delivery.msw';
import { getListPromoCodesMockHandler } from '@/api/generated/promotions/promotions.msw';
import {
  getGetOpeningHoursMockHandler,
  getGetOrderingSettingsMockHandler,
  getGetShopMockHandler,
  getReplaceOpeningHoursMockHandler,
  getReplaceOrderingSettingsMockHandler,
} from '@/api/generated/shop/shop.msw';
import { getGetOverviewMockHandler } from '@/api/generated/orders/orders.msw';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { sampleOverview } from './admin-fixtures';
import { AdminPage } from './admin-page';
import { DeliveryZonesScreen } from './delivery-zones-screen';
import { HoursScreen } from './hours-screen';
import { OrderingScreen } from './ordering-screen';
import { PromoCodesScreen } from './promo-codes-screen';
import {
  sampleDeliveryZones,
  sampleOpeningHours,
  sampleOrderingSettings,
  samplePromoCodes,
  sampleShop,
} from './settings-fixtures';

/** The screens that set how the shop takes orders, with the contract's handlers answering. */
const meta = {
  title: 'Admin/SettingsScreens',
  component: AdminPage,
  args: { title: 'Dashboard', children: null },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    withAuthSession({ user: sampleUser }),
  ],
  parameters: {
    msw: [
      getGetShopMockHandler(sampleShop),
      getGetOverviewMockHandler(sampleOverview),
      getGetOpeningHoursMockHandler(sampleOpeningHours),
      getReplaceOpeningHoursMockHandler(sampleOpeningHours),
      getGetOrderingSettingsMockHandler(sampleOrderingSettings),
      getListCategoriesMockHandler(sampleCategories),
      getReplaceOrderingSettingsMockHandler(sampleOrderingSettings),
      getListDeliveryZonesMockHandler(sampleDeliveryZones),
      getCreateDeliveryZoneMockHandler(sampleDeliveryZones[0]),
      getListPromoCodesMockHandler(samplePromoCodes),
    ],
  },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hours: Story = {
  render: () => <HoursScreen />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/Times are in Europe\/Paris/)).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Save the hours' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The opening hours are saved')).toBeInTheDocument();
  },
};

export const Ordering: Story = {
  render: () => <OrderingScreen />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The tax rates name the shop's categories by their names.
    await expect(await screen.findByLabelText('Tax rate for Drinks')).toBeVisible();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save the ordering settings' }),
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The ordering settings are saved')).toBeInTheDocument();
  },
};

/** Delivery Zones, and the form a new zone opens in. */
export const DeliveryZones: Story = {
  render: () => <DeliveryZonesScreen />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('article', { name: 'Paris 11e' });
    await userEvent.click(screen.getByRole('button', { name: 'New delivery zone' }));
    const page = within(canvasElement.ownerDocument.body);
    const form = await page.findByRole('form', { name: 'New delivery zone' });
    await waitFor(() => expect(form).toBeVisible());
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

export const PromoCodes: Story = {
  render: () => <PromoCodesScreen />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('article', { name: 'WELCOME10' })).toBeVisible();
  },
};
