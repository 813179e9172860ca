import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parseMenuSearch } from '@/features/menu/lib/menu-search';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { MenuNeeds } from './menu-needs';

const meta = {
  title: 'Menu/MenuNeeds',
  component: MenuNeeds,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
  args: { search: parseMenuSearch({}), onChange: fn() },
} satisfies Meta<typeof MenuNeeds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, nothing asked: one line. Opened, ticking a box asks for the menu without that allergen. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Dietary needs'));
    const avoid = await canvas.findByRole('group', { name: 'Without, not even as traces' });
    await userEvent.click(within(avoid).getByRole('checkbox', { name: 'Peanuts' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ without: 'peanuts', page: 1 }),
    );
  },
};

/** Every diet and every allergen asked for, open, at 360 px and at 1440 px. */
export const EverythingAsked: Story = {
  args: {
    search: parseMenuSearch({
      diet: 'vegetarian,vegan,gluten-free,dairy-free,halal,kosher',
      without:
        'celery,gluten,crustaceans,eggs,fish,lupin,milk,molluscs,mustard,nuts,peanuts,sesame,soya,sulphites',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Dietary needs/)).toHaveTextContent('without Celery, Gluten');
    await userEvent.click(canvas.getByText(/^Dietary needs/));
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Sulphur dioxide and sulphites' })).toBeChecked(),
    );
    await expect(canvas.getByRole('link', { name: 'Clear the needs' })).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
