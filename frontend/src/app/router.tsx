import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from '@/components/errors/not-found';
import { RouteError } from '@/components/errors/route-error';
import type { AuthSession } from '@/lib/auth/auth-session';
import { languageRewrite } from '@/lib/i18n/addresses';
import { shopLanguage } from '@/lib/i18n/languages';
import type { routeTree as theShopsRoutes } from '@/routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /** Read by the guarded routes' `beforeLoad`. */
  auth: AuthSession;
  /** The interface's words in the page's language: the server renders each page with one of its own. */
  i18n: I18n;
  /** The shop's public origin (https://shop.example) while the server renders a page; the browser knows its own. */
  siteUrl?: string;
  /**
   * In the browser's storefront app, whose routes leave out the dashboard's (src/app/route-trees.ts): hands the page
   * over to an app with the whole shop's routes at the dashboard's address. Settles only if that failed.
   */
  openTheDashboard?: () => Promise<never>;
}

/**
 * Every route of the shop, the dashboard's too: what the server renders with, and what every link is typed against. The
 * storefront's pages run on a tree without the dashboard's routes (src/app/route-trees.ts).
 */
export type ShopRouteTree = typeof theShopsRoutes;

/**
 * The browser's history unless another is given, e.g. a memory history in tests. Tests also leave out preloading on
 * hover: a route's code that a hover starts loading may still be loading when the test file ends, and fail there.
 */
export const createAppRouter = (
  context: RouterContext,
  routeTree: ShopRouteTree,
  history?: RouterHistory,
  { preload = 'intent' }: { preload?: 'intent' | false } = {},
) =>
  createRouter({
    routeTree,
    context,
    history,
    // On the server there is no window to tell the shop's own origin from.
    origin: context.siteUrl,
    defaultPreload: preload,
    // React Query decides freshness; the router asks it on every preload and navigation.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
    // `/fr/menu` is the menu in French: the language is the address's prefix, outside the routes (ADR 9).
    rewrite: languageRewrite(context.i18n, shopLanguage),
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The page draws no Mantine component until the visitor opens a part of it (its screen is written in
     * src/components/plain, ADR 32): Mantine's theme loads with that part instead of before the page (ADR 33).
     */
    plain?: boolean;
  }
}
