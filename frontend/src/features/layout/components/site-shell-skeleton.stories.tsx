import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteShellSkeleton } from './site-shell-skeleton';

const meta = {
  title: 'Layout/SiteShellSkeleton',
  component: SiteShellSkeleton,
} satisfies Meta<typeof SiteShellSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhileSignInIsUnknown: Story = {};
