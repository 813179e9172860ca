import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PopularCategories } from './popular-categories';

const meta = {
  title: 'Home/PopularCategories',
  component: PopularCategories,
} satisfies Meta<typeof PopularCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card opens its tab of the menu; none claims a count of dishes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Pizza/ })).toHaveAttribute(
      'href',
      '/menu?category=pizza',
    );
    await expect(canvas.getByRole('link', { name: /^Desserts/ })).toHaveAttribute(
      'href',
      '/menu?category=dessert',
    );
    await expect(canvas.getByRole('link', { name: /^Browse All/ })).toHaveAttribute(
      'href',
      '/menu',
    );
    await expect(canvasElement).not.toHaveTextContent(/\d+ (dishes|Items)/);
  },
};
