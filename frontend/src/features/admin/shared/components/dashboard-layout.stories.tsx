import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { KITCHEN_STATUS, OWNER_STATUS } from '@/test/fixtures/staff-fixtures';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import { DashboardLayout } from './dashboard-layout';

/** The staff's frame: the sidebar beside the screen, with the screens the role opens; here the owner's, all. */
const meta = {
  title: 'Admin/DashboardLayout',
  component: DashboardLayout,
  decorators: [withAuthSession({ user: sampleUser })],
  parameters: {
    initialPath: '/dashboard/users',
    msw: [getGetAdminStatusMockHandler(OWNER_STATUS)],
  },
  args: { children: <Text>The screen goes here.</Text> },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const sidebar = within(page.getByRole('navigation', { name: 'Dashboard' }));
    // The entries come with the shop's word on the role.
    await expect(await sidebar.findByRole('link', { name: 'All Users' })).toHaveAttribute(
      'href',
      '/dashboard/users',
    );
    await expect(sidebar.getByRole('link', { name: 'Option Groups' })).toHaveAttribute(
      'href',
      '/dashboard/option-groups',
    );
    for (const [name, href] of [
      ['Manage Bookings', '/dashboard/bookings'],
      ['Categories', '/dashboard/categories'],
      ['Hours & Closures', '/dashboard/hours'],
      ['Dining Room', '/dashboard/dining-room'],
      ['Ordering', '/dashboard/ordering'],
      ['Delivery Zones', '/dashboard/delivery-zones'],
      ['Promo Codes', '/dashboard/promo-codes'],
      ['Gift Cards', '/dashboard/gift-cards'],
    ])
      await expect(sidebar.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(sidebar.getByRole('link', { name: 'Orders Tracking' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    await expect(sidebar.getByRole('button', { name: /Customer Support/ })).toHaveTextContent(
      'Coming soon',
    );
  },
};

/** On a phone the sidebar hides behind the burger. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Open the dashboard menu' }));
    await expect(await page.findByRole('link', { name: 'Add Menu' })).toBeVisible();
  },
};

/** On a kitchen's tablet the sidebar folds away, giving the screen its width, and comes back with one tap. */
export const FoldedOnATablet: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Hide the dashboard menu' }));
    // Folded, the sidebar is out of the accessibility tree (inert): looked for as an element.
    await expect(canvasElement.querySelector('nav[aria-label="Dashboard"]')).not.toBeVisible();
    await expect(localStorage.getItem('dashboard-sidebar')).toBe('false');
    await userEvent.click(page.getByRole('button', { name: 'Show the dashboard menu' }));
    await expect(await page.findByRole('link', { name: 'Add Menu' })).toBeVisible();
    await expect(localStorage.getItem('dashboard-sidebar')).toBe('true');
  },
};

/** A cook opens All Users: the sidebar holds the kitchen's screens, and the screen says it is not part of the role. */
export const AsACook: Story = {
  parameters: { msw: [getGetAdminStatusMockHandler(KITCHEN_STATUS)] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Not part of your role' })).toBeVisible();
    await expect(page.queryByText('The screen goes here.')).toBeNull();
    const sidebar = within(page.getByRole('navigation', { name: 'Dashboard' }));
    for (const name of ['Kitchen', 'Orders Tracking', 'Manage Items'])
      await expect(sidebar.getByRole('link', { name })).toBeVisible();
    for (const name of ['All Users', 'Ordering', 'Promo Codes', 'Add Menu', 'Dashboard'])
      await expect(sidebar.queryByRole('link', { name })).toBeNull();
    const yours = within(page.getByRole('main'));
    await expect(yours.getByRole('link', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/dashboard/kitchen',
    );
  },
};
