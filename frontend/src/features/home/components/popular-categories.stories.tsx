import type { Meta, StoryObj } from '@storybook/react-vite';
import { PopularCategories } from './popular-categories';

const meta = {
  title: 'Home/PopularCategories',
  component: PopularCategories,
} satisfies Meta<typeof PopularCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
