import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { OverviewCards } from './overview-cards';

const meta = {
  title: 'Admin/OverviewCards',
  component: OverviewCards,
  args: { overview: sampleOverview },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OverviewCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const Loading: Story = { args: { overview: undefined } };
export const Failed: Story = {
  args: {
    overview: undefined,
    error: 'We could not reach the shop. Check your connection and try again.',
    onRetry: fn(),
  },
};
