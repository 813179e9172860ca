import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getGetShopMockHandler } from '../../../api/generated/shop/shop.msw';
import { closedShop } from '../../../test/shop-fixtures';
import { HERO_PLATE_SIZES } from './hero-plate-sizes';
import { HomeHero } from './home-hero';

const meta = {
  title: 'Home/HomeHero',
  component: HomeHero,
  parameters: { msw: [getGetShopMockHandler({ ...closedShop, opensAt: null })] },
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
    await expect(canvas.getByText('18.00')).toBeInTheDocument();
    await expect(canvas.getByText('23.00')).toBeInTheDocument();
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
