import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffOnly } from './staff-only';

const meta = {
  title: 'Shared/StaffOnly',
  component: StaffOnly,
  parameters: { initialPath: '/dashboard' },
  args: { email: 'ada@example.com' },
} satisfies Meta<typeof StaffOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: "This area is for the restaurant's staff" }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** Someone the restaurant may have named as staff, whose address is not confirmed yet. */
export const AddressToConfirm: Story = { args: { addressConfirmed: false } };
