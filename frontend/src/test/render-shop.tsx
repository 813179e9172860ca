import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { ModalsHost } from '../app/modals-host';
import { NotificationsHost } from '../app/notifications-host';
import { createAppRouter } from '../app/router';
import { theme } from '../app/theme';
import { AuthProvider } from '../lib/auth-context';
import { createInMemoryAuthSession } from './auth-in-memory-session';
import type { AuthUser } from '../lib/auth-session';
import { createTestQueryClient } from './render';

/** The whole storefront at an address, with its real routes, in a memory history; signed out unless a user is given. */
export function renderShop(path: string, { user = null }: { user?: AuthUser | null } = {}) {
  // Mantine keeps notifications in a module-wide store: a problem toast stays until closed, not past its test.
  notifications.clean();
  const queryClient = createTestQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const auth = createInMemoryAuthSession({ user });
  const router = createAppRouter({ queryClient, auth }, history);
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <AuthProvider session={auth}>
          <NotificationsHost />
          <ModalsHost />
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  /** The address bar as the customer sees it, e.g. /menu?category=pizza. */
  const address = () => `${history.location.pathname}${history.location.search}`;
  return { ...view, router, history, queryClient, address };
}
