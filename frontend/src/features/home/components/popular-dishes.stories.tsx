import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MenuItem } from '@/api/generated/model';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { popularDishes } from './home-fixtures';
import { PopularDishes } from './popular-dishes';

const menu = (dishes: MenuItem[]) => getListMenuItemsMockHandler(dishes);

const meta = {
  title: 'Home/PopularDishes',
  component: PopularDishes,
  // The menu also lists dishes of other categories, and a popular one sold out: the carousel keeps the popular ones
  // the kitchen can cook now.
  parameters: {
    msw: [
      menu([
        ...popularDishes,
        { ...popularDishes[0], _id: 'soup', name: 'Tomato Soup', category: 'soup' as const },
        { ...popularDishes[0], _id: 'gone', name: 'Sold Out Special', available: false },
      ]),
    ],
  },
} satisfies Meta<typeof PopularDishes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Carousel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByRole('region', { name: 'Popular dishes' });
    await waitFor(() => expect(within(carousel).getAllByRole('article')).toHaveLength(6));
    await expect(
      within(carousel).queryByRole('article', { name: 'Tomato Soup' }),
    ).not.toBeInTheDocument();
    await expect(
      within(carousel).queryByRole('article', { name: 'Sold Out Special' }),
    ).not.toBeInTheDocument();
    // One dot for each place the carousel can stop at; the first is chosen.
    await waitFor(() => expect(within(carousel).getAllByRole('tab').length).toBeGreaterThan(1));
    await expect(within(carousel).getByRole('tab', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(within(carousel).getByRole('tab', { name: 'Go to slide 2' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/menu', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    ],
  },
};

export const CannotLoad: Story = {
  parameters: {
    msw: [http.get('*/menu', () => new HttpResponse(null, { status: 500 }))],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const NoneToday: Story = {
  parameters: { msw: [menu([])] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/choosing today's favourites/),
    ).toBeInTheDocument();
  },
};
