/** The worker that keeps the storefront and its menu for offline visits (service-worker/sw.ts, built with the shop). */
const SERVICE_WORKER_URL = '/sw.js';

/** Registers the shop's service worker once the page has loaded, so that it never competes with the first paint. */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses it (private mode, a policy) serves the shop from the network as before.
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
