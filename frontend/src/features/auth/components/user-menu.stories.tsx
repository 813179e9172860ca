import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import { UserMenu } from './user-menu';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { expectLookUnderThePointer, LEAF } from '@/test/pointer-and-touch';
import { LONGEST_EMAIL, LONGEST_UNBROKEN_NAME } from '@/test/longest-values';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const samplePhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ffd8a8"/><circle cx="32" cy="26" r="12" fill="#e8590c"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#e8590c"/></svg>',
)}`;

/** The header's avatar button for a signed-in user, and its drawer. */
const meta = {
  title: 'Auth/UserMenu',
  component: UserMenu,
  decorators: [
    (Story) => (
      <Group justify="flex-end" p="md">
        <Story />
      </Group>
    ),
  ],
  parameters: { msw: [getGetAdminStatusMockHandler(CUSTOMER_STATUS)] },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  decorators: [withAuthSession({ user: { ...sampleUser, photoURL: samplePhoto } })],
};

export const WithoutPhoto: Story = {
  decorators: [withAuthSession({ user: sampleUser })],
};

/** Under the pointer the avatar gets a ring of the shop's green, and only on a device with a pointer. */
export const UnderThePointer: Story = {
  decorators: [withAuthSession({ user: sampleUser })],
  play: async ({ canvasElement }) => {
    const avatar = await within(canvasElement).findByRole('button', {
      name: 'Open the account menu of Ada Lovelace',
    });
    await expectLookUnderThePointer([avatar], { boxShadow: `${LEAF.light} 0px 0px 0px 3px` });
  },
};

export const Opened: Story = {
  decorators: [withAuthSession({ user: { ...sampleUser, photoURL: samplePhoto } })],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: 'Open the account menu of Ada Lovelace',
      }),
    );
    const drawer = within(await within(document.body).findByRole('dialog'));
    await expect(drawer.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/update-profile',
    );
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
};

/** The longest name and address: one line each in the drawer, the whole of them in their titles. */
export const LongestValues: Story = {
  decorators: [
    withAuthSession({
      user: { ...sampleUser, displayName: LONGEST_UNBROKEN_NAME, email: LONGEST_EMAIL },
    }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^Open the account menu of / }),
    );
    const drawer = within(await within(document.body).findByRole('dialog'));
    await waitFor(() => expect(drawer.getByTitle(LONGEST_UNBROKEN_NAME)).toBeVisible());
    await expect(drawer.getByTitle(LONGEST_EMAIL)).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
