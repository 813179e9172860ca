import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  getGetOverviewMockHandler,
  getListOrdersMockHandler,
} from '@/api/generated/orders-staff/orders-staff.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleOrderPage, sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { OrdersScreen } from './orders-screen';

/** Orders Tracking, with the contract's handlers answering. */
const meta = {
  title: 'Admin/OrdersScreen',
  component: OrdersScreen,
  args: { search: {}, onSearchChange: fn() },
  decorators: screenStoryDecorators,
  parameters: {
    msw: [
      getListOrdersMockHandler(sampleOrderPage),
      getGetOverviewMockHandler(sampleOverview),
      getGetShopMockHandler(sampleShop),
    ],
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveOrders: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('5 orders')).toBeVisible();
  },
};
