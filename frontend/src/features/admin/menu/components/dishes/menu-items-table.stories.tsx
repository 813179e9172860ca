import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { manyDishes, sampleDishes } from '@/features/admin/shared/components/admin-fixtures';
import { MenuItemsTable } from './menu-items-table';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestDish } from '@/test/longest-values';

const meta = {
  title: 'Admin/MenuItemsTable',
  component: MenuItemsTable,
  parameters: { initialPath: '/dashboard/manage-items' },
  args: { dishes: sampleDishes, onRemove: fn(), onSoldOut: fn(), onBackOnSale: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuItemsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewDishes: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement);
    await expect(table.getByRole('link', { name: 'Edit Tonkotsu Ramen' })).toHaveAttribute(
      'href',
      `/dashboard/update-menu/${sampleDishes[2]._id}`,
    );
    await userEvent.click(table.getByRole('button', { name: 'Delete Belgian Waffle' }));
    await expect(args.onRemove).toHaveBeenCalledWith(sampleDishes[3]);
  },
};

/** Twelve dishes: ten on the first page; the search finds across pages. */
export const ManyDishes: Story = {
  args: { dishes: manyDishes },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await userEvent.type(table.getByLabelText('Find a dish'), 'waffle');
    await expect(table.getByText('3 of 12 dishes match')).toBeVisible();
  },
};

/** The search finds a dish by what is in it or by its category, as the menu's search does. */
export const FoundByRecipeOrCategory: Story = {
  args: {
    dishes: [
      { ...sampleDishes[0], recipe: 'Tomato, mozzarella and basil.' },
      { ...sampleDishes[1], category: 'salad', recipe: 'Tomato, cucumber, feta and olives.' },
      ...sampleDishes.slice(2),
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    const search = table.getByLabelText('Find a dish');
    await userEvent.type(search, 'basil');
    await expect(table.getByText('1 of 4 dishes match')).toBeVisible();
    await expect(table.getByRole('link', { name: 'Edit Margherita Pizza' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'salad');
    await expect(table.getByText('1 of 4 dishes match')).toBeVisible();
    await expect(table.getByRole('link', { name: 'Edit Greek Village Salad' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'tomato');
    await expect(table.getByText('2 of 4 dishes match')).toBeVisible();
  },
};

/** On a phone: one card per dish, each sold out in one press. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  play: async ({ canvasElement, args }) => {
    const cards = within(canvasElement);
    const ramen = within(cards.getByRole('listitem', { name: 'Tonkotsu Ramen' }));
    await expect(ramen.getByText(/^Sold out until/)).toBeVisible();
    await userEvent.click(ramen.getByRole('button', { name: 'Back on sale: Tonkotsu Ramen' }));
    await expect(args.onBackOnSale).toHaveBeenCalledWith(sampleDishes[2]);
    await userEvent.click(
      cards.getByRole('button', { name: 'Sold out until tomorrow: Greek Village Salad' }),
    );
    await expect(args.onSoldOut).toHaveBeenCalledWith(sampleDishes[1], 'tomorrow');
  },
};

/** The menu beside the button keeps a dish sold out until someone puts it back. */
export const SoldOutUntilTurnedBack: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement);
    await userEvent.click(
      table.getByRole('button', { name: 'More ways to mark Margherita Pizza sold out' }),
    );
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: 'Sold out until I turn it back' }),
    );
    await expect(args.onSoldOut).toHaveBeenCalledWith(sampleDishes[0], 'turned-back');
  },
};

/** Waiting for the shop's answer, the pressed dish's button says so and cannot be pressed again. */
export const Marking: Story = { args: { busyDishId: sampleDishes[0]._id } };

/** Sold-out and on-sale dishes, one outside its hours, at 360 px and at 1440 px. */
export const EveryStateOnEveryScreen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Outside its hours (07:00–11:00)')).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** The longest dish name the contract takes, among the others: cards on a phone, a table on a desktop. */
export const LongestValues: Story = {
  args: { dishes: [longestDish, ...sampleDishes] },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
