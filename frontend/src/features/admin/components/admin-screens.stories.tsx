import type { Meta, StoryObj } from '@storybook/react-vite';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from './category-fixtures';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getUploadImageMockHandler } from '@/api/generated/images/images.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getListOptionGroupsMockHandler } from '@/api/generated/options/options.msw';
import {
  getGetOverviewMockHandler,
  getListOrdersMockHandler,
} from '@/api/generated/orders/orders.msw';
import {
  getGetAdminStatusMockHandler,
  getListUsersMockHandler,
} from '@/api/generated/users/users.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from './settings-fixtures';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import { AddMenuScreen } from './add-menu-screen';
import {
  sampleDishes,
  sampleOptionGroups,
  sampleOrderPage,
  sampleOverview,
  sampleUsers,
} from './admin-fixtures';
import { AdminPage } from './admin-page';
import { ManageItemsScreen } from './manage-items-screen';
import { OptionGroupsScreen } from './option-groups-screen';
import { OrdersScreen } from './orders-screen';
import { OverviewScreen } from './overview-screen';
import { UpdateMenuScreen } from './update-menu-screen';
import { UsersScreen } from './users-screen';
import { errorResponse } from '@/test/error-response';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestDish } from '@/test/longest-values';

/** The dashboard's screens with the contract's handlers answering, as Ada the administrator sees them. */
const meta = {
  title: 'Admin/Screens',
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
      getGetAdminStatusMockHandler({ admin: true }),
      getGetOverviewMockHandler(sampleOverview),
      getListUsersMockHandler(sampleUsers),
      getListMenuItemsMockHandler(sampleDishes),
      getListOptionGroupsMockHandler(sampleOptionGroups),
      getListCategoriesMockHandler(sampleCategories),
      getListOrdersMockHandler(sampleOrderPage),
      getGetShopMockHandler(sampleShop),
      getUploadImageMockHandler({ success: true, data: { display_url: '/uploads/x.png' } }),
    ],
  },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  render: () => <OverviewScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Revenue this week' }),
    ).toHaveTextContent('$742.25');
  },
};

export const OverviewUnavailable: Story = {
  render: () => <OverviewScreen />,
  parameters: {
    msw: [http.get('*/overview', () => errorResponse(503, 'The database is not answering.'))],
  },
};

export const Users: Story = {
  render: () => <UsersScreen />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Total users: 4')).toBeVisible();
  },
};

export const ManageItems: Story = {
  render: () => <ManageItemsScreen />,
  parameters: { initialPath: '/dashboard/manage-items' },
};

/** Option Groups, and the form a new group opens in. */
export const OptionGroups: Story = {
  render: () => <OptionGroupsScreen />,
  parameters: { initialPath: '/dashboard/option-groups' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const sizes = await screen.findByRole('article', { name: 'Pizza sizes' }, { timeout: 5000 });
    // The groups may answer before the menu that names their dishes.
    await waitFor(() => expect(sizes).toHaveTextContent('Offered by 1 dish: Margherita Pizza'));
    await userEvent.click(screen.getByRole('button', { name: 'New option group' }));
    const page = within(canvasElement.ownerDocument.body);
    const form = await page.findByRole('form', { name: 'New option group' });
    // Once the dialog has faded in.
    await waitFor(() => expect(form).toBeVisible());
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

export const AddMenu: Story = { render: () => <AddMenuScreen /> };

export const UpdateMenu: Story = { render: () => <UpdateMenuScreen dish={sampleDishes[1]} /> };

export const Orders: Story = {
  render: () => <OrdersScreen search={{}} onSearchChange={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('5 orders')).toBeVisible();
  },
};

/** Update Menu for the dish with the longest name and recipe: its name is in the screen's description too. */
export const UpdateTheLongestDish: Story = {
  render: () => <UpdateMenuScreen dish={longestDish} />,
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
