import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@/test/enter-text';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getReplaceCategoriesMockHandler } from '@/api/generated/categories-staff/categories-staff.msw';
import { getListMenuItemsQueryKey } from '@/api/generated/menu/menu';
import type { Category, CategoryInput } from '@/api/generated/model';
import { getGetOverviewMockHandler } from '@/api/generated/orders-staff/orders-staff.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleDishes, sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { sampleCategories } from '@/features/admin/shared/components/category-fixtures';
import { errorResponse } from '@/test/error-response';
import { createTestQueryClient, FIRST_LOAD, renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The shop's categories as GET /categories answers them now. */
let stored: Category[];
let replaced: CategoryInput[][];

beforeEach(() => {
  stored = sampleCategories;
  replaced = [];
  server.use(
    getGetAdminStatusMockHandler(OWNER_STATUS),
    getGetOverviewMockHandler(sampleOverview),
    getListCategoriesMockHandler(() => stored),
    getReplaceCategoriesMockHandler(async ({ request }) => {
      const sent = (await request.json()) as CategoryInput[];
      replaced.push(sent);
      stored = sent.map((category) => ({
        ...category,
        dishes: sampleCategories.find(({ key }) => key === category.key)?.dishes ?? 0,
      }));
      return stored;
    }),
  );
});

async function openCategories() {
  const queryClient = createTestQueryClient();
  // The menu as the storefront read it before: its dishes' badges name their categories.
  queryClient.setQueryData(getListMenuItemsQueryKey(), sampleDishes);
  renderApp('/dashboard/categories', { user: sampleUser, queryClient });
  const form = within(await screen.findByRole('form', { name: 'Categories' }, FIRST_LOAD));
  return { form, queryClient };
}

describe('Categories', () => {
  it('is in the sidebar beside the menu’s screens', async () => {
    await openCategories();
    const sidebar = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(sidebar.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/dashboard/categories',
    );
  });

  it('sends the categories as a whole, renamed, moved and added to, and the menu is read again', async () => {
    const { form, queryClient } = await openCategories();
    const soup = within(form.getByRole('group', { name: '3. Soup' }));
    await userEvent.clear(soup.getByLabelText(/^Name/));
    await enterText(soup.getByLabelText(/^Name/), 'Soups & Stews');
    await userEvent.click(form.getByRole('button', { name: 'Move Pizza up' }));
    await userEvent.click(form.getByRole('button', { name: 'Add a category' }));
    await enterText(
      within(form.getByRole('group', { name: '7. New category' })).getByLabelText(/^Name/),
      'Crème Brûlée',
    );
    expect(queryClient.getQueryState(getListMenuItemsQueryKey())?.isInvalidated).toBe(false);

    await userEvent.click(form.getByRole('button', { name: 'Save the categories' }));

    expect(await screen.findByText('The categories are saved')).toBeInTheDocument();
    expect(replaced).toEqual([
      [
        { key: 'pizza', name: 'Pizza' },
        { key: 'salad', name: 'Salad' },
        { key: 'soup', name: 'Soups & Stews' },
        { key: 'dessert', name: 'Dessert' },
        { key: 'drinks', name: 'Drinks' },
        { key: 'popular', name: 'Popular' },
        { key: 'creme-brulee', name: 'Crème Brûlée' },
      ],
    ]);
    expect(form.getByRole('group', { name: '7. Crème Brûlée' })).toHaveTextContent(
      'Key creme-brulee · no dishes',
    );
    // The storefront's menu is read again at its next use, with the new names.
    expect(queryClient.getQueryState(getListMenuItemsQueryKey())?.isInvalidated).toBe(true);
  });

  it('says why the shop kept a category that still holds dishes (409), keeping the list as it was typed', async () => {
    server.use(
      http.put('*/categories', () =>
        errorResponse(
          409,
          'Soup still holds a dish on the menu: move it to another category, or take it off the menu, first.',
        ),
      ),
    );
    const { form } = await openCategories();
    await userEvent.click(form.getByRole('button', { name: 'Remove Soup' }));

    await userEvent.click(form.getByRole('button', { name: 'Save the categories' }));

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('The categories were not saved');
    expect(alert).toHaveTextContent('Soup still holds a dish on the menu');
    expect(form.queryByRole('group', { name: /Soup$/ })).toBeNull();
  });
});
