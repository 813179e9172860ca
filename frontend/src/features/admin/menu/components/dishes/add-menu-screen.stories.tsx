import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { AddMenuScreen } from './add-menu-screen';
import { menuScreenHandlers } from './menu-screen-handlers';

/** The form a new dish starts in, with the contract's handlers answering. */
const meta = {
  title: 'Admin/AddMenuScreen',
  component: AddMenuScreen,
  decorators: screenStoryDecorators,
  parameters: { msw: menuScreenHandlers },
} satisfies Meta<typeof AddMenuScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewDish: Story = {};
