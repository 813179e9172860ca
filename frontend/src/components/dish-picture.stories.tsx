import type { Meta, StoryObj } from '@storybook/react-vite';
import { AspectRatio, Box } from '@mantine/core';
import { expect, waitFor, within } from 'storybook/test';
import { DishPicture } from './dish-picture';

const PLATE = 'data:image/svg+xml;charset=utf-8,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

const meta = {
  title: 'Shared/DishPicture',
  component: DishPicture,
  decorators: [
    (Story) => (
      <Box p="lg" maw={320}>
        <AspectRatio ratio={4 / 3}>
          <Story />
        </AspectRatio>
      </Box>
    ),
  ],
  args: {
    src: '/menu-images/margherita-pizza.webp',
    alt: 'Margherita Pizza',
    sizes: '288px',
    width: 640,
    height: 480,
    radius: 'md',
    fit: 'cover',
    fallbackSrc: PLATE,
  },
} satisfies Meta<typeof DishPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

const pictureIn = async (canvasElement: HTMLElement) => {
  const picture = await within(canvasElement).findByRole<HTMLImageElement>('img', {
    name: 'Margherita Pizza',
  });
  await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
  return picture;
};

/** A seed picture: AVIF first, then WebP, at the served widths; fetched when scrolled near, in its 4:3 frame. */
export const SeedPicture: Story = {
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement);
    const avif = canvasElement.querySelector('source[type="image/avif"]');
    await expect(avif).toHaveAttribute(
      'srcset',
      expect.stringContaining('/pictures/320/avif/menu-images/margherita-pizza.webp 320w'),
    );
    await expect(avif).toHaveAttribute('sizes', '288px');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('decoding', 'async');
    await expect(picture.currentSrc).toMatch(
      /\/pictures\/\d+\/avif\/menu-images\/margherita-pizza\.webp$/,
    );
    const box = picture.getBoundingClientRect();
    await expect(Math.round(box.width / box.height)).toBe(Math.round(4 / 3));
  },
};

/** The page's largest picture: fetched at once and first. */
export const LargestOnThePage: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement);
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A picture on an image host (a client written against the seed): shown as it is, with no sizes to pick from. */
export const KeptElsewhere: Story = {
  args: { src: '/menu-images/margherita-pizza.webp?from=elsewhere' },
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement);
    await expect(canvasElement.querySelector('source')).toBeNull();
    await expect(picture.currentSrc).toMatch(
      /\/menu-images\/margherita-pizza\.webp\?from=elsewhere$/,
    );
  },
};

/** A picture that cannot be loaded gives way to the plate drawn in its place. */
export const CannotLoad: Story = {
  args: { src: '/menu-images/no-such-dish.webp' },
  play: async ({ canvasElement }) => {
    const picture = await within(canvasElement).findByRole('img', { name: 'Margherita Pizza' });
    await waitFor(() => expect(picture).toHaveAttribute('src', PLATE));
    await expect(canvasElement.querySelector('source')).toBeNull();
  },
};
