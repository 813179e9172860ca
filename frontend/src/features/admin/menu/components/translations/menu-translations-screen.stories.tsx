import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  getGetMenuTranslationsMockHandler,
  getListMenuTranslationsMockHandler,
  getUpdateMenuTranslationsMockHandler,
} from '@/api/generated/menu-translations/menu-translations.msw';
import type { MenuTranslations, MenuTranslationsUpdate } from '@/api/generated/model';
import { getGetOverviewMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import {
  updateMenuTranslationsBodyDishesItemNameMax,
  updateMenuTranslationsBodyDishesItemRecipeMax,
} from '@/api/generated/zod/menu-translations/menu-translations.zod';
import { sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { MenuTranslationsScreen } from './menu-translations-screen';

const german: MenuTranslations = {
  language: 'de',
  categories: [
    { key: 'pizza', name: 'Pizza', translation: { name: 'Pizzen' } },
    { key: 'salad', name: 'Salad', translation: { name: 'Salate' } },
  ],
  dishes: [
    {
      _id: '8d2b6a34-1c1e-4a4e-9f1e-1f0c7a3b2d10',
      name: 'Margherita Pizza',
      recipe: 'San Marzano tomato, fior di latte, fresh basil.',
      translation: {
        name: 'Pizza Margherita',
        recipe: 'San-Marzano-Tomaten, Fior di Latte, frisches Basilikum.',
      },
    },
    {
      _id: '8d2b6a34-1c1e-4a4e-9f1e-1f0c7a3b2d11',
      name: 'Caesar Salad',
      recipe: 'Romaine, parmesan, croutons.',
      translation: { name: null, recipe: null },
    },
    {
      _id: '8d2b6a34-1c1e-4a4e-9f1e-1f0c7a3b2d12',
      name: 'Tiramisu',
      recipe: 'Mascarpone, espresso, cocoa.',
      translation: { name: 'Tiramisu', recipe: null },
    },
  ],
  optionGroups: [
    {
      _id: '8d2b6a34-1c1e-4a4e-9f1e-1f0c7a3b2d20',
      name: 'Pizza size',
      translation: { name: 'Pizzagröße' },
      choices: [
        {
          _id: '8d2b6a34-1c1e-4a4e-9f1e-1f0c7a3b2d21',
          name: 'Small',
          translation: { name: 'Klein' },
        },
        { _id: '8d2b6a34-1c1e-4a4e-9f1e-1f0c7a3b2d22', name: 'Large', translation: { name: null } },
      ],
    },
  ],
};

const gaps = {
  language: 'en',
  languages: [
    { language: 'fr', categories: 0, dishes: 0, optionGroups: 0, choices: 0 },
    { language: 'de', categories: 0, dishes: 2, optionGroups: 0, choices: 1 },
  ],
};

/** The longest words a dish may have, with no space to break the name at. */
const longest: MenuTranslations = {
  ...german,
  dishes: german.dishes.map((dish) => ({
    ...dish,
    name: 'Q'.repeat(updateMenuTranslationsBodyDishesItemNameMax),
    translation: {
      name: 'W'.repeat(updateMenuTranslationsBodyDishesItemNameMax),
      recipe: 'Rezept '
        .repeat(updateMenuTranslationsBodyDishesItemRecipeMax / 7)
        .slice(0, updateMenuTranslationsBodyDishesItemRecipeMax),
    },
  })),
};

/** The bodies PATCH /menu-translations/de received. */
const sent: MenuTranslationsUpdate[] = [];

/** Menu translations, with the contract's handlers answering, as Ada the administrator sees it. */
const meta = {
  title: 'Admin/MenuTranslationsScreen',
  component: MenuTranslationsScreen,
  decorators: screenStoryDecorators,
  parameters: {
    msw: [
      getGetOverviewMockHandler(sampleOverview),
      getListMenuTranslationsMockHandler(gaps),
      getGetMenuTranslationsMockHandler(german),
      getUpdateMenuTranslationsMockHandler(async ({ request }) => {
        sent.push((await request.json()) as MenuTranslationsUpdate);
        return german;
      }),
    ],
  },
} satisfies Meta<typeof MenuTranslationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What German lacks is said on its tab and above its words; staff translate a dish and a choice, and only those go. */
export const TranslateWhatIsMissing: Story = {
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const screen = within(canvasElement);
    await expect(await screen.findByRole('tab', { name: 'German (3 missing)' })).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'French' })).toBeVisible();
    await expect(
      await screen.findByText('Everything on the menu is translated into French.'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'German (3 missing)' }));
    await expect(await screen.findByText(/Customers reading German see these/)).toHaveTextContent(
      '2 dishes, 0 option groups, 1 choice, 0 categories',
    );
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Show only what lacks a translation' }),
    );
    await expect(screen.queryByRole('group', { name: 'Margherita Pizza' })).toBeNull();
    const caesar = within(await screen.findByRole('group', { name: 'Caesar Salad' }));
    await userEvent.type(caesar.getByRole('textbox', { name: 'Name' }), 'Caesar-Salat');
    await userEvent.type(screen.getByRole('textbox', { name: 'Large' }), 'Groß');
    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));

    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The words in German are saved')).toBeInTheDocument();
    await expect(sent).toEqual([
      {
        dishes: [{ _id: german.dishes[1]._id, name: 'Caesar-Salat' }],
        choices: [{ _id: german.optionGroups[0].choices[1]._id, name: 'Groß' }],
      },
    ]);
  },
};

/** The longest name and recipe a dish may have, in both languages, fit the phone and the desktop. */
export const LongestWords: Story = {
  parameters: {
    msw: [
      getGetOverviewMockHandler(sampleOverview),
      getListMenuTranslationsMockHandler(gaps),
      getGetMenuTranslationsMockHandler(longest),
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: 'German (3 missing)' }));
    await screen.findAllByRole('group', {
      name: 'Q'.repeat(updateMenuTranslationsBodyDishesItemNameMax),
    });
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
