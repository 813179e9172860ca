import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { MenuHeading } from './menu-heading';

const meta = {
  title: 'Menu/MenuHeading',
  component: MenuHeading,
  decorators: [
    (Story) => (
      <Container size="xl" py="md">
        <Story />
      </Container>
    ),
  ],
  parameters: { msw: [getGetShopMockHandler({ ...sampleShop, closesAt: null })] },
} satisfies Meta<typeof MenuHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the shop is open, under the heading, before a customer picks a dish. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('shop-status')).toHaveTextContent(
      'Open now',
    );
  },
};
