import { matchPrecache } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core';

/**
 * When the network fails and the page itself was never cached: the menu as last seen for any menu address, else
 * the storefront's shell, which renders the address's screen itself.
 */
export function offlinePageFallback(pagesCacheName: string): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => {
      const url = new URL(request.url);
      const pages = await caches.open(pagesCacheName);
      const menu =
        url.pathname === '/menu' ? await pages.match('/menu', { ignoreSearch: true }) : undefined;
      return menu ?? (await matchPrecache('index.html'));
    },
  };
}
