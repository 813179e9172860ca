import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListMenuItemsMockHandler } from '../../../api/generated/menu/menu.msw';
import type { MenuItem } from '../../../api/generated/model';
import { renderWithProviders } from '../../../test/render';
import { MenuScreen } from './menu-screen';

const dishes: MenuItem[] = [
  {
    _id: '3f6c2a9e-8d1b-4c57-9a0e-2b7d4e1f6a35',
    name: 'Margherita Pizza',
    image: '/menu-images/margherita-pizza.webp',
    price: 14.5,
    recipe: 'San Marzano tomato, fior di latte, fresh basil.',
    category: 'pizza',
  },
  {
    _id: '8b1f5c2e-1a4d-4e2b-9c3f-7d6e5a4b3c21',
    name: 'Caesar Salad',
    image: '/menu-images/caesar-salad.webp',
    price: 9,
    recipe: 'Romaine, parmesan, croutons, anchovy dressing.',
    category: 'salad',
  },
  {
    _id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
    name: "Chef's Tasting Feast",
    image: '/menu-images/tasting-feast.webp',
    price: 1234.5,
    recipe: 'Seven courses chosen by the chef.',
    category: 'popular',
  },
];

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the menu screen', () => {
  it('shows every dish with its picture, name, category and price in dollars', async () => {
    server.use(getListMenuItemsMockHandler(dishes));
    renderWithProviders(<MenuScreen />);

    const pizza = await screen.findByRole('article', { name: 'Margherita Pizza' });
    expect(within(pizza).getByRole('heading', { name: 'Margherita Pizza' })).toBeInTheDocument();
    expect(within(pizza).getByText('$14.50')).toBeInTheDocument();
    expect(within(pizza).getByText('Pizza')).toBeInTheDocument();
    const picture = within(pizza).getByRole('img', { name: 'Margherita Pizza' });
    expect(picture).toHaveAttribute('src', '/menu-images/margherita-pizza.webp');
    expect(picture).toHaveAttribute('loading', 'lazy');

    const salad = screen.getByRole('article', { name: 'Caesar Salad' });
    expect(within(salad).getByText('$9.00')).toBeInTheDocument();
    expect(within(salad).getByText('Salad')).toBeInTheDocument();

    const feast = screen.getByRole('article', { name: "Chef's Tasting Feast" });
    expect(within(feast).getByText('$1,234.50')).toBeInTheDocument();

    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows placeholders while the menu is on its way', async () => {
    server.use(getListMenuItemsMockHandler(dishes));
    renderWithProviders(<MenuScreen />);

    expect(screen.getByRole('region', { name: 'Loading the menu' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByRole('article', { name: 'Caesar Salad' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Loading the menu' })).not.toBeInTheDocument();
  });

  it('says so when the menu has no dishes', async () => {
    server.use(getListMenuItemsMockHandler([]));
    renderWithProviders(<MenuScreen />);

    expect(await screen.findByText('No dishes on the menu yet')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the API's message when the menu cannot be loaded, and Retry brings the dishes", async () => {
    server.use(getListMenuItemsMockHandler(dishes));
    // Handlers added later are asked first: the kitchen fails once, then answers.
    server.use(
      http.get(
        '*/menu',
        () =>
          HttpResponse.json(
            {
              statusCode: 503,
              error: 'Service Unavailable',
              message: 'The kitchen is catching its breath. Please try again in a moment.',
            },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    renderWithProviders(<MenuScreen />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The menu could not be loaded');
    expect(alert).toHaveTextContent(
      'The kitchen is catching its breath. Please try again in a moment.',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Margherita Pizza' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
