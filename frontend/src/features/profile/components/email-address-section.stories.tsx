import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { LONGEST_EMAIL } from '@/test/longest-values';
import { sampleAccounts, sampleUser, withAuthSession } from '@/test/with-auth-session';
import { EmailAddressSection } from './email-address-section';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

/** The address part of /update-profile: a form for a password account, a note for a Google account. */
const meta = {
  title: 'Profile/EmailAddressSection',
  component: EmailAddressSection,
  decorators: [
    (Story) => (
      <Box p="md" maw={480}>
        <Story />
      </Box>
    ),
  ],
  parameters: {
    initialPath: '/update-profile',
    msw: [getGetAdminStatusMockHandler(CUSTOMER_STATUS)],
  },
} satisfies Meta<typeof EmailAddressSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordAccount: Story = {
  decorators: [withAuthSession({ user: sampleUser, accounts: sampleAccounts })],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(
      await section.findByRole('form', { name: 'Change your e-mail address' }),
    ).toBeVisible();
  },
};

export const GoogleAccount: Story = {
  decorators: [
    withAuthSession({
      user: { ...sampleUser, email: 'ada.lovelace@gmail.com', signInMethods: ['google'] },
    }),
  ],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(await section.findByText(/comes from your Google account/)).toBeVisible();
    await expect(section.queryByRole('form')).toBeNull();
  },
};

export const LongestAddressOnAPhone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [withAuthSession({ user: { ...sampleUser, email: LONGEST_EMAIL } })],
};
