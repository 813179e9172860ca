import type { Meta, StoryObj } from '@storybook/react-vite';
import { Testimonials } from './testimonials';

const meta = {
  title: 'Home/Testimonials',
  component: Testimonials,
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
