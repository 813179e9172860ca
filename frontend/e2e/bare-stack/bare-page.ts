// The bare stack's page: React DOM, TanStack Router and React Query taking over one trivial route, as the shop takes
// over its pages. The budget (storefront.budget.ts) renders it on the server side, the browser build (main.ts) hydrates
// it, and the main thread's work for that is the reference the storefront's pages are measured against.
import {
  dehydrate,
  type DehydratedState,
  hydrate,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
  RouterProvider,
} from '@tanstack/react-router';
import { createElement, Suspense } from 'react';

const GREETING_KEY = ['greeting'];

function TrivialRoute() {
  const { data } = useQuery({
    queryKey: GREETING_KEY,
    queryFn: () => Promise.resolve('Served'),
    staleTime: Infinity,
  });
  return createElement(
    'main',
    null,
    createElement('h1', null, 'The bare stack'),
    createElement('p', null, data),
  );
}

/** The page's router, cache and tree; on the server its cache is filled, in the browser it takes the server's. */
export function bareStackPage(history: RouterHistory, serverState?: DehydratedState) {
  const queryClient = new QueryClient();
  if (serverState) hydrate(queryClient, serverState);
  else queryClient.setQueryData(GREETING_KEY, 'Served');
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: TrivialRoute }),
    ]),
    history,
  });
  // In the browser the router renders its matches inside a Suspense boundary, and on the server without one.
  const element = createElement(
    QueryClientProvider,
    { client: queryClient },
    createElement(Suspense, null, createElement(RouterProvider, { router })),
  );
  return { router, element, state: () => dehydrate(queryClient) };
}

/** Where the page carries its cache to the browser. */
export const BARE_STATE_ELEMENT_ID = 'bare-state';
