import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createShop } from '@/app/shop';
import type { AuthSession, AuthUser } from '@/lib/auth/auth-session';
import { createQueryClient } from '@/lib/query-client';
import { ShopThemeProvider } from '@/lib/mantine/shop-theme-provider';
import { routeTree } from '@/routeTree.gen';
import { createInMemoryAuthSession } from './auth-in-memory-session';

/**
 * For the first screen of a test: the Firebase SDK and the route's code load on demand, and the first test of a worker
 * to open a screen waits for its modules to be transformed: over 5 s on a busy 2-core machine, and more than 12 s with
 * a second build beside it. A generous wait costs nothing when the screen comes at once.
 */
export const FIRST_LOAD = { timeout: 60_000 };

/** The app's own query client, fresh for each test, without retries: a test decides when to ask again. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const { queries, mutations } = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...queries, retry: false },
    mutations: { ...mutations, retry: false },
  });
  return queryClient;
}

interface TestDoubles {
  /** Signed in as this user in an in-memory session; signed out when null or left out. */
  user?: AuthUser | null;
  /** Another sign-in session instead, e.g. the real one against the Firebase fake (createTestFirebaseSession). */
  session?: AuthSession;
  queryClient?: QueryClient;
}

function doubles({ user = null, session, queryClient = createTestQueryClient() }: TestDoubles) {
  // Mantine keeps notifications in a module-wide store: a problem toast stays until closed, not past its test.
  notifications.clean();
  return { queryClient, session: session ?? createInMemoryAuthSession({ user }) };
}

/**
 * The shop as src/app/app.tsx makes it (its routes, guards, loaders, providers and 401/403 handling) at an
 * address, in a memory history, with the test's doubles for the sign-in session and the query cache. Given a
 * list of addresses, the last one is the current page and the others the history before it.
 */
export function renderApp(addresses: string | string[], options: TestDoubles = {}) {
  const { queryClient, session } = doubles(options);
  const entries = typeof addresses === 'string' ? [addresses] : addresses;
  const history = createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const { router, Shop, disconnect } = createShop({
    queryClient,
    auth: session,
    history,
    env: 'test',
    routeTree,
  });
  onTestFinished(disconnect);
  const view = render(<Shop />);
  /** The address bar as the customer sees it, e.g. /menu?category=pizza. */
  const address = () => `${history.location.pathname}${history.location.search}`;
  return { ...view, router, history, queryClient, session, address };
}

/**
 * One component inside the app's providers, for what no route shows alone: every address renders it, so that its
 * links and navigation work.
 */
export function renderComponent(
  ui: ReactNode,
  { path = '/', ...options }: TestDoubles & { path?: string } = {},
) {
  const { queryClient, session } = doubles(options);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({
    // As a page whose route is not plain, or a lazily loaded part: inside Mantine's theme (ADR 33).
    routeTree: createRootRoute({
      component: () => <ShopThemeProvider>{ui}</ShopThemeProvider>,
      notFoundComponent: () => <ShopThemeProvider>{ui}</ShopThemeProvider>,
    }),
    history,
  });
  const view = render(
    <AppProviders queryClient={queryClient} auth={session} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, history, queryClient, session };
}
