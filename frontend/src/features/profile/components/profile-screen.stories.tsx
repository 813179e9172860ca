import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  getGetAdminStatusMockHandler,
  getListMyCardsMockHandler,
} from '@/api/generated/users/users.msw';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { LONGEST_EMAIL, LONGEST_UNBROKEN_NAME } from '@/test/longest-values';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import { ProfileScreen } from './profile-screen';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

/** /update-profile: the name and photo, then the address. */
const meta = {
  title: 'Profile/ProfileScreen',
  component: ProfileScreen,
  parameters: {
    initialPath: '/update-profile',
    msw: [
      getGetAdminStatusMockHandler(CUSTOMER_STATUS),
      getListMyCardsMockHandler([
        { id: 'pm_saved1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      ]),
    ],
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ada: Story = { decorators: [withAuthSession({ user: sampleUser })] };

/** A 100-character name without a space and a 254-character address, at 360 and 1440 px. */
export const LongestValues: Story = {
  decorators: [
    withAuthSession({
      user: { ...sampleUser, displayName: LONGEST_UNBROKEN_NAME, email: LONGEST_EMAIL },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
