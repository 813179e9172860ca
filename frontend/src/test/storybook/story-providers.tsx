import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { AppProviders } from '@/app/providers';
import { ShopThemeProvider } from '@/lib/mantine/shop-theme-provider';
import { createInMemoryAuthSession } from '@/test/auth-in-memory-session';

const CurrentStory = createContext<ReactNode>(null);

/** The story inside Mantine's theme, as a page whose route is not plain, or a lazily loaded part (ADR 33). */
function StoryOutlet() {
  return <ShopThemeProvider>{useContext(CurrentStory)}</ShopThemeProvider>;
}

/** A router whose every address renders the story, so links work and show where they point. */
const createStoryRouter = (initialPath: string) =>
  createRouter({
    routeTree: createRootRoute({
      component: StoryOutlet,
      notFoundComponent: StoryOutlet,
    }),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });

interface StoryProvidersProps {
  initialPath: string;
  children: ReactNode;
}

/** The app's own providers around each story, with a fresh cache so stories never share data. */
export function StoryProviders({ initialPath, children }: StoryProvidersProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Infinity } },
      }),
  );
  const [router] = useState(() => createStoryRouter(initialPath));
  // Signed out unless a story wraps itself in a session of its own.
  const [auth] = useState(() => createInMemoryAuthSession({ user: null }));

  return (
    <AppProviders queryClient={queryClient} auth={auth}>
      <CurrentStory.Provider value={children}>
        <RouterProvider router={router} />
      </CurrentStory.Provider>
    </AppProviders>
  );
}
