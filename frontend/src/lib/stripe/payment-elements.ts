import type { StripeElementsOptionsMode } from '@stripe/stripe-js';
import { shopCurrency, toMinorUnits } from '@/lib/money';

/**
 * Stripe's Elements for a payment whose PaymentIntent is created when the customer pays (Stripe's deferred intent):
 * the amount shown in wallets, the shop's currency, and the capture the shop creates the intent with: manual for an
 * order (charged when the kitchen accepts; Stripe then offers only the methods that can wait for that capture),
 * automatic for a gift card, charged at once.
 */
export function paymentElementsOptions(
  totalDollars: number,
  locale: string,
  captureMethod: 'manual' | 'automatic' = 'manual',
  /** Only these methods (a bank's own, charged at once); left out, those the Stripe account enables. */
  paymentMethodTypes?: string[],
): StripeElementsOptionsMode {
  // Stripe refuses an amount of 0: a cart not yet priced shows the smallest amount until its bill is known.
  const amount = Math.max(toMinorUnits(totalDollars), 1);
  return {
    mode: 'payment',
    amount,
    currency: shopCurrency().toLowerCase(),
    captureMethod,
    ...(paymentMethodTypes ? { paymentMethodTypes } : {}),
    locale: locale as StripeElementsOptionsMode['locale'],
  };
}
