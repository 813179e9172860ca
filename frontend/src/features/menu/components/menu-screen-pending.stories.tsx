import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuScreenPending } from './menu-screen-pending';

const meta = {
  title: 'Menu/MenuScreenPending',
  component: MenuScreenPending,
} satisfies Meta<typeof MenuScreenPending>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
