import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { errorResponse } from '@/test/error-response';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import { JoinStaffScreen } from './join-staff-screen';

const SECRET = 'aB3_-'.repeat(8) + 'xyz';

/** The page an invitation to the staff links to, for Ada, signed in. */
const meta = {
  title: 'Auth/JoinStaffScreen',
  component: JoinStaffScreen,
  args: { invitation: SECRET },
  decorators: [withAuthSession({ user: sampleUser })],
  parameters: {
    initialPath: '/join',
    msw: [
      getGetAdminStatusMockHandler(CUSTOMER_STATUS),
      http.post('*/staff-invitations/acceptance', () =>
        HttpResponse.json({
          _id: '00000001-0000-4000-8000-000000000000',
          name: 'Ada',
          email: sampleUser.email,
          emailVerified: true,
          role: 'kitchen',
        }),
      ),
    ],
  },
} satisfies Meta<typeof JoinStaffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invited: Story = {};

export const Joined: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Join the team' }));
    await expect(await page.findByRole('heading', { name: 'Welcome to the team' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** The link was used already, or withdrawn: the shop's words, and the button to try again. */
export const NotValidAnyMore: Story = {
  parameters: {
    msw: [
      http.post('*/staff-invitations/acceptance', () =>
        errorResponse(404, 'This invitation is not valid any more: ask the owner for a new one.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Join the team' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('not valid any more');
  },
};

export const LinkCutShort: Story = { args: { invitation: 'abc' } };
