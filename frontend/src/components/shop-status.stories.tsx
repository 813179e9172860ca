import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { closedShop, SAMPLE_NOW, sampleShop } from '@/test/fixtures/shop-fixtures';
import { LiveShopStatus, ShopStatus } from './shop-status';

const meta = {
  title: 'Shared/ShopStatus',
  component: ShopStatus,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
  args: { shop: sampleShop, now: SAMPLE_NOW },
} satisfies Meta<typeof ShopStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenNow: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('shop-status')).toHaveTextContent(
      'Open now · closes 22:00',
    );
  },
};

export const ClosedUntilTomorrow: Story = {
  args: { shop: closedShop },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('shop-status')).toHaveTextContent(
      'Closed · opens tomorrow 11:30',
    );
  },
};

export const OpenAllWeek: Story = {
  args: { shop: { ...sampleShop, closesAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('shop-status')).toHaveTextContent('Open now');
  },
};

/** As the server says it: the shop's own answer, read through GET /shop. */
export const FromTheShop: Story = {
  parameters: { msw: [getGetShopMockHandler({ ...sampleShop, closesAt: null })] },
  render: () => <LiveShopStatus />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('shop-status')).toHaveTextContent(
      'Open now',
    );
  },
};
