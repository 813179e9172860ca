import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getListUsersMockHandler } from '@/api/generated/users-staff/users-staff.msw';
import { sampleUsers } from '@/features/admin/shared/components/admin-fixtures';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { getListStaffInvitationsMockHandler } from '@/api/generated/staff-invitations-staff/staff-invitations-staff.msw';
import { UsersScreen } from './users-screen';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

/** Every account of the shop, with the contract's handlers answering. */
const meta = {
  title: 'Admin/UsersScreen',
  component: UsersScreen,
  decorators: screenStoryDecorators,
  parameters: {
    msw: [
      getGetAdminStatusMockHandler(OWNER_STATUS),
      getListUsersMockHandler(sampleUsers),
      getListStaffInvitationsMockHandler([]),
    ],
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourUsers: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Total users: 4')).toBeVisible();
    // The owner invites to the staff below the list.
    await expect(await page.findByRole('form', { name: 'Invite to the staff' })).toBeVisible();
  },
};
