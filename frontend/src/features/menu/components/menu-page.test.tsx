import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop, shopWithFee } from '@/test/fixtures/shop-fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getAddCartLineMockHandler } from '@/api/generated/carts-mutations/carts-mutations.msw';
import type { CartLineInput } from '@/api/generated/model';
import { sampleUser } from '@/test/with-auth-session';
import { sampleCartLines } from '@/test/fixtures/cart-fixtures';
import { sampleDishes } from '@/test/fixtures/menu-fixtures';
import { renderApp } from '@/test/render';
import { errorResponse } from '@/test/error-response';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';

const server = setupServer(
  getListCategoriesMockHandler(sampleCategories),
  getGetShopMockHandler(sampleShop),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What a dish's picture that cannot be loaded gives way to: public/empty-plate.svg. */
const EMPTY_PLATE = '/empty-plate.svg';

/** The names on the dish cards, in the order shown. */
const shownDishes = () =>
  screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

const expectDishes = (names: string[]) => waitFor(() => expect(shownDishes()).toEqual(names));

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

const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });
const currentPage = () =>
  within(screen.getByRole('navigation', { name: 'Menu pages' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')
    ?.getAttribute('aria-label');

describe('the menu page', () => {
  it('shows an empty plate, from a file the shop serves, for a dish whose picture cannot be loaded', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    renderApp('/menu');

    await expectDishes(FIRST_PAGE);
    const picture = within(screen.getByRole('article', { name: 'Margherita Pizza' })).getByRole(
      'img',
      { name: 'Margherita Pizza' },
    );
    expect(picture.getAttribute('src')).not.toBe(EMPTY_PLATE);
    fireEvent.error(picture);

    await waitFor(() => expect(picture.getAttribute('src')).toBe(EMPTY_PLATE));
    expect(
      readFileSync(path.join(import.meta.dirname, '../../../../public', EMPTY_PLATE), 'utf8'),
    ).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
  });

  it('shows the first eight dishes with picture, name and price, and how many there are', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    renderApp('/menu');

    await expectDishes(FIRST_PAGE);
    const pizza = screen.getByRole('article', { name: 'Margherita Pizza' });
    expect(within(pizza).getByRole('heading', { name: 'Margherita Pizza' })).toBeInTheDocument();
    expect(pizza).toHaveTextContent('$14.50');
    expect(within(pizza).getByRole('img', { name: 'Margherita Pizza' })).toHaveAttribute(
      'src',
      '/menu-images/margherita-pizza.webp',
    );
    expect(screen.getByText('Showing 1–8 of 12 dishes')).toBeInTheDocument();
    // The page buttons' code comes when they are seen (menu-page-parts.ts).
    expect(
      await within(screen.getByRole('navigation', { name: 'Menu pages' })).findByRole('button', {
        name: 'Page 2',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });

  it('shows one category at a time and keeps the choice in the address', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    const shop = renderApp('/menu');
    await expectDishes(FIRST_PAGE);

    await userEvent.click(screen.getByRole('link', { name: 'Pizza' }));

    await expectDishes(['Margherita Pizza', 'Diavola Pizza', 'Funghi Pizza']);
    expect(shop.address()).toBe('/menu?category=pizza');
    expect(screen.getByRole('link', { name: 'Pizza' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Menu pages' })).not.toBeInTheDocument();
  });

  it('says each dish’s diets and allergens on its card, and narrows the menu to a customer’s needs, kept in the address', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    const shop = renderApp('/menu?category=pizza');
    await expectDishes(['Margherita Pizza', 'Diavola Pizza', 'Funghi Pizza']);
    const margherita = screen.getByRole('article', { name: 'Margherita Pizza' });
    expect(margherita).toHaveTextContent('Vegetarian');
    expect(margherita).toHaveTextContent('Contains: Gluten, Milk');
    expect(margherita).toHaveTextContent('May contain: Sesame');

    await userEvent.click(screen.getByText('Dietary needs'));
    const avoid = await screen.findByRole('group', { name: 'Without, not even as traces' });
    await userEvent.click(within(avoid).getByRole('checkbox', { name: 'Sesame' }));

    await waitFor(() => expect(shop.address()).toBe('/menu?category=pizza&without=sesame'));
    await expectDishes([]);
    // The notice's code comes when it is first needed.
    expect(await screen.findByText('No dishes here suit these needs')).toBeInTheDocument();
    expect(screen.getByText(/^Dietary needs/)).toHaveTextContent('Dietary needs: without Sesame');

    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(shop.address()).toBe('/menu?without=sesame'));
    expect(shownDishes()).not.toContain('Margherita Pizza');
    expect(shownDishes()).toContain('Caesar Salad');

    await userEvent.click(screen.getByRole('link', { name: 'Clear the needs' }));
    await waitFor(() => expect(shop.address()).toBe('/menu'));
    await expectDishes(FIRST_PAGE);
  });

  it('sorts High to Low, pages on, and a new category starts again at page 1 keeping the sort', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    const shop = renderApp('/menu');
    await expectDishes(FIRST_PAGE);

    await userEvent.selectOptions(sortBy(), 'High to Low');
    await waitFor(() => expect(shownDishes()[0]).toBe('Grilled Rib-Eye Steak'));
    expect(shop.address()).toBe('/menu?sort=high-low');

    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await expectDishes(['Roasted Tomato Soup', 'Tiramisu', 'Fresh Mint Lemonade', 'Cappuccino']);
    expect(shop.address()).toBe('/menu?sort=high-low&page=2');
    expect(currentPage()).toBe('Page 2');
    expect(screen.getByText('Showing 9–12 of 12 dishes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Pizza' }));
    await expectDishes(['Diavola Pizza', 'Funghi Pizza', 'Margherita Pizza']);
    expect(shop.address()).toBe('/menu?category=pizza&sort=high-low');
    expect(sortBy()).toHaveValue('high-low');
  });

  it('goes back to page 1 when the sort changes, keeping the category', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    const shop = renderApp('/menu?page=2');
    await expectDishes(['Diavola Pizza', 'Funghi Pizza', 'Cappuccino', 'Grilled Rib-Eye Steak']);

    await userEvent.selectOptions(sortBy(), 'A-Z');

    await waitFor(() => expect(currentPage()).toBe('Page 1'));
    expect(shownDishes().slice(0, 3)).toEqual(['Caesar Salad', 'Cappuccino', 'Chocolate Brownie']);
    expect(shop.address()).toBe('/menu?sort=a-z');
  });

  it('opens a shared link on the same view', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    renderApp('/menu?category=pizza&sort=low-high');

    await expectDishes(['Margherita Pizza', 'Funghi Pizza', 'Diavola Pizza']);
    expect(sortBy()).toHaveValue('low-high');
  });

  it('falls back to the whole menu for a mangled link instead of failing', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    renderApp('/menu?category=sushi&sort=sideways&page=banana');

    await expectDishes(FIRST_PAGE);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(sortBy()).toHaveValue('default');
  });

  it('shows the last page when the link asks for one past the end', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    renderApp('/menu?page=7');

    await expectDishes(['Diavola Pizza', 'Funghi Pizza', 'Cappuccino', 'Grilled Rib-Eye Steak']);
  });

  it('lets the back button return to the previous view', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    const shop = renderApp('/menu');
    await expectDishes(FIRST_PAGE);
    await userEvent.click(screen.getByRole('link', { name: 'Desserts' }));
    await expectDishes(['Chocolate Brownie', 'Tiramisu']);

    act(() => shop.history.back());

    await expectDishes(FIRST_PAGE);
    expect(shop.address()).toBe('/menu');
  });

  it('says so when a category has no dishes', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes.filter((d) => d.category !== 'soup')));
    renderApp('/menu?category=soup');

    expect(await screen.findByText('No soups on the menu yet')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a retry when the menu cannot be loaded, and Retry brings the dishes', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    server.use(
      http.get('*/menu', () => errorResponse(503, 'The kitchen is catching its breath.'), {
        once: true,
      }),
    );
    renderApp('/menu');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The menu could not be loaded');
    expect(alert).toHaveTextContent('The kitchen is catching its breath.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    await expectDishes(FIRST_PAGE);
  });

  it('asks a signed-out customer to log in to order, remembering the page', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    renderApp('/menu?category=pizza');
    await expectDishes(['Margherita Pizza', 'Diavola Pizza', 'Funghi Pizza']);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Diavola Pizza' }));
    const dishDialog = await screen.findByRole('dialog', { name: 'Diavola Pizza' });
    await userEvent.click(within(dishDialog).getByRole('button', { name: 'Add to Cart' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please login to order the food' });
    expect(within(dialog).getByRole('link', { name: 'Login now!' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmenu%3Fcategory%3Dpizza',
    );
  });

  it("lets a visitor choose a dish's size and toppings, and puts that choice in the cart once they sign in", async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    const visit = renderApp('/menu?category=pizza');
    await expectDishes(['Margherita Pizza', 'Diavola Pizza', 'Funghi Pizza']);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Margherita Pizza' }));
    const dishDialog = await screen.findByRole('dialog', { name: 'Margherita Pizza' });
    await userEvent.click(within(dishDialog).getByRole('button', { name: 'Add to Cart' }));
    const prompt = await screen.findByRole('dialog', { name: 'Please login to order the food' });
    expect(prompt).toHaveTextContent(
      'Sign in and your Margherita Pizza goes in your cart, with the choices you made.',
    );
    const kept = JSON.parse(sessionStorage.getItem('pending-cart-add')!) as { line: CartLineInput };
    expect(kept.line.menuItemId).toBe(sampleDishes[0]._id);
    visit.unmount();

    // Signed in, the shop receives that very line, once.
    const added: CartLineInput[] = [];
    server.use(
      getAddCartLineMockHandler(async ({ request }) => {
        added.push((await request.json()) as CartLineInput);
        return sampleCartLines[0];
      }),
      getListCartLinesMockHandler([]),
    );
    renderApp('/menu', { user: sampleUser });
    await waitFor(() => expect(added).toEqual([kept.line]));
    expect(await screen.findByText('Food added on the cart.')).toBeInTheDocument();
    expect(sessionStorage.getItem('pending-cart-add')).toBeNull();
  });

  it('says the shop’s service fee and what it pays for beside the prices, on the menu and in a dish’s choices', async () => {
    const fee =
      'Kitchen fee: 3% of the food, added to every order. It pays our kitchen team a fair wage.';
    server.use(getListMenuItemsMockHandler(sampleDishes), getGetShopMockHandler(shopWithFee));
    renderApp('/menu?category=pizza');
    await expectDishes(['Margherita Pizza', 'Diavola Pizza', 'Funghi Pizza']);
    expect(await screen.findByTestId('service-fee-note')).toHaveTextContent(fee);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Margherita Pizza' }));
    const dishDialog = await screen.findByRole('dialog', { name: 'Margherita Pizza' });
    expect(within(dishDialog).getByTestId('service-fee-note')).toHaveTextContent(fee);
  });

  it('says no fee where the shop charges none', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    renderApp('/menu');
    await expectDishes(FIRST_PAGE);
    expect(screen.queryByTestId('service-fee-note')).not.toBeInTheDocument();
  });

  it('keeps favourite dishes in this browser across a reload', async () => {
    server.use(getListMenuItemsMockHandler(sampleDishes));
    const first = renderApp('/menu');
    await expectDishes(FIRST_PAGE);
    const heart = screen.getByRole('button', { name: 'Favourite Tiramisu' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    first.unmount();

    renderApp('/menu');
    await expectDishes(FIRST_PAGE);
    expect(screen.getByRole('button', { name: 'Favourite Tiramisu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Favourite Greek Salad' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
