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
    // Every entry leads to a page of the shop: none that looks like a link and leads nowhere.
    for (const entry of ['Events', 'Blogs', 'Offers'])
      await expect(canvas.queryByText(entry)).toBeNull();
    for (const block of ['Useful links', 'Main menu']) {
      for (const item of within(canvas.getByRole('navigation', { name: block })).getAllByRole(
        'listitem',
      )) {
        await expect(within(item).getByRole('link')).toBeInTheDocument();
      }
    }
    await expect(
      canvas.getByText(`Copyright © ${new Date().getFullYear()} Foodi. All rights reserved.`),
    ).toBeInTheDocument();
  },
};
