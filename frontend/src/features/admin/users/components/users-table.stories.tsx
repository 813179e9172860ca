import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleUsers } from '@/features/admin/shared/components/admin-fixtures';
import { LONGEST_EMAIL, LONGEST_NAME } from '@/test/longest-values';
import { LAST_OWNER_REASON, UNVERIFIED_REASON, UsersTable } from './users-table';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestUsers as theLongestUsers } from '@/test/longest-values';

const meta = {
  title: 'Admin/UsersTable',
  component: UsersTable,
  args: {
    users: sampleUsers,
    currentEmail: 'ada@example.com',
    mayChangeRoles: true,
    onSetRole: fn(),
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

/** Ada, the owner, looks: she gives roles to everyone but herself. */
export const AsTheOwner: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement);
    await expect(table.getByRole('combobox', { name: 'Role of Ada Lovelace' })).toBeDisabled();
    const linus = table.getByRole('combobox', { name: 'Role of Linus Torvalds' });
    await expect(linus).toHaveValue('customer');
    await userEvent.selectOptions(linus, 'kitchen');
    await expect(args.onSetRole).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Linus Torvalds' }),
      'kitchen',
    );
  },
};

/** Grace, a manager, looks: she reads each role and may remove customers, but gives no role. */
export const AsAManager: Story = {
  args: { mayChangeRoles: false, currentEmail: 'grace@example.com' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.queryByRole('combobox')).toBeNull();
    await expect(
      within(table.getByRole('row', { name: 'Ada Lovelace' })).getByText('Owner'),
    ).toBeVisible();
    await expect(table.getByRole('button', { name: 'Remove Linus Torvalds' })).toBeEnabled();
  },
};

/** Grace is the only owner left: her role and account are safe. */
export const LastOwner: Story = {
  args: {
    currentEmail: 'linus@example.com',
    users: sampleUsers.map((user) =>
      user.email === 'grace@example.com'
        ? { ...user, role: 'owner' as const }
        : { ...user, role: 'customer' as const },
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.getByRole('button', { name: 'Remove Grace Hopper' })).toBeDisabled();
    await expect(table.getByRole('combobox', { name: 'Role of Grace Hopper' })).toBeDisabled();
    await expect(table.getByText(i18n._(LAST_OWNER_REASON))).toBeVisible();
  },
};

export const Busy: Story = { args: { busyUserId: sampleUsers[2]._id } };

/** On a phone: one card per user. */
export const PhoneCards: Story = { args: { layout: 'cards' } };

/** Margaret has not proven her address yet: she cannot join the staff, and the table says why. */
export const UnverifiedCustomer: Story = {
  play: async ({ canvasElement }) => {
    const margaret = within(within(canvasElement).getByRole('row', { name: 'Margaret Hamilton' }));
    await expect(margaret.getByText('unverified')).toBeVisible();
    const role = margaret.getByRole('combobox', { name: 'Role of Margaret Hamilton' });
    await expect(role).toBeDisabled();
    await expect(role).toHaveAccessibleDescription(i18n._(UNVERIFIED_REASON));
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Role of Linus Torvalds' }),
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
