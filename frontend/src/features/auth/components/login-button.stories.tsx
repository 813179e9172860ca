import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { LoginButton } from './login-button';

const meta = {
  title: 'Auth/LoginButton',
  component: LoginButton,
  parameters: { initialPath: '/menu?category=pizza' },
  decorators: [
    (Story) => (
      <Box p="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LoginButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpensTheLoginModal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Login' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Please Login!',
    });
    await expect(
      within(dialog).getByRole('link', { name: 'Go to the login page' }),
    ).toHaveAttribute('href', '/login?redirect=%2Fmenu%3Fcategory%3Dpizza');
  },
};
