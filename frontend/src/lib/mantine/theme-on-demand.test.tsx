import { Button, MantineThemeContext } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { FIRST_LOAD } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { lazyWithTheme, ThemeForPage, themeForPage } from './theme-on-demand';

/** What a page or part sees of Mantine's theme: the shop's primary colour, or none. */
function ThemeSeen() {
  const theme = use(MantineThemeContext);
  return <p>{theme ? `theme: ${theme.primaryColor}` : 'no theme'}</p>;
}

describe("Mantine's theme on demand", () => {
  it("gives a lazily loaded part the shop's theme, with none above it", async () => {
    const OrderButton = lazyWithTheme(() =>
      Promise.resolve({
        default: ({ label }: { label: string }) => (
          <>
            <ThemeSeen />
            <Button>{label}</Button>
          </>
        ),
      }),
    );
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <ThemeSeen />
        <Suspense fallback={null}>
          <OrderButton label="Order" />
        </Suspense>
      </AppProviders>,
    );

    const button = await screen.findByRole('button', { name: 'Order' }, FIRST_LOAD);
    // The shop's theme gives buttons its round corners.
    expect(button.style.getPropertyValue('--button-radius')).toBe('var(--mantine-radius-xl)');
    expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual([
      'no theme',
      'theme: leaf',
    ]);
  });

  it('gives the theme to a page whose route is not marked plain, and none to a plain one', async () => {
    const root = createRootRoute({
      beforeLoad: ({ matches }) => themeForPage(matches),
      component: () => (
        <>
          <Link to="/">Home</Link>
          <Link to="/about">About</Link>
          <ThemeForPage>
            <Outlet />
          </ThemeForPage>
        </>
      ),
    });
    const routeTree = root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/',
        staticData: { plain: true },
        component: ThemeSeen,
      }),
      createRoute({ getParentRoute: () => root, path: '/about', component: ThemeSeen }),
    ]);
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(await screen.findByText('no theme', {}, FIRST_LOAD)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByText('theme: leaf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('no theme')).toBeInTheDocument();
  });
});
