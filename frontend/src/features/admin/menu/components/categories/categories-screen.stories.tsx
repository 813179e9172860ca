import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getReplaceCategoriesMockHandler } from '@/api/generated/categories-staff/categories-staff.msw';
import type { Category, CategoryInput } from '@/api/generated/model';
import { getGetOverviewMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import { errorResponse } from '@/test/error-response';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { CategoriesScreen } from './categories-screen';
import {
  replaceCategoriesBodyKeyMax,
  replaceCategoriesBodyNameMax,
} from '@/api/generated/zod/categories-staff/categories-staff.zod';
import { sampleCategories } from '@/features/admin/shared/components/category-fixtures';
import { MAX_CATEGORIES } from '@/features/admin/menu/lib/categories-form';

/** The shop as PUT /categories leaves it: the categories sent, each with the dishes it held. */
const replaceCategories = getReplaceCategoriesMockHandler(async ({ request }) => {
  const sent = (await request.json()) as CategoryInput[];
  return sent.map((category): Category => ({
    ...category,
    dishes: sampleCategories.find(({ key }) => key === category.key)?.dishes ?? 0,
  }));
});

/** A 40-character category name, all one word: nothing to break it at. */
const LONGEST_CATEGORY_NAME = 'SLOWROASTEDSEASONALVEGETABLESANDGRAINS!!'.slice(
  0,
  replaceCategoriesBodyNameMax,
);

/** As many categories as a menu may have (30), each with the longest name and key and thousands of dishes. */
const longestCategories: Category[] = Array.from({ length: MAX_CATEGORIES }, (_, index) => ({
  key: `k${String(index)}-`.padEnd(replaceCategoriesBodyKeyMax, 'x'),
  name: `${String(index + 1).padStart(2, '0')}${LONGEST_CATEGORY_NAME.slice(2)}`,
  dishes: index % 2 === 0 ? 0 : 1000 + index,
}));

/** Categories, with the contract's handlers answering, as Ada the administrator sees it. */
const meta = {
  title: 'Admin/CategoriesScreen',
  component: CategoriesScreen,
  decorators: screenStoryDecorators,
  parameters: {
    msw: [
      getGetOverviewMockHandler(sampleOverview),
      getListCategoriesMockHandler(sampleCategories),
      replaceCategories,
    ],
  },
} satisfies Meta<typeof CategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save the categories' }));

/** Soup renamed and Chef's Specials added, its key made of its name: saved, and the form shows the shop's answer. */
export const RenameAndAdd: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const soup = within(await screen.findByRole('group', { name: '3. Soup' }));
    await expect(soup.getByText('Key soup · no dishes')).toBeVisible();
    await userEvent.clear(soup.getByLabelText(/^Name/));
    await userEvent.type(soup.getByLabelText(/^Name/), 'Soups & Stews');

    await userEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    const added = within(screen.getByRole('group', { name: '7. New category' }));
    await expect(added.getByLabelText(/^Name/)).toHaveFocus();
    await userEvent.type(added.getByLabelText(/^Name/), "Chef's Specials");
    await expect(added.getByLabelText(/^Key/)).toHaveValue('chef-s-specials');
    await save(canvasElement);

    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The categories are saved')).toBeInTheDocument();
    const specials = within(await screen.findByRole('group', { name: "7. Chef's Specials" }));
    await expect(specials.getByText('Key chef-s-specials · no dishes')).toBeVisible();
    await expect(specials.queryByLabelText(/^Key/)).toBeNull();
    await expect(screen.getByRole('group', { name: '3. Soups & Stews' })).toBeVisible();
  },
};

/** Pizza moved to the top: the focus stays on its buttons, and the shop keeps the new order. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Pizza up' }));
    await expect(screen.getByRole('group', { name: '1. Pizza' })).toBeVisible();
    await expect(screen.getByRole('group', { name: '2. Salad' })).toBeVisible();
    // At the top Pizza cannot go further up: the focus moves to the way back down.
    await expect(screen.getByRole('button', { name: 'Move Pizza down' })).toHaveFocus();
    await save(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The categories are saved')).toBeInTheDocument();
    await expect(screen.getByRole('group', { name: '1. Pizza' })).toBeVisible();
  },
};

/** Pizza holds dishes: its remove button is disabled and says why; Soup holds none and goes. */
export const RemoveOnlyWhenEmpty: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const removePizza = await screen.findByRole('button', { name: 'Remove Pizza' });
    await expect(removePizza).toBeDisabled();
    await expect(removePizza).toHaveAccessibleDescription('Holds 3 dishes: move them first');
    await expect(screen.getByText('Holds 3 dishes: move them first')).toBeVisible();
    const salad = within(screen.getByRole('group', { name: '1. Salad' }));
    await expect(salad.getByText('Holds 1 dish: move it first')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Soup' }));
    await expect(screen.queryByRole('group', { name: /Soup$/ })).toBeNull();
    await expect(screen.getByRole('group', { name: '3. Dessert' })).toBeVisible();
  },
};

