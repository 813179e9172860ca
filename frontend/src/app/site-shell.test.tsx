import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import {
  getGetBookingRulesMockHandler,
  getListBookingTimesMockHandler,
} from '@/api/generated/bookings/bookings.msw';
import { sampleBookingRules } from '@/test/fixtures/booking-fixtures';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { renderApp } from '@/test/render';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';

const server = setupServer(
  getListCategoriesMockHandler(sampleCategories),
  getListMenuItemsMockHandler([]),
  getGetShopMockHandler(sampleShop),
  getGetBookingRulesMockHandler(sampleBookingRules),
  getListBookingTimesMockHandler({ date: '2026-11-25', partySize: 2, stayMinutes: 90, times: [] }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());

afterAll(() => server.close());

describe('the site shell', () => {
  it('shows an unknown address as a not-found page inside the header and footer', async () => {
    renderApp('/no-such-dish');

    expect(
      await screen.findByRole('heading', { name: 'This page is not on the menu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's code comes after the page's (it loads when seen).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a cart with no lines to a signed-out visitor', async () => {
    renderApp('/');

    const cart = await screen.findByRole('link', { name: 'Cart, 0 dishes' });
    expect(cart).toHaveAttribute('href', '/cart-page');
    expect(within(cart).getByText('0')).toBeInTheDocument();
  });

  it("opens the 'Please Login!' modal with the login form from the Login button", async () => {
    renderApp('/menu?category=pizza');

    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please Login!' });
    expect(within(dialog).getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Signup Now' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/signup/),
    );
  });

  it('sends a search from the header to the menu, narrowed to the words typed', async () => {
    const shop = renderApp('/');
    const [searchButton] = await screen.findAllByRole('button', { name: 'Search the menu' });
    await userEvent.click(searchButton);
    const [field] = await screen.findAllByRole('searchbox', { name: 'Find a dish' });

    await userEvent.type(field, 'carbonara{Enter}');

    await screen.findByText('carbonara', { exact: false, selector: 'strong' });
    expect(shop.address()).toBe('/menu?q=carbonara');
  });

  it('has the footer blocks, links to pages that exist and this year', async () => {
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    for (const block of ['Useful links', 'Main menu', 'Contact us']) {
      expect(within(footer).getByRole('navigation', { name: block })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Menus' })).toHaveAttribute('href', '/menu');
    expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    expect(within(footer).queryByRole('link', { name: 'Events' })).toBeNull();
    expect(footer).toHaveTextContent(`Copyright © ${new Date().getFullYear()} Foodi`);
  });

  it.each([
    ['/about', 'About us'],
    ['/faq', 'FAQ'],
    ['/accessibility', 'Accessibility statement'],
    ['/booking', 'Book a table'],
    ['/table-booking', 'Book a table'],
  ])('opens %s inside the header and footer', async (path, title) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's code comes after the page's (it loads when seen).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
