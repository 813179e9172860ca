import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, queryClient, router } from './app/app';
import { APP_TOOK_OVER } from './lib/app-took-over';
import { SERVER_STATE_ELEMENT_ID } from './lib/server-state';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the shop into.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A server-rendered page is read, and scrolled, before its code has come (app-loader.ts asks for it after the
 * page's paint): the render that takes the page over leaves the scroll where the visitor put it; later navigations
 * restore or reset it as usual.
 */
function leaveTheFirstScrollToTheVisitor(): void {
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

/** Tells the page's loader (app-loader.ts) that React has the page: it makes again the taps it held. */
const announceTakeover = () => document.dispatchEvent(new Event(APP_TOOK_OVER));

const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState && container.firstElementChild) {
  // The server rendered this page from this cache: with it and the page's code loaded, React takes the markup
  // over as it is instead of painting it again.
  hydrate(queryClient, JSON.parse(serverState) as DehydratedState);
  leaveTheFirstScrollToTheVisitor();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
  // A tap from now on is replayed by React, which then hydrates at once what was tapped.
  void router.load().then(() => {
    startTransition(() => void hydrateRoot(container, app));
    announceTakeover();
  });
} else {
  createRoot(container).render(app);
}

registerServiceWorkerAfterLoad();
