import type { Meta, StoryObj } from '@storybook/react-vite';
import { OurServices } from './our-services';

const meta = {
  title: 'Home/OurServices',
  component: OurServices,
} satisfies Meta<typeof OurServices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
