import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { theme } from '../app/theme';
import { AuthProvider } from '../lib/auth-context';
import { connectAuthToRouter } from '../lib/auth-router';
import type { AuthSession } from '../lib/auth-session';
import { routeTree } from '../routeTree.gen';
import { createTestQueryClient } from './render';

/** For the first screen of a test: the Firebase SDK and the route's code load on demand. */
export const FIRST_LOAD = { timeout: 5000 };

interface RenderAppOptions {
  /** The history so far, the last entry being the current page. */
  history: string[];
  session: AuthSession;
  queryClient?: QueryClient;
}

function TestProviders({
  session,
  queryClient,
  children,
}: {
  session: AuthSession;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <AuthProvider session={session}>
          <Notifications />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The app's real route tree in memory, wired to the session as src/app/app.tsx wires it: guards, search
 * validation, screens and the 401/403 handling as the browser has them.
 */
export function renderApp({
  history: entries,
  session,
  queryClient = createTestQueryClient(),
}: RenderAppOptions) {
  // Mantine keeps notifications in a module-wide store: start every test without the last one's.
  notifications.clean();
  const history = createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const router = createRouter({ routeTree, context: { queryClient, auth: session }, history });
  const disconnect = connectAuthToRouter(session, router);
  onTestFinished(disconnect);
  render(
    <TestProviders session={session} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, history, queryClient };
}

/** One component on every address, with a router around it so that its links and navigation work. */
export function renderInRouter(
  ui: ReactNode,
  {
    path = '/',
    session,
    queryClient = createTestQueryClient(),
  }: { path?: string; session: AuthSession; queryClient?: QueryClient },
) {
  notifications.clean();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui, notFoundComponent: () => ui }),
    history,
  });
  render(
    <TestProviders session={session} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, history, queryClient };
}
