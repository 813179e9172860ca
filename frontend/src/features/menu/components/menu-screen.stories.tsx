import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, type queries, userEvent, waitFor, within } from 'storybook/test';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { MenuScreen } from './menu-screen';
import { sampleCategories, sampleDishes } from '@/test/fixtures/menu-fixtures';
import { errorResponse } from '@/test/error-response';

/** The screen as the route shows it, answered by orval's generated msw handlers. */
const meta = {
  title: 'Menu/MenuScreen',
  component: MenuScreen,
  parameters: {
    initialPath: '/menu',
    msw: [
      getListCategoriesMockHandler(sampleCategories),
      getListMenuItemsMockHandler(sampleDishes),
    ],
  },
  args: { onAddToCart: fn() },
} satisfies Meta<typeof MenuScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;

/** The names of the dish cards shown, in order. */
const dishNames = (canvas: Canvas) =>
  canvas.queryAllByRole('article').map((card: HTMLElement) => card.getAttribute('aria-label'));

const expectDishes = (canvas: Canvas, names: string[]) =>
  waitFor(() => expect(dishNames(canvas)).toEqual(names));

const currentPage = (canvas: Canvas) =>
  canvas
    .getByRole('navigation', { name: 'Menu pages' })
    .querySelector('[aria-current="page"]')
    ?.getAttribute('aria-label');

const FIRST_PAGE = [
  'Margherita Pizza',
  'Caesar Salad',
  'Roasted Tomato Soup',
  'Chocolate Brownie',
  'Fresh Mint Lemonade',
  'Spicy Noodles',
  'Greek Salad',
  'Tiramisu',
];

export const FromTheApi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDishes(canvas, FIRST_PAGE);
    await expect(canvas.getByText('Showing 1–8 of 12 dishes')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const CategoryTabs: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDishes(canvas, FIRST_PAGE);

    await step('Pizza shows only the pizzas', async () => {
      // The tabs come with the shop's categories, a request of their own beside the menu's.
      await userEvent.click(await canvas.findByRole('link', { name: 'Pizza' }));
      await expectDishes(canvas, ['Margherita Pizza', 'Diavola Pizza', 'Funghi Pizza']);
      await expect(canvas.getByRole('link', { name: 'Pizza' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    });

    await step('Desserts shows only the desserts', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Desserts' }));
      await expectDishes(canvas, ['Chocolate Brownie', 'Tiramisu']);
    });

    await step('All brings back every dish, popular ones included', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'All' }));
      await expectDishes(canvas, FIRST_PAGE);
      await expect(canvas.getByText('Showing 1–8 of 12 dishes')).toBeInTheDocument();
    });
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDishes(canvas, FIRST_PAGE);
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });

    await step('High to Low puts the dearest dish first', async () => {
      await userEvent.selectOptions(sort, 'High to Low');
      await expectDishes(canvas, [
        'Grilled Rib-Eye Steak',
        'Spicy Noodles',
        'Diavola Pizza',
        'Funghi Pizza',
        'Margherita Pizza',
        'Greek Salad',
        'Caesar Salad',
        'Chocolate Brownie',
      ]);
    });

    await step('Low to High puts the cheapest dish first', async () => {
      await userEvent.selectOptions(sort, 'Low to High');
      await waitFor(() =>
        expect(dishNames(canvas).slice(0, 3)).toEqual([
          'Cappuccino',
          'Fresh Mint Lemonade',
          'Tiramisu',
        ]),
      );
    });

    await step('A-Z and Z-A sort by name', async () => {
      await userEvent.selectOptions(sort, 'A-Z');
      await waitFor(() =>
        expect(dishNames(canvas).slice(0, 3)).toEqual([
          'Caesar Salad',
          'Cappuccino',
          'Chocolate Brownie',
        ]),
      );
      await userEvent.selectOptions(sort, 'Z-A');
      await waitFor(() =>
        expect(dishNames(canvas).slice(0, 3)).toEqual([
          'Tiramisu',
          'Spicy Noodles',
          'Roasted Tomato Soup',
        ]),
      );
    });

    await step('Default brings back the kitchen’s order', async () => {
      await userEvent.selectOptions(sort, 'Default');
      await expectDishes(canvas, FIRST_PAGE);
    });
  },
};

export const Pagination: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDishes(canvas, FIRST_PAGE);

    await step('Page 2 shows the last four dishes', async () => {
      await expect(currentPage(canvas)).toBe('Page 1');
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await expectDishes(canvas, [
        'Diavola Pizza',
        'Funghi Pizza',
        'Cappuccino',
        'Grilled Rib-Eye Steak',
      ]);
      await expect(currentPage(canvas)).toBe('Page 2');
      await expect(canvas.getByText('Showing 9–12 of 12 dishes')).toBeInTheDocument();
    });

    await step('Changing the sort goes back to page 1', async () => {
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: 'Sort by' }),
        'Low to High',
      );
      await waitFor(() => expect(currentPage(canvas)).toBe('Page 1'));
      await waitFor(() => expect(dishNames(canvas)[0]).toBe('Cappuccino'));
    });

    await step('Changing the category goes back to page 1 and keeps the sort', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(currentPage(canvas)).toBe('Page 2'));
      await userEvent.click(await canvas.findByRole('link', { name: 'Pizza' }));
      await expectDishes(canvas, ['Margherita Pizza', 'Funghi Pizza', 'Diavola Pizza']);
      await expect(
        canvas.queryByRole('navigation', { name: 'Menu pages' }),
      ).not.toBeInTheDocument();
      await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('low-high');
    });
  },
};

export const SharedLink: Story = {
  parameters: { initialPath: '/menu?category=pizza&sort=high-low' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDishes(canvas, ['Diavola Pizza', 'Funghi Pizza', 'Margherita Pizza']);
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('high-low');
  },
};

export const MangledLink: Story = {
  parameters: { initialPath: '/menu?category=sushi&sort=upside-down&page=-3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDishes(canvas, FIRST_PAGE);
    await expect(await canvas.findByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('default');
  },
};

export const SearchedByName: Story = {
  parameters: { initialPath: '/menu?q=pizza' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDishes(canvas, ['Margherita Pizza', 'Diavola Pizza', 'Funghi Pizza']);
    await userEvent.click(canvas.getByRole('link', { name: 'Clear the search' }));
    await expectDishes(canvas, FIRST_PAGE);
  },
};

export const EmptyCategory: Story = {
  parameters: {
    initialPath: '/menu?category=soup',
    msw: [
      getListCategoriesMockHandler(sampleCategories),
      getListMenuItemsMockHandler(sampleDishes.filter((dish) => dish.category !== 'soup')),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No soups on the menu yet'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      getListCategoriesMockHandler(sampleCategories),
      http.get('*/menu', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    ],
  },
};

export const ApiUnavailable: Story = {
  parameters: {
    msw: [
      getListCategoriesMockHandler(sampleCategories),
      http.get('*/menu', () =>
        errorResponse(503, 'The shop is busy right now. Please try again in a moment.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The shop is busy right now.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
