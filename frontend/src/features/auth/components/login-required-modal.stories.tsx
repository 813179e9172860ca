import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginRequiredModal } from './login-required-modal';

const meta = {
  title: 'Auth/LoginRequiredModal',
  component: LoginRequiredModal,
  parameters: { initialPath: '/menu?category=pizza' },
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof LoginRequiredModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Please login to order the food' });
    await expect(within(dialog).getByRole('link', { name: 'Login now!' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmenu%3Fcategory%3Dpizza',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
