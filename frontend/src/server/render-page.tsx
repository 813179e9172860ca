import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { getListMenuItemsQueryKey } from '../api/generated/menu/menu';
import type { MenuItem, Shop } from '../api/generated/model';
import { getGetShopQueryKey } from '../api/generated/shop/shop';
import { AppProviders } from '../app/providers';
import { createAppRouter } from '../app/router';
import { serverAuthSession } from '../lib/auth-server-session';
import { createQueryClient } from '../lib/query-client';
import { SERVER_STATE_ELEMENT_ID } from '../lib/server-state';
import { headTagsToHtml, pageHeadTags, type HeadOfMatch } from '../lib/page-head';

/** What the server already holds when it renders a page: the public answers a page would otherwise fetch. */
export interface StorefrontData {
  menu: MenuItem[];
  shop: Shop | null;
  /** The shop's address, for the absolute links of the head (canonical, Open Graph). */
  siteUrl: string;
}

export interface RenderedPage {
  /** 200, or 404 when no route knows the address. */
  status: number;
  /** Where a route sends the visitor instead (a guard, a page that moved), if anywhere. */
  redirect?: string;
  head: string;
  /** The app's markup, for inside `#root`. */
  html: string;
  /** The React Query cache the page was rendered from, as the script element the browser hydrates with. */
  state: string;
}

/**
 * A cache that already knows the public answers the server holds: a query the page makes takes its answer from
 * here instead of fetching, and only the queries the page made go to the browser with it.
 */
function seededQueryClient({ menu, shop }: StorefrontData): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryDefaults(getListMenuItemsQueryKey(), { initialData: menu });
  if (shop) queryClient.setQueryDefaults(getGetShopQueryKey(), { initialData: shop });
  return queryClient;
}

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Renders one storefront address to HTML with the same router, routes and components the browser runs, from
 * the data given: the browser hydrates this markup instead of painting a blank page first.
 */
export async function renderPage(address: string, data: StorefrontData): Promise<RenderedPage> {
  const queryClient = seededQueryClient(data);
  const router = createAppRouter(
    { queryClient, auth: serverAuthSession, siteUrl: data.siteUrl },
    createMemoryHistory({ initialEntries: [address] }),
  );
  // Scrolling is restored by the browser's router; on the server it would write an inline script.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  const { location, matches } = router.state;
  // A route that sent the visitor elsewhere (a guard, a moved page): the browser is told to go there.
  if (location.pathname !== new URL(address, 'http://shop').pathname) {
    return { status: 302, redirect: location.href, head: '', html: '', state: '' };
  }
  // In the browser the router renders its matches inside a Suspense boundary, and on the server without one:
  // the boundary here stands where the browser's will, so that hydration finds the same markup.
  const html = renderToString(
    <AppProviders queryClient={queryClient} auth={serverAuthSession}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return {
    status: matches.some((match) => match.status === 'notFound' || match._notFound) ? 404 : 200,
    head: headTagsToHtml(pageHeadTags(matches as HeadOfMatch[])),
    html,
    state: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson(dehydrate(queryClient))}</script>`,
  };
}
