import type { Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

type Handler = (payload: unknown) => void;

/** An element that mounts nowhere and keeps its handlers, so that a test can play its events. */
function fakeElement() {
  const handlers = new Map<string, Handler[]>();
  const element = {
    mount: () => {},
    destroy: () => {},
    unmount: () => {},
    update: () => {},
    on: (event: string, handler: Handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return element;
    },
    off: (event: string, handler: Handler) => {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((kept) => kept !== handler),
      );
      return element;
    },
    once: (event: string, handler: Handler) => element.on(event, handler),
    emit: (event: string, payload: unknown) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
  return element;
}

/**
 * Just enough of Stripe.js for the payment form: elements whose details are complete, whose events a test plays
 * (`emit('expressCheckout', 'confirm', …)`), and a scripted confirmation, the same for a card or wallet
 * (`confirmPayment`) and a saved card (`confirmCardPayment`).
 */
export function fakeStripe(confirm: Stripe['confirmCardPayment']) {
  const elements = new Map<string, ReturnType<typeof fakeElement>>();
  const stripe = {
    elements: () => ({
      create: (type: string) => {
        const element = fakeElement();
        elements.set(type, element);
        return element;
      },
      getElement: (type: string) => elements.get(type) ?? null,
      update: () => {},
      submit: vi.fn(async () => ({})),
    }),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_card' } })),
    confirmCardPayment: vi.fn(confirm),
    confirmPayment: vi.fn(async ({ clientSecret }: { clientSecret: string }) =>
      confirm(clientSecret),
    ),
    /** Plays an element's event, as Stripe.js would fire it. */
    emit: (type: string, event: string, payload: unknown) =>
      elements.get(type)?.emit(event, payload),
  };
  return stripe;
}

export const stripeSucceeded = async () =>
  ({ paymentIntent: { id: 'pi_3Second0rder', status: 'succeeded' } }) as never;
