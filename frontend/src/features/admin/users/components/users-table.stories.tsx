import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleUsers } from '@/features/admin/shared/components/admin-fixtures';
import { LONGEST_EMAIL, LONGEST_NAME } from '@/test/longest-values';
import { LAST_ADMIN_REASON, UNVERIFIED_REASON, UsersTable } from './users-table';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestUsers as theLongestUsers } from '@/test/longest-values';

const meta = {
  title: 'Admin/UsersTable',
  component: UsersTable,
  args: {
    users: sampleUsers,
    currentEmail: 'ada@example.com',
    onPromote: fn(),
    onDemote: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAdministrators: Story = {};

/** Grace is the only administrator left: her role and account are safe. */
export const LastAdministrator: Story = {
  args: {
    currentEmail: 'linus@example.com',
    users: sampleUsers.map((user) =>
      user.email === 'grace@example.com' ? user : { ...user, role: 'customer' as const },
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.getByRole('button', { name: 'Remove Grace Hopper' })).toBeDisabled();
    await expect(table.getByText(i18n._(LAST_ADMIN_REASON))).toBeVisible();
  },
};

export const Busy: Story = { args: { busyUserId: sampleUsers[2]._id } };

/** On a phone: one card per user. */
export const PhoneCards: Story = { args: { layout: 'cards' } };

/** Margaret has not proven her address yet: she cannot be made an administrator, and the table says why. */
export const UnverifiedCustomer: Story = {
  play: async ({ canvasElement }) => {
    const margaret = within(within(canvasElement).getByRole('row', { name: 'Margaret Hamilton' }));
    await expect(margaret.getByText('unverified')).toBeVisible();
    const promote = margaret.getByRole('button', { name: 'Make admin: Margaret Hamilton' });
    await expect(promote).toBeDisabled();
    await expect(promote).toHaveAccessibleDescription(i18n._(UNVERIFIED_REASON));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Make admin: Linus Torvalds' }),
    ).toBeEnabled();
  },
};

const longestUsers = sampleUsers.map((user, index) =>
  index === 3 ? { ...user, name: LONGEST_NAME, email: LONGEST_EMAIL } : user,
);

/** A 100-character name and a 254-character address wrap inside their cells. */
export const LongestNameAndAddress: Story = { args: { users: longestUsers } };

export const LongestNameAndAddressOnAPhone: Story = {
  args: { users: longestUsers, layout: 'cards' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The longest names, with and without spaces, and the longest addresses: cards on a phone, a table on a desktop. */
export const LongestValues: Story = {
  args: { users: [...theLongestUsers, ...sampleUsers], currentEmail: theLongestUsers[0].email },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
