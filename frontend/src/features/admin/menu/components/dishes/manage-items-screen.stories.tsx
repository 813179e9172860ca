import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { ManageItemsScreen } from './manage-items-screen';
import { menuScreenHandlers } from './menu-screen-handlers';

/** Every dish with its state, sold-out switch and actions, with the contract's handlers answering. */
const meta = {
  title: 'Admin/ManageItemsScreen',
  component: ManageItemsScreen,
  decorators: screenStoryDecorators,
  parameters: { msw: menuScreenHandlers, initialPath: '/dashboard/manage-items' },
} satisfies Meta<typeof ManageItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SampleDishes: Story = {};
