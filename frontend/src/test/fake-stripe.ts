import type { Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

/** Just enough of Stripe.js for the card form: a card element that mounts nowhere and a scripted confirm. */
export function fakeStripe(confirm: Stripe['confirmCardPayment']) {
  const card = {
    mount: () => {},
    destroy: () => {},
    unmount: () => {},
    update: () => {},
    on: () => card,
    off: () => card,
    once: () => card,
  };
  const stripe = {
    elements: () => ({ create: () => card, getElement: () => card, update: () => {} }),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_card' } })),
    confirmCardPayment: vi.fn(confirm),
  };
  return stripe;
}

export const stripeSucceeded = async () =>
  ({ paymentIntent: { id: 'pi_3Second0rder', status: 'succeeded' } }) as never;
