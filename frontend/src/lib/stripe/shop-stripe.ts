import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { getClientConfig } from '@/api/generated/health/health';

const injectScript = (src: string): Promise<void> =>
  new Promise((resolve, reject) => {
    if (window.Stripe) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error('The card form could not be loaded.')));
    document.head.appendChild(script);
  });

let shopStripe: Promise<Stripe | null> | undefined;

/**
 * Stripe.js from the address the shop names (the real one, or the local stand-in), loaded once and only
 * when the checkout opens. `loadStripe` from the pure entry uses the `window.Stripe` it finds.
 */
export function loadShopStripe(): Promise<Stripe | null> {
  shopStripe ??= getClientConfig()
    .then(async ({ stripe }) => {
      await injectScript(stripe.jsUrl);
      return loadStripe(stripe.publishableKey);
    })
    .catch((error: unknown) => {
      shopStripe = undefined;
      throw error;
    });
  return shopStripe;
}
