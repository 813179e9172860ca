import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDishes } from '@/features/admin/shared/components/admin-fixtures';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestDish } from '@/test/longest-values';
import { menuScreenHandlers } from './menu-screen-handlers';
import { UpdateMenuScreen } from './update-menu-screen';

/** A dish's form, filled in, with the contract's handlers answering. */
const meta = {
  title: 'Admin/UpdateMenuScreen',
  component: UpdateMenuScreen,
  args: { dish: sampleDishes[1] },
  decorators: screenStoryDecorators,
  parameters: { msw: menuScreenHandlers },
} satisfies Meta<typeof UpdateMenuScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SampleDish: Story = {};

/** The dish with the longest name and recipe: its name is in the screen's description too. */
export const TheLongestDish: Story = {
  args: { dish: longestDish },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
