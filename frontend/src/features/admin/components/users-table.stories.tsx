import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleUsers } from './admin-fixtures';
import { LAST_ADMIN_REASON, UsersTable } from './users-table';

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
    await expect(table.getByText(LAST_ADMIN_REASON)).toBeVisible();
  },
};

export const Busy: Story = { args: { busyUserId: sampleUsers[2]._id } };

/** On a phone: one card per user. */
export const PhoneCards: Story = { args: { layout: 'cards' } };
