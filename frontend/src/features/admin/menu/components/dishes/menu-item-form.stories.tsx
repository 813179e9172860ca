import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import {
  sampleDishes,
  sampleOptionGroups,
} from '@/features/admin/shared/components/admin-fixtures';
import { sampleCategories } from '@/features/admin/shared/components/category-fixtures';
import { type MenuItemDraft, MenuItemForm } from './menu-item-form';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { ANNEX_II } from '@/lib/menu/allergens';

type SaveDish = (draft: MenuItemDraft) => Promise<void>;

const meta = {
  title: 'Admin/MenuItemForm',
  component: MenuItemForm,
  args: {
    label: 'Add a new menu item',
    submitLabel: 'Add Item',
    onSave: fn<SaveDish>(async () => {}),
    optionGroups: sampleOptionGroups,
    categories: sampleCategories,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuItemForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddEmpty: Story = {};

/** Add Item pressed on an empty form: every field says what it needs. */
export const AddWithProblems: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));
    await expect(form.getAllByRole('alert')).toHaveLength(5);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A name of only spaces and a negative price, each refused beside its field. */
export const OnlySpacesAndANegativePrice: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(await form.findByLabelText(/^Recipe Name/), '   ');
    await userEvent.type(form.getByLabelText(/^Price/), '-4.50');
    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));
    const problems = form.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(problems).toContain('Name is required');
    await expect(problems).toContain('The price must be more than 0.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A dish's prep time, which the kitchen's time slots fill by, is sent with it. */
export const PrepTime: Story = {
  args: {
    label: 'Update Margherita Pizza',
    submitLabel: 'Update Menu Item',
    currentImage: sampleDishes[0].image,
    initialValues: {
      name: sampleDishes[0].name,
      category: sampleDishes[0].category,
      price: '14.50',
      recipe: sampleDishes[0].recipe,
      prepMinutes: 10,
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.clear(form.getByLabelText(/^Prep time, minutes/));
    await userEvent.type(form.getByLabelText(/^Prep time, minutes/), '25');
    await userEvent.click(form.getByRole('button', { name: 'Update Menu Item' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ prepMinutes: 25 }));
  },
};

export const Saving: Story = {
  args: { onSave: fn<SaveDish>(() => new Promise(() => {})), progress: 'Uploading the picture…' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(/^Recipe Name/), 'Truffle Risotto');
    await userEvent.selectOptions(form.getByLabelText(/^Category/), 'popular');
    await userEvent.type(form.getByLabelText(/^Price/), '18');
    await userEvent.type(form.getByLabelText(/^Recipe Details/), 'Rice and truffle.');
    const picture = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(picture, new File(['png'], 'risotto.png', { type: 'image/png' }));
    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));
    await expect(await form.findByText('Uploading the picture…')).toBeVisible();
  },
};

const dish = sampleDishes[0];

export const Update: Story = {
  args: {
    label: `Update ${dish.name}`,
    submitLabel: 'Update Menu Item',
    initialValues: {
      name: dish.name,
      category: dish.category,
      price: '14.50',
      recipe: dish.recipe,
    },
    currentImage: dish.image,
  },
};

/** The server refused the dish: its message, and the field it names, with the input kept. */
export const RefusedByTheShop: Story = {
  args: {
    ...Update.args,
    onSave: fn<SaveDish>(async () => {
      throw new ApiError(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The request does not match the contract.',
        details: [
          {
            path: '/body/price',
            message: 'must be an amount of USD: at most 2 decimals, at most 100,000',
          },
        ],
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Update Menu Item' }));
    await expect(
      await form.findByText('must be an amount of USD: at most 2 decimals, at most 100,000'),
    ).toBeVisible();
    await expect(form.getByLabelText(/^Price/)).toHaveValue('14.50');
  },
};

/** A pizza offering sizes then toppings, served at lunch: the groups reorder by their buttons, the hours are checked. */
export const WithGroupsAndHours: Story = {
  args: {
    ...Update.args,
    initialValues: {
      ...Update.args?.initialValues,
      optionGroupIds: [sampleOptionGroups[0]._id, sampleOptionGroups[1]._id],
      limitedHours: true,
      hoursFrom: '11:30',
      hoursTo: '11:30',
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const groups = form.getByRole('list', { name: 'Option groups of this dish' });
    await userEvent.click(form.getByRole('button', { name: 'Move Toppings up' }));
    await expect(within(groups).getAllByRole('listitem')[0]).toHaveTextContent('Toppings');
    await expect(form.getByRole('button', { name: 'Move Toppings down' })).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Update Menu Item' }));
    await expect(await form.findByText('The dish needs some time between the two.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** Every allergen, every diet and the most energy the contract takes, at 360 px and at 1440 px. */
export const FoodInformation: Story = {
  args: {
    ...Update.args,
    initialValues: {
      ...Update.args?.initialValues,
      allergens: ANNEX_II,
      diets: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'halal', 'kosher'],
      kcal: 10_000,
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('checkbox', { name: 'Kosher' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Update Menu Item' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave.mock.calls[0][0]).toMatchObject({
      allergens: ANNEX_II,
      mayContain: [],
      kcal: 10_000,
    });
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** The option groups could not be read: the field says so, and the rest of the form still works. */
export const GroupsUnavailable: Story = {
  args: { optionGroups: [], optionGroupsProblem: 'The shop is not answering.' },
};

/** The shop's own categories, by their names in its order, after the disabled placeholder; the key is sent. */
export const ShopCategories: Story = {
  args: {
    categories: [
      { key: 'pizza', name: 'Pizzas from the wood oven', dishes: 3 },
      { key: 'chef-s-specials', name: "Chef's Specials", dishes: 0 },
      ...sampleCategories.filter(({ key }) => key !== 'pizza'),
    ],
    initialValues: {
      name: 'Truffle Risotto',
      price: '18',
      recipe: 'Rice and truffle.',
    },
    currentImage: sampleDishes[0].image,
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const category = form.getByLabelText(/^Category/);
    const options = within(category).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Select a category',
      'Pizzas from the wood oven',
      "Chef's Specials",
      'Salad',
      'Soup',
      'Dessert',
      'Drinks',
      'Popular',
    ]);
    await expect(options[0]).toBeDisabled();
    await userEvent.selectOptions(category, "Chef's Specials");
    await userEvent.click(form.getByRole('button', { name: 'Add Item' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'chef-s-specials' }),
    );
  },
};

/** The categories could not be read: the field says so, and a dish keeps the category it has. */
export const CategoriesUnavailable: Story = {
  args: { ...Update.args, categories: [], categoriesProblem: 'The shop is not answering.' },
  play: async ({ canvasElement }) => {
    const category = within(canvasElement).getByLabelText(/^Category/);
    await expect(category).toHaveValue('pizza');
    await expect(category).toHaveAccessibleDescription(
      'The categories could not be loaded: The shop is not answering.',
    );
  },
};
