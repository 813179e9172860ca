import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { menuScreenHandlers } from '../dishes/menu-screen-handlers';
import { OptionGroupsScreen } from './option-groups-screen';

/** The option groups and the dishes that offer them, with the contract's handlers answering. */
const meta = {
  title: 'Admin/OptionGroupsScreen',
  component: OptionGroupsScreen,
  decorators: screenStoryDecorators,
  parameters: { msw: menuScreenHandlers, initialPath: '/dashboard/option-groups' },
} satisfies Meta<typeof OptionGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Option Groups, and the form a new group opens in. */
export const NewGroup: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const sizes = await screen.findByRole('article', { name: 'Pizza sizes' });
    // The groups may answer before the menu that names their dishes.
    await waitFor(() => expect(sizes).toHaveTextContent('Offered by 1 dish: Margherita Pizza'));
    await userEvent.click(screen.getByRole('button', { name: 'New option group' }));
    const page = within(canvasElement.ownerDocument.body);
    const form = await page.findByRole('form', { name: 'New option group' });
    // Once the dialog has faded in.
    await waitFor(() => expect(form).toBeVisible());
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
