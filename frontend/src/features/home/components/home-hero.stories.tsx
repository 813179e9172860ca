import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getGetShopMockHandler } from '../../../api/generated/shop/shop.msw';
import { closedShop } from '../../../test/shop-fixtures';
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
