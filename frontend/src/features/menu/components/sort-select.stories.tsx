import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from './sort-select';

const meta = {
  title: 'Menu/SortSelect',
  component: SortSelect,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
  args: { value: 'default', onChange: fn() },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: 'Sort by' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual(['Default', 'A-Z', 'Z-A', 'Low to High', 'High to Low']);
    await userEvent.selectOptions(select, 'High to Low');
    await expect(args.onChange).toHaveBeenCalledWith('high-low');
  },
};

export const HighToLow: Story = { args: { value: 'high-low' } };
