import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLookUnderThePointer, LEAF } from '@/test/pointer-and-touch';
import { vitestBrowser } from '@/test/vitest-browser';
import { CartLink } from './cart-link';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  args: {
    cart: <CartLink count={0} />,
    account: (
      <Button size="sm" px="lg">
        Login
      </Button>
    ),
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheHomePage: Story = {
  parameters: { initialPath: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Cart, 0 dishes' })).toHaveAttribute(
      'href',
      '/cart-page',
    );
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('0');
  },
};

export const OnTheMenu: Story = { parameters: { initialPath: '/menu' } };

export const WithThreeDishes: Story = { args: { cart: <CartLink count={3} /> } };

export const ServicesSubmenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = await canvas.findByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    // Each entry leads to a page of its own.
    await expect(canvas.getByRole('link', { name: 'Online Order' })).toHaveAttribute(
      'href',
      '/menu',
    );
    await expect(canvas.getByRole('link', { name: 'Order Tracking' })).toHaveAttribute(
      'href',
      '/order',
    );
    // Booking does not exist yet: its page says so instead of asking to sign in.
    await expect(canvas.getByRole('link', { name: 'Table Booking' })).toHaveAttribute(
      'href',
      '/booking',
    );
    await userEvent.keyboard('{Escape}');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toHaveFocus();
  },
};

export const OnAPhone: Story = {
  parameters: { initialPath: '/menu', viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The icons under the pointer light up in the shop's green, and only on a device with a pointer. */
export const IconsUnderThePointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icons = [
      await canvas.findByRole('button', { name: 'Search the menu' }),
      canvas.getByRole('link', { name: /^Cart, / }),
    ];
    await expectLookUnderThePointer(icons, { backgroundColor: LEAF.pale, color: LEAF.deep });
    // The burger shows on a phone only; Storybook's own window is left at the width it was given.
    const browser = await vitestBrowser();
    if (!browser) return;
    await browser.page.viewport(360, 780);
    const burger = await canvas.findByRole('button', { name: 'Open the navigation' });
    await expectLookUnderThePointer([burger], { backgroundColor: LEAF.pale });
  },
};
