import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleAccounts, withAuthSession } from '@/test/with-auth-session';
import { LoginModal } from './login-modal';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

/** What the header's Login button opens. The Google button opens the local test sign-in here. */
const meta = {
  title: 'Auth/LoginModal',
  component: LoginModal,
  decorators: [withAuthSession({ user: null, accounts: sampleAccounts, delayMs: 300 })],
  args: { opened: true, onClose: fn() },
  parameters: { initialPath: '/menu', msw: [getGetAdminStatusMockHandler(CUSTOMER_STATUS)] },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Opened: Story = {};

export const WithGooglePopup: Story = {
  decorators: [withAuthSession({ user: null, googleSignIn: 'popup' })],
};
