import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MobileNavDrawer } from './mobile-nav-drawer';

const meta = {
  title: 'Layout/MobileNavDrawer',
  component: MobileNavDrawer,
  parameters: { initialPath: '/menu', viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof MobileNavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu');
    await expect(page.getByRole('link', { name: 'Order Tracking' })).toHaveAttribute(
      'href',
      '/order',
    );
  },
};
