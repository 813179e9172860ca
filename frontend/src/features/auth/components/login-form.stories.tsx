import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleAccounts, withAuthSession } from '@/test/with-auth-session';
import { LoginForm } from './login-form';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

/** The form the login modal, /login and the dashboard's sign-in share. Ada logs in with correct-horse. */
const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  decorators: [
    (Story) => (
      <Box p="md" maw={420}>
        <Story />
      </Box>
    ),
    withAuthSession({ user: null, accounts: sampleAccounts, delayMs: 300 }),
  ],
  args: { onSignedIn: fn() },
  parameters: { initialPath: '/login', msw: [getGetAdminStatusMockHandler(CUSTOMER_STATUS)] },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/^Email/, { selector: 'input' }),
      'ada@example.com',
    );
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'not-it');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Provide a correct email and password',
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/^Email/, { selector: 'input' }),
      'ada@example.com',
    );
    await userEvent.type(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
      'correct-horse',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(args.onSignedIn).toHaveBeenCalledOnce();
  },
};

const UNUSABLE_ADDRESS =
  "This shop cannot use your account's e-mail address: sign in with an address of the usual form, such as " +
  'name@example.com, of at most 254 characters, without spaces, quotes or accented letters.';

/** Firebase accepts the account, the shop cannot use its address (422): its words, not the usual line. */
export const AddressTheShopCannotUse: Story = {
  decorators: [
    withAuthSession({
      user: null,
      accounts: { 'chloe@example.com': 'correct-horse' },
      refusedAddresses: { 'chloe@example.com': UNUSABLE_ADDRESS },
    }),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/^Email/, { selector: 'input' }),
      'chloe@example.com',
    );
    await userEvent.type(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
      'correct-horse',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(UNUSABLE_ADDRESS);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
