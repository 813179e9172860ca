import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { closedShop } from '@/test/fixtures/shop-fixtures';
import { popularDishes } from './home-fixtures';
import { HERO_PLATE_SIZES } from './hero-plate-sizes';
import { HomeHero } from './home-hero';

const meta = {
  title: 'Home/HomeHero',
  component: HomeHero,
  parameters: {
    msw: [
      getGetShopMockHandler({ ...closedShop, opensAt: null }),
      // The first popular dish is sold out: the hero shows the two after it, as the menu prices them.
      getListMenuItemsMockHandler([
        { ...popularDishes[0], available: false },
        ...popularDishes.slice(1),
      ]),
    ],
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Dive into Delights Of Delectable Food' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/menu');
    const [second, third] = [popularDishes[1], popularDishes[2]];
    await expect(
      await canvas.findByRole('link', { name: `${second.name}, $${second.price.toFixed(2)}` }),
    ).toHaveAttribute('href', `/menu?q=${encodeURIComponent(second.name).replaceAll('%20', '+')}`);
    await expect(
      canvas.getByRole('link', { name: `${third.name}, $${third.price.toFixed(2)}` }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Popular')).toBeInTheDocument();
    await expect(await canvas.findByTestId('shop-status')).toHaveTextContent('Closed');
  },
};

/** The plate is the page's largest picture: fetched at once and first, in AVIF at the size it shows. */
export const LargestPicture: Story = {
  play: async ({ canvasElement }) => {
    const plate = await within(canvasElement).findByRole<HTMLImageElement>('img', {
      name: 'A plate of spaghetti carbonara',
    });
    await expect(plate).toHaveAttribute('loading', 'eager');
    await expect(plate).toHaveAttribute('fetchpriority', 'high');
    const avif = plate.parentElement?.querySelector('source[type="image/avif"]');
    await expect(avif).toHaveAttribute('sizes', HERO_PLATE_SIZES);
    await waitFor(() => expect(plate.complete && plate.naturalWidth > 0).toBe(true));
    // Chosen from the AVIF widths, not the original in the img's own src.
    await expect(avif?.getAttribute('srcset')).toContain(new URL(plate.currentSrc).pathname);
    await expect(plate.naturalWidth).toBeLessThanOrEqual(480);
  },
};

/** A menu with nothing to order shows off nothing: no dish the kitchen cannot cook, no price it does not charge. */
export const NothingToShowOff: Story = {
  parameters: {
    msw: [
      getGetShopMockHandler({ ...closedShop, opensAt: null }),
      getListMenuItemsMockHandler(popularDishes.map((dish) => ({ ...dish, available: false }))),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('shop-status')).toHaveTextContent('Closed');
    await expect(canvas.queryByText('Popular')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
