import { routeTree as storefrontRoutes } from '@/storefrontRouteTree.gen';
import { isDashboardAddress } from './dashboard-address';
import type { ShopRouteTree } from './router';

/** The whole shop's routes, the dashboard's too, loaded with the first of the dashboard's pages. */
export const loadTheWholeShopsRoutes = async (): Promise<ShopRouteTree> =>
  (await import('@/routeTree.gen')).routeTree;

/**
 * The routes the browser's app starts with at an address. The storefront's pages run on the shop's routes without
 * the dashboard's (generated beside the whole tree, frontend/vite.config.ts): a customer's first script then carries
 * none of the dashboard's 21 routes, nor the lists of files each would load (ADR 35). The dashboard's pages run on
 * the whole shop's. Typed as the whole: a link from the storefront into the dashboard stays typed, and an app with
 * the whole shop's routes takes the page over there (src/routes/__root.tsx, src/main.tsx).
 */
export async function routeTreeAt(pathname: string): Promise<ShopRouteTree> {
  if (isDashboardAddress(pathname)) return loadTheWholeShopsRoutes();
  return storefrontRoutes as unknown as ShopRouteTree;
}
