import { i18n as browserI18n, type I18n } from '@lingui/core';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { connectAuthToRouter } from '@/lib/auth/auth-router';
import { AppProviders, type AppProvidersProps } from './providers';
import { createAppRouter, type RouterContext, type ShopRouteTree } from './router';

interface ShopOptions extends Omit<RouterContext, 'i18n'> {
  /** The interface's words; the browser's one instance unless another is given. */
  i18n?: I18n;
  /** The browser's history unless another is given, e.g. a memory history in tests. */
  history?: RouterHistory;
  env?: AppProvidersProps['env'];
  /** The routes it runs on: the whole shop's, or the storefront's alone (./route-trees.ts). */
  routeTree: ShopRouteTree;
}

/**
 * The shop as it runs: the app's router, kept in step with the sign-in session, inside the app's providers.
 * `src/app/app.tsx` makes it with Firebase and the browser's history; tests make it with their doubles.
 */
export function createShop({
  queryClient,
  auth,
  siteUrl,
  history,
  env,
  i18n = browserI18n,
  routeTree,
  openTheDashboard,
}: ShopOptions) {
  const context = { queryClient, auth, siteUrl, i18n, openTheDashboard };
  const router = createAppRouter(context, routeTree, history, {
    preload: env === 'test' ? false : 'intent',
  });
  const disconnect = connectAuthToRouter(auth, router);
  function Shop() {
    return (
      <AppProviders queryClient={queryClient} auth={auth} env={env} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    );
  }
  return { router, Shop, disconnect };
}
