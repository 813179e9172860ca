import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import type { Category, MenuItem } from '@/api/generated/model';
import { popularDishes } from './home-fixtures';
import { PopularCategories } from './popular-categories';

/** A dish of each of the menu's categories but one, from the home page's own pictures. */
const categoryKeys = ['salad', 'pizza', 'soup', 'dessert', 'drinks'] as const;
const sampleDishes: MenuItem[] = popularDishes.map((dish, index) => ({
  ...dish,
  _id: `${dish._id}-${String(index)}`,
  category: categoryKeys[index % categoryKeys.length],
}));
const sampleCategories: Category[] = [
  ...categoryKeys.map((key) => ({
    key,
    name: key[0].toUpperCase() + key.slice(1),
    dishes: sampleDishes.filter((dish) => dish.category === key).length,
  })),
  { key: 'popular', name: 'Popular', dishes: popularDishes.length },
];

const meta = {
  title: 'Home/PopularCategories',
  component: PopularCategories,
  parameters: {
    msw: [
      getListMenuItemsMockHandler(sampleDishes),
      // The shop's own order, and a category with no dish yet, which is not shown off.
      getListCategoriesMockHandler([
        { key: 'brunch', name: 'Weekend brunch', dishes: 0 },
        ...[...sampleCategories].reverse(),
      ]),
    ],
  },
} satisfies Meta<typeof PopularCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first three categories that hold dishes, each opening its tab with the dishes it really holds, then the whole menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = sampleCategories
      .filter((category) => category.key !== 'popular')
      .reverse()
      .slice(0, 3);
    await canvas.findByRole('link', { name: new RegExp(`^${shown[0].name}`) });
    const cards = canvas.getAllByRole('link');
    await expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      ...shown.map((category) => `/menu?category=${category.key}`),
      '/menu',
    ]);
    // The dishes it really holds, in words: one dish here.
    await expect(shown[0].dishes).toBe(1);
    await expect(cards[0]).toHaveTextContent(`${shown[0].name}1 dish`);
    await expect(canvas.queryByText('Weekend brunch')).not.toBeInTheDocument();
  },
};

/** Before the categories are known (or when they cannot be), the whole menu is still one tap away. */
export const CategoriesUnknown: Story = {
  parameters: {
    msw: [getListMenuItemsMockHandler(sampleDishes), getListCategoriesMockHandler([])],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Browse All/ })).toHaveAttribute(
      'href',
      '/menu',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
