import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, queryClient, router } from './app/app';
import { SERVER_STATE_ELEMENT_ID } from './lib/server-state';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the shop into.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState && container.firstElementChild) {
  // The server rendered this page from this cache: with it and the page's code loaded, React takes the markup
  // over as it is instead of painting it again.
  hydrate(queryClient, JSON.parse(serverState) as DehydratedState);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
  // At once, so that a tap before the page has hydrated is replayed by React, not lost.
  void router.load().then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}

registerServiceWorkerAfterLoad();
