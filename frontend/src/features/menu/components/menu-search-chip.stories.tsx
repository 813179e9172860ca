import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { parseMenuSearch } from '../lib/menu-search';
import { MenuSearchChip } from './menu-search-chip';

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
