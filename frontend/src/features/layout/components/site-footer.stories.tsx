import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Menus' })).toHaveAttribute(
      'href',
      '/menu',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    // Entries without a page are plain text, not links that do nothing.
    for (const entry of ['Events', 'Blogs', 'Offers']) {
      await expect(canvas.getByText(entry).closest('a')).toBeNull();
    }
    await expect(
      canvas.getByText(`Copyright © ${new Date().getFullYear()} Foodi. All rights reserved.`),
    ).toBeInTheDocument();
  },
};
