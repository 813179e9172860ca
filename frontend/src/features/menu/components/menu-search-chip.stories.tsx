import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { parseMenuSearch } from '@/features/menu/lib/menu-search';
import { MenuSearchChip } from './menu-search-chip';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { LONGEST_SEARCH } from '@/test/longest-values';

const meta = {
  title: 'Menu/MenuSearchChip',
  component: MenuSearchChip,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
  args: { search: parseMenuSearch({ q: 'pizza' }) },
} satisfies Meta<typeof MenuSearchChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchingForPizza: Story = {};

/** The longest search the field takes, one word of 80 letters. */
export const LongestSearch: Story = {
  args: { search: parseMenuSearch({ q: LONGEST_SEARCH }) },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
