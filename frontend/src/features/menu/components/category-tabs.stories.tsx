import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { parseMenuSearch } from '@/features/menu/lib/menu-search';
import { CategoryTabs } from './category-tabs';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';

const meta = {
  title: 'Menu/CategoryTabs',
  component: CategoryTabs,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
  args: { search: parseMenuSearch({}), categories: sampleCategories },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllChosen: Story = {};

export const PizzaChosenSortedHighToLow: Story = {
  args: { search: parseMenuSearch({ category: 'pizza', sort: 'high-low', page: 2 }) },
  play: async ({ canvasElement }) => {
    const pizza = await within(canvasElement).findByRole('link', { name: 'Pizza' });
    await expect(pizza).toHaveAttribute('aria-current', 'page');
    // Another tab keeps the sort and starts at page 1.
    const soups = within(canvasElement).getByRole('link', { name: 'Soups' });
    await expect(soups.getAttribute('href')).toContain('category=soup');
    await expect(soups.getAttribute('href')).toContain('sort=high-low');
    await expect(soups.getAttribute('href')).not.toContain('page=2');
  },
};
