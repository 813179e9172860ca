import type { Meta, StoryObj } from '@storybook/react-vite';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { popularDishes } from './home-fixtures';
import { HomePage } from './home-page';

const meta = {
  title: 'Home/HomePage',
  component: HomePage,
  parameters: { msw: [getListMenuItemsMockHandler(popularDishes)] },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
