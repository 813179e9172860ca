import { setupI18n } from '@lingui/core';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  rootRouteId,
  RouterProvider,
} from '@tanstack/react-router';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import type { Category, MenuItem, Shop } from '@/api/generated/model';
import { getGetShopQueryKey } from '@/api/generated/shop/shop';
import { AppProviders } from '@/app/providers';
import { loadEveryPartLoadedWhenSeen } from '@/components/load-when-seen';
import { createAppRouter } from '@/app/router';
import { routeTree } from '@/routeTree.gen';
import { serverAuthSession } from '@/lib/auth/auth-server-session';
import { createQueryClient } from '@/lib/query-client';
import { SERVER_STATE_ELEMENT_ID } from '@/lib/server-state';
import { headTagsToHtml, pageHeadTags, type HeadOfMatch } from '@/lib/head-tags';
import { MONEY_PATTERN_ELEMENT_ID, moneyPatternToSend, setShopMoney } from '@/lib/money';
import { languageOfAddress } from '@/lib/i18n/addresses';
import { activateLanguage, cataloguesOf, loadArea } from '@/lib/i18n/catalogues';
import {
  type Language,
  setShopLocale,
  shopLanguage,
  type WritingDirection,
  writingDirection,
} from '@/lib/i18n/languages';
import { categoriesInLanguage, menuInLanguage } from '@/lib/menu/menu-queries';

/** What the server already holds when it renders a page: the public answers a page would otherwise fetch. */
export interface StorefrontData {
  menu: MenuItem[];
  /** The menu's categories, in the shop's order: its tabs. */
  categories: Category[];
  shop: Shop | null;
  /** The shop's address, for the absolute links of the head (canonical, Open Graph). */
  siteUrl: string;
}

export interface RenderedPage {
  /** 200, or 404 when no route knows the address. */
  status: number;
  /** The page's language, from its address (`/fr/menu` is French): `<html lang>`. */
  language: Language;
  /** The direction its language is written in: `<html dir>`. */
  direction: WritingDirection;
  /** The catalogues of words the page was rendered with (`src/locales/fr/shop.po`): the browser needs them first. */
  catalogues: string[];
  /** Where a route sends the visitor instead (a guard, a page that moved), if anywhere. */
  redirect?: string;
  head: string;
  /** The ids of the routes the page is made of (`/_site/menu`): the server links their code and styles. */
  routeIds: string[];
  /** The app's markup, for inside `#root`. */
  html: string;
  /** The React Query cache the page was rendered from, as the script element the browser hydrates with. */
  state: string;
}

/**
 * A cache that already knows the public answers the server holds: a query the page makes takes its answer from
 * here instead of fetching, and only the queries the page made go to the browser with it.
 */
function seededQueryClient(
  { menu, categories, shop }: StorefrontData,
  language: Language,
): QueryClient {
  const queryClient = createQueryClient();
  // The menu's words are in the page's language (the server read them so).
  queryClient.setQueryDefaults(menuInLanguage(language).queryKey, { initialData: menu });
  queryClient.setQueryDefaults(categoriesInLanguage(language).queryKey, {
    initialData: categories,
  });
  if (shop) queryClient.setQueryDefaults(getGetShopQueryKey(), { initialData: shop });
  return queryClient;
}

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A <script type="application/json"> of the page, which the browser's code reads by its id. */
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/**
 * Renders one storefront address to HTML (or null when the page depends on who is signed in) with the same router, routes and components the browser runs, from
 * the data given: the browser hydrates this markup instead of painting a blank page first.
 */
export async function renderPage(
  address: string,
  data: StorefrontData,
): Promise<RenderedPage | null> {
  // The page's amounts in the shop's currency and locale, as the browser's copy reads them from <html>.
  if (data.shop) {
    setShopMoney(data.shop);
    setShopLocale(data.shop.locale);
  }
  // The page's words: an instance of its own, as pages in other languages render beside it.
  const { language } = languageOfAddress(new URL(address, 'http://shop').pathname, shopLanguage());
  const i18n = setupI18n();
  await activateLanguage(i18n, language);
  const queryClient = seededQueryClient(data, language);
  const router = createAppRouter(
    { queryClient, auth: serverAuthSession, siteUrl: data.siteUrl, i18n },
    routeTree,
    createMemoryHistory({ initialEntries: [address] }),
  );
  // Scrolling is restored by the browser's router; on the server it would write an inline script.
  router.update({ ...router.options, scrollRestoration: false });
  // A page behind a guard (the dashboard, even at an address it does not know) depends on who is signed in. The
  // root's own beforeLoad only fetches the words of the page.
  const routes = router.routesById as unknown as Record<string, AnyRoute>;
  const guarded = router
    .matchRoutes(router.state.location)
    .some(
      ({ routeId }: { routeId: string }) =>
        routeId !== rootRouteId && routes[routeId]?.options.beforeLoad,
    );
  if (guarded) return null;
  await router.load();
  // The words the page's first screen says, which the browser needs before it takes the page over.
  const catalogues = cataloguesOf(i18n);
  // The parts below a phone's first screen whose code and words come when the visitor scrolls to them, rendered here
  // with both.
  await Promise.all([loadEveryPartLoadedWhenSeen(), loadArea(i18n, 'parts')]);
  const result = router._serverResult;
  // A route that sends the visitor elsewhere, or an address the router writes differently (/menu?page=1 is /menu).
  if (result?.type === 'redirect') {
    const { redirect } = result;
    return {
      status: redirect.status,
      language,
      direction: writingDirection(language),
      catalogues: [],
      redirect: redirect.headers.get('Location') ?? '/',
      head: '',
      routeIds: [],
      html: '',
      state: '',
    };
  }
  // In the browser the router renders its matches inside a Suspense boundary, and on the server without one:
  // the boundary here stands where the browser's will, so that hydration finds the same markup.
  const html = renderToString(
    <AppProviders queryClient={queryClient} auth={serverAuthSession} i18n={i18n}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return {
    status: result?.status ?? 200,
    language,
    direction: writingDirection(language),
    catalogues,
    head: headTagsToHtml(pageHeadTags(router.state.matches as HeadOfMatch[])),
    routeIds: router.state.matches.map((match) => match.routeId),
    html,
    // The page's cache, and how it wrote its amounts, for the browser to write them alike without starting ICU.
    state:
      jsonScript(SERVER_STATE_ELEMENT_ID, dehydrate(queryClient)) +
      jsonScript(MONEY_PATTERN_ELEMENT_ID, moneyPatternToSend()),
  };
}
