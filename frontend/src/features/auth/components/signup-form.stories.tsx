import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleAccounts, withAuthSession } from '@/test/with-auth-session';
import { SignupForm } from './signup-form';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

/** /signup's form. ada@example.com already has an account. */
const meta = {
  title: 'Auth/SignupForm',
  component: SignupForm,
  decorators: [
    (Story) => (
      <Box p="md" maw={420}>
        <Story />
      </Box>
    ),
    withAuthSession({ user: null, accounts: sampleAccounts, delayMs: 300 }),
  ],
  args: { onSignedUp: fn(), onLoginClick: fn() },
  parameters: { initialPath: '/signup', msw: [getGetAdminStatusMockHandler(CUSTOMER_STATUS)] },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmailAlreadyInUse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Name/, { selector: 'input' }), 'Ada');
    await userEvent.type(canvas.getByLabelText(/^Email/, { selector: 'input' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'another-one');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Log in instead.',
    );
    await expect(args.onSignedUp).not.toHaveBeenCalled();
  },
};

export const LoginLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Login' }));
    await expect(args.onLoginClick).toHaveBeenCalledOnce();
  },
};

const UNUSABLE_ADDRESS =
  "This shop cannot use your account's e-mail address: sign in with an address of the usual form, such as " +
  'name@example.com, of at most 254 characters, without spaces, quotes or accented letters.';

/** Firebase creates the account, the shop cannot use its address (422): its words, and no one signed in. */
export const AddressTheShopCannotUse: Story = {
  decorators: [
    withAuthSession({
      user: null,
      refusedAddresses: { 'chloe@example.com': UNUSABLE_ADDRESS },
    }),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Name/, { selector: 'input' }), 'Chloé');
    await userEvent.type(
      canvas.getByLabelText(/^Email/, { selector: 'input' }),
      'chloe@example.com',
    );
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'long-enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(UNUSABLE_ADDRESS);
    await expect(args.onSignedUp).not.toHaveBeenCalled();
  },
};
