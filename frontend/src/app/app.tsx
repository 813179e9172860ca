import { createAuthSession } from '@/lib/auth/auth-deferred-session';
import { createQueryClient } from '@/lib/query-client';
import type { RouterContext, ShopRouteTree } from './router';
import { createShop } from './shop';

/** The shop as the browser runs it: its cache, its sign-in session with Firebase (its code loaded when a sign-in needs it), its router and root component. */
export function startShop(
  routeTree: ShopRouteTree,
  openTheDashboard?: RouterContext['openTheDashboard'],
) {
  const queryClient = createQueryClient();
  const auth = createAuthSession({ queryClient });
  const {
    Shop: App,
    router,
    disconnect,
  } = createShop({
    queryClient,
    auth,
    routeTree,
    openTheDashboard,
  });
  return { App, queryClient, auth, router, disconnect };
}
