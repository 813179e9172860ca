import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { LONGEST_EMAIL } from '@/test/longest-values';
import { sampleAccounts, sampleUser, withAuthSession } from '@/test/with-auth-session';
import { EmailChangeForm } from './email-change-form';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

/** Ada (ada@example.com, password correct-horse) moves her account to another address. */
const meta = {
  title: 'Profile/EmailChangeForm',
  component: EmailChangeForm,
  decorators: [
    (Story) => (
      <Box p="md" maw={480}>
        <Story />
      </Box>
    ),
    withAuthSession({
      user: sampleUser,
      accounts: { ...sampleAccounts, 'grace@example.com': 'navy-cobol' },
      delayMs: 300,
    }),
  ],
  parameters: {
    initialPath: '/update-profile',
    msw: [getGetAdminStatusMockHandler(CUSTOMER_STATUS)],
  },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = async (canvasElement: HTMLElement, newEmail: string, password: string) => {
  const form = within(await within(canvasElement).findByRole('form'));
  if (newEmail) await userEvent.type(form.getByLabelText(/^New e-mail address/), newEmail);
  if (password) await userEvent.type(form.getByLabelText(/^Current password/), password);
  await userEvent.click(form.getByRole('button', { name: 'Send the link' }));
  return form;
};

export const Empty: Story = {};

export const NothingTyped: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement, '', '');
    await expect(form.getByText('Type the new address.')).toBeVisible();
    await expect(form.getByText('Type your current password, to show it is you.')).toBeVisible();
  },
};

export const SameAddressAsNow: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement, 'ADA@example.com', 'correct-horse');
    await expect(form.getByText('This is your address already. Type the new one.')).toBeVisible();
    await expect(form.getByLabelText(/^New e-mail address/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** An address Firebase would take but the shop could not sign in with afterwards. */
export const AddressTheShopCannotUse: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement, 'ada lovelace@example.com', 'correct-horse');
    await expect(form.getByText(/Use an address of the usual form/)).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement, 'ada.lovelace@example.com', 'not-it');
    await expect(await form.findByText('This is not your current password.')).toBeVisible();
    await expect(form.queryByRole('status')).toBeNull();
  },
};

export const AddressTakenByAnotherAccount: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement, 'grace@example.com', 'correct-horse');
    await expect(await form.findByText('Another account uses this address already.')).toBeVisible();
  },
};

export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement, 'ada.lovelace@example.com', 'correct-horse');
    await expect(form.getByRole('button', { name: 'Send the link' })).toBeDisabled();
    await expect(await form.findByRole('status')).toHaveTextContent(
      'We sent a link to ada.lovelace@example.com. Open it to move your account there; until then you sign in with ada@example.com.',
    );
    await expect(form.getByLabelText(/^New e-mail address/)).toHaveValue('');
  },
};

export const LinkSentToTheLongestAddressOnAPhone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement, LONGEST_EMAIL, 'correct-horse');
    await expect(await form.findByRole('status')).toHaveTextContent(LONGEST_EMAIL);
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
