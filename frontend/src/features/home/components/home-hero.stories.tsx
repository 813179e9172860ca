import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeHero } from './home-hero';

const meta = {
  title: 'Home/HomeHero',
  component: HomeHero,
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
