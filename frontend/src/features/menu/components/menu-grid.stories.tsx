import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DishActions } from './menu-grid';
import { MenuGrid } from './menu-grid';
import { sampleDishes } from '@/test/fixtures/menu-fixtures';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { LONGEST_SEARCH, longestDish } from '@/test/longest-values';

const meta: Meta<typeof MenuGrid> = {
  title: 'Menu/MenuGrid',
  component: MenuGrid,
  decorators: [
    (Story) => (
      <Container size="xl" py="xl">
        <Story />
      </Container>
    ),
  ],
};

export default meta;
// The props are a union of the grid's states, so each story sets the whole state.
type Story = StoryObj<typeof MenuGrid>;

const actions: DishActions = {
  isFavourite: (id) => id === sampleDishes[1]._id,
  onToggleFavourite: fn(),
  onAddToCart: fn(),
};

export const Loaded: Story = {
  args: { status: 'success', dishes: sampleDishes.slice(0, 8), actions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The story renders inside a router, which mounts its tree a moment later.
    await expect(await canvas.findAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByText('14.50')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'pending' } };

const kitchenBusy = 'The kitchen is catching its breath. Please try again in a moment.';
const onRetry = fn();

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', message: kitchenBusy, onRetry },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { status: 'error', message: kitchenBusy, onRetry, retrying: true },
};

export const Empty: Story = { args: { status: 'success', dishes: [], actions } };

export const EmptyCategory: Story = {
  args: {
    status: 'success',
    dishes: [],
    actions,
    empty: {
      title: 'No soups on the menu yet',
      text: 'Our chefs are working on it. Have a look at the other categories meanwhile.',
    },
  },
};

/** The longest dish among others, on a phone two to a row. */
export const LongestValues: Story = {
  args: { status: 'success', dishes: [longestDish, ...sampleDishes.slice(0, 3)], actions },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** Nothing matches the longest search the field takes. */
export const NothingMatchesTheLongestSearch: Story = {
  args: {
    status: 'success',
    dishes: [],
    actions,
    empty: {
      title: `No dishes match “${LONGEST_SEARCH}”`,
      text: 'Try another word, or clear the search to see every dish.',
    },
  },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
