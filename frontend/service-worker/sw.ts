import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { offlinePageFallback } from './offline-pages';
import { buildCacheNames, removeOtherBuildsCaches } from './build-caches';
import { isPicture, isPublicShopData, PUBLIC_SHOP_DATA_URLS } from './shop-requests';

declare const self: ServiceWorkerGlobalScope;

const precacheEntries = self.__WB_MANIFEST;
const APP_LOADER_URL = '/app-loader.js';
const cacheNames = buildCacheNames(precacheEntries);

// Navigations are network-first and assets content-hashed, so a new build may take over open pages at once.
void self.skipWaiting();
clientsClaim();

// The loader that starts the app on a server-rendered page comes with the page, from the network: an older build's
// copy might not fit the app the page names. Offline, this build's copy (registered before the precache's route,
// which would answer it first).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === APP_LOADER_URL,
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: APP_LOADER_URL })] }),
);

// The storefront's shell (index.html, its entry scripts and styles, the home and menu screens) works offline.
// No address maps to the precached index.html: a navigation always asks the network first (below).
precacheAndRoute(precacheEntries, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => event.waitUntil(removeOtherBuildsCaches(cacheNames)));

// Always the current build's HTML while the network answers; the last one seen only when it does not.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: cacheNames.pages,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 30 }),
        offlinePageFallback(cacheNames.pages),
      ],
    }),
    { denylist: [/^\/(api|uploads|menu-images|pictures)(\/|$)/] },
  ),
);

// Hashed file names never change content: a script or style of this build is fetched once, and so are a rendered
// page's later styles, named by their text's hash.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/page-styles/')),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150 }),
    ],
  }),
);

// The visit that installs the worker fetched the menu before the worker answered: it is kept from the start.
self.addEventListener('install', (event) =>
  event.waitUntil(
    caches
      .open(cacheNames.shopData)
      .then((cache) => cache.addAll(PUBLIC_SHOP_DATA_URLS))
      .catch(() => undefined),
  ),
);

// The menu and the shop's hours as last seen, for a visitor who is offline; never a customer's own data.
registerRoute(
  isPublicShopData,
  new NetworkFirst({
    cacheName: cacheNames.shopData,
    networkTimeoutSeconds: 5,
    // The menu's address names its language (`?language=fr`); the Accept-Language it varies on is the same choice.
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 20 }),
      {
        // Offline, a menu not yet read in this language is shown as last read in another (the one kept at install
        // is in the shop's own): its dishes and prices beat an empty page.
        handlerDidError: async ({ request }) =>
          (await caches.open(cacheNames.shopData)).match(request, {
            ignoreSearch: true,
            ignoreVary: true,
          }),
      },
    ],
  }),
);

// A dish's picture does not change under its address; the oldest give way past the limit.
registerRoute(
  isPicture,
  new CacheFirst({
    cacheName: cacheNames.pictures,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