/** The bodies PUT /categories received in the story that must send none. */
const sentWhenRefused: unknown[] = [];

/** A blank name and a name twice are refused beside their fields, and nothing is sent. */
export const RefusedBeforeSending: Story = {
  parameters: {
    msw: [
      getListCategoriesMockHandler(sampleCategories),
      getReplaceCategoriesMockHandler(async ({ request }) => {
        sentWhenRefused.push(await request.json());
        return sampleCategories;
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    sentWhenRefused.length = 0;
    const screen = within(canvasElement);
    const soup = within(await screen.findByRole('group', { name: '3. Soup' }));
    await userEvent.clear(soup.getByLabelText(/^Name/));
    await userEvent.type(soup.getByLabelText(/^Name/), '   ');
    const popular = within(screen.getByRole('group', { name: '6. Popular' }));
    await userEvent.clear(popular.getByLabelText(/^Name/));
    await userEvent.type(popular.getByLabelText(/^Name/), ' pizza ');
    await save(canvasElement);
    await expect(soup.getByText('Fill this in.')).toBeVisible();
    await expect(soup.getByLabelText(/^Name/)).toHaveFocus();
    await expect(popular.getByText('Another category has this name.')).toBeVisible();
    await expect(sentWhenRefused).toEqual([]);
  },
};

/** The shop refuses to remove a category that holds dishes (409): its message, and the list kept as it was typed. */
export const StillHoldsDishes: Story = {
  parameters: {
    msw: [
      getListCategoriesMockHandler(sampleCategories),
      http.put('*/categories', () =>
        errorResponse(
          409,
          'Soup still holds a dish on the menu: move it to another category, or take it off the menu, first.',
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Soup' }));
    await save(canvasElement);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The categories were not saved');
    await expect(alert).toHaveTextContent(
      'Soup still holds a dish on the menu: move it to another category, or take it off the menu, first.',
    );
    await expect(screen.queryByRole('group', { name: /Soup$/ })).toBeNull();
  },
};

/** The shop's 422 names the field it refused (/body/2/name): said under that field. */
export const RefusedByTheShop: Story = {
  parameters: {
    msw: [
      getListCategoriesMockHandler(sampleCategories),
      http.put('*/categories', () =>
        errorResponse(422, 'Each category needs a name, and keys and names of its own.', [
          { path: '/body/2/name', message: 'is the name of category 0 already' },
        ]),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const soup = within(await screen.findByRole('group', { name: '3. Soup' }));
    await userEvent.clear(soup.getByLabelText(/^Name/));
    await userEvent.type(soup.getByLabelText(/^Name/), 'Salads');
    await save(canvasElement);
    await expect(await soup.findByText('is the name of category 0 already')).toBeVisible();
    await expect(soup.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(soup.getByLabelText(/^Name/)).toHaveValue('Salads');
    await expect(
      screen.getByText('Each category needs a name, and keys and names of its own.'),
    ).toBeVisible();
  },
};

/** Thirty categories (as many as a menu may have) of the longest names: nothing wider than the screen, no more added. */
export const LongestValues: Story = {
  parameters: { msw: [getListCategoriesMockHandler(longestCategories), replaceCategories] },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('group', { name: `30. ${longestCategories[29].name}` });
    const add = screen.getByRole('button', { name: 'Add a category' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('A menu holds at most 30 categories.');
    await expect(screen.getAllByText('Holds 1,001 dishes: move them first')[0]).toBeVisible();
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** The categories could not be read: said, with no form to send. */
export const Unavailable: Story = {
  parameters: {
    msw: [http.get('*/categories', () => errorResponse(503, 'The database is not answering.'))],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The database is not answering.'));
  },
};
