import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/fetcher';
import { renderWithProviders } from '../../test/render';
import { RouteError } from './route-error';

/** A one-page app whose loader fails with `failure` the first time it runs, then succeeds. */
const renderPageFailingOnceWith = (failure: Error) => {
  let attempts = 0;
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () => {
      attempts += 1;
      if (attempts === 1) throw failure;
    },
    component: () => <p>Dish of the day</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteError,
  });
  return renderWithProviders(<RouterProvider router={router} />);
};

describe('the screen shown when a page fails', () => {
  beforeEach(() => {
    // The router reports route errors on the console; these ones are expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('speaks plainly, hides the technical details and lets the visitor retry', async () => {
    renderPageFailingOnceWith(
      new TypeError("Cannot read properties of undefined (reading 'price')"),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not serve this page');
    expect(alert).toHaveTextContent('Please try again.');
    expect(alert).not.toHaveTextContent('Cannot read properties');
    expect(alert).not.toHaveTextContent('TypeError');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Dish of the day')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the shop's own words when the API explains what went wrong", async () => {
    renderPageFailingOnceWith(
      new ApiError(0, {
        statusCode: 0,
        error: 'Network Error',
        message: 'We could not reach the shop. Check your connection and try again.',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the shop. Check your connection and try again.',
    );
  });
});
