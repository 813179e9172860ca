import './framework';
import { i18n } from '@lingui/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { type ComponentType, startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { startShop } from './app/app';
import type { ShopRouteTree } from './app/router';
import { loadTheWholeShopsRoutes, routeTreeAt } from './app/route-trees';
import { createShop } from './app/shop';
import { APP_TOOK_OVER, appTakesOver } from './lib/app-took-over';
import { languageOfAddress } from './lib/i18n/addresses';
import { activateLanguage, loadCustomersWordsWhenMissing } from './lib/i18n/catalogues';
import { markThePagesLanguage, shopLanguage } from './lib/i18n/languages';
import { nextTask } from './lib/next-task';
import { asOfThePagesAnswer, pageAnsweredAt, SERVER_STATE_ELEMENT_ID } from './lib/server-state';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';

const container = document.getElementById('root');
// The page's words: its address says its language (`/fr/menu`), and the shop's own language has no prefix. The
// server-rendered page links the catalogue's chunk, so that it is here by the time the code is.
const { language, pathname } = languageOfAddress(location.pathname, shopLanguage());
markThePagesLanguage(document.documentElement, language);
const wordsLoaded = activateLanguage(i18n, language);
// The storefront's routes, or the whole shop's on the dashboard's pages (app/route-trees.ts).
const routeTreeLoaded = routeTreeAt(pathname);
// A screen that came by a way no route or lazy import foresaw shows a message the page has not loaded.
loadCustomersWordsWhenMissing(i18n);
if (!container) throw new Error('The page has no #root element to render the shop into.');

/**
 * A server-rendered page is read, and scrolled, before its code has come (app-loader.ts asks for it after the
 * page's paint): the render that takes the page over leaves the scroll where the visitor put it; later navigations
 * restore or reset it as usual.
 */
function leaveTheFirstScrollToTheVisitor(router: AnyRouter): void {
  let taken = false;
  router.update({
    ...router.options,
    scrollRestoration: () => {
      if (taken) return true;
      taken = true;
      return false;
    },
  });
}

/** What React renders: the shop's root component, under StrictMode's checks in development. */
const shopElement = (App: ComponentType) => (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Where React renders the shop, once it has the page. */
let reactRoot: Root | undefined;

/**
 * The shop on the routes it starts with. Where those leave out the dashboard's (app/route-trees.ts), an app with the
 * whole shop's routes takes the page over at the dashboard's address, with the same cache, sign-in session and words:
 * nothing reloads, and what was under way (a sign-up's last calls, its toast) goes on. The first app's router is left
 * waiting for good.
 */
function startTheShop(routeTree: ShopRouteTree) {
  const shop = startShop(routeTree, async () => {
    const wholeShopsRoutes = await loadTheWholeShopsRoutes();
    if (!reactRoot) throw new Error('The shop has not rendered the page yet.');
    shop.disconnect();
    const { queryClient, auth } = shop;
    const { Shop } = createShop({ queryClient, auth, routeTree: wholeShopsRoutes });
    reactRoot.render(shopElement(Shop));
    return new Promise<never>(() => undefined);
  });
  return shop;
}

/** Tells the page's loader (app-loader.ts) that React has the page: it makes again the taps it held. */
const announceTakeover = () => document.dispatchEvent(new Event(APP_TOOK_OVER));

/**
 * The server rendered this page from the cache it sent along: with it and the page's code loaded, React takes the
 * markup over as it is instead of painting it again. On a phone's CPU the modules' evaluation, the shop's making,
 * the router's first load and the first slice of hydration held the main thread as one task of several hundred
 * milliseconds; each step now ends its task (nextTask), so none of them blocks it as long.
 */
async function takeOver(root: HTMLElement, serverState: string): Promise<void> {
  const [routeTree] = await Promise.all([routeTreeLoaded, wordsLoaded]);
  await nextTask();
  const { App, queryClient, router } = startTheShop(routeTree);
  hydrate(
    queryClient,
    asOfThePagesAnswer(
      JSON.parse(serverState) as DehydratedState,
      pageAnsweredAt(),
      navigator.onLine,
    ),
  );
  leaveTheFirstScrollToTheVisitor(router);
  await nextTask();
  // The page's routes' code (already fetched by the loader) runs one route a task, before the router's first load.
  const routes = router.routesById as unknown as Record<string, AnyRoute>;
  const matched: { routeId: string }[] = router.matchRoutes(router.latestLocation);
  for (const { routeId } of matched) {
    await router.loadRouteChunk(routes[routeId]);
    await nextTask();
  }
  await router.load();
  appTakesOver();
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
  // A tap from now on is replayed by React, which then hydrates at once what was tapped.
  startTransition(() => {
    reactRoot = hydrateRoot(root, shopElement(App));
  });
  announceTakeover();
}

const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState && container.firstElementChild) {
  void takeOver(container, serverState);
} else {
  void Promise.all([routeTreeLoaded, wordsLoaded]).then(([routeTree]) => {
    appTakesOver();
    const { App } = startTheShop(routeTree);
    reactRoot = createRoot(container);
    reactRoot.render(shopElement(App));
  });
}

registerServiceWorkerAfterLoad();
