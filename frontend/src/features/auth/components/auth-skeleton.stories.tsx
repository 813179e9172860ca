import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthSkeleton } from './auth-skeleton';

/** What the whole page shows until Firebase has said whether anyone is signed in. */
const meta = {
  title: 'Auth/AuthSkeleton',
  component: AuthSkeleton,
} satisfies Meta<typeof AuthSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const OnAPhone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
