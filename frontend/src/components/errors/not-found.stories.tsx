import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './not-found';

const meta = {
  title: 'Shared/NotFound',
  component: NotFound,
  parameters: { initialPath: '/no-such-page' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
