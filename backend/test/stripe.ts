import path from 'node:path';
import { repoRoot } from '../src/paths';

export interface StandIn {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string): void;
  /** Every event the stand-in made so far, in order, held ones included. */
  readonly events: StandInEvent[];
  /** The ids of the events held back, oldest first. */
  readonly heldEvents: string[];
  /** Delivers an event already made again: same id and payload, new signature timestamp. */
  resend(eventId: string): Promise<void>;
  /** From now on, events are made but not delivered until released. */
  holdEvents(): void;
  /** Delivers the named held events in that order, or all of them in order (and stops holding). */
  releaseEvents(eventIds?: string[]): Promise<void>;
  /** Settles once every delivery asked for so far was answered or given up. */
  eventsDelivered(): Promise<void>;
  stop(): Promise<void>;
}

interface StandInEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: { id: string; object: string } & Record<string, unknown> };
  request: { id: string | null; idempotency_key: string | null };
}

/**
 * The local Stripe stand-in, one per test file; the shop reaches it through the real `stripe` SDK. With a state
 * file it remembers what it knew when it is started again on it (on the same port, for a shop already pointed at it).
 */
export async function startStandIn(options: { stateFile?: string; port?: number } = {}): Promise<StandIn> {
  const { startStripeStandIn } = (await import(path.join(repoRoot, 'scripts/stripe-stand-in/server.mjs'))) as {
    startStripeStandIn: (options: object) => Promise<StandIn>;
  };
  return startStripeStandIn({ webhookSecret: 'whsec_test_secret', ...options });
}

export function stripeEnv(standIn: StandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_API_URL: standIn.url,
    STRIPE_JS_URL: `${standIn.url}/v3`,
  };
}

/** What the browser does with Stripe.js: confirm the card payment with the client secret and the publishable key. */
export async function payWithCard(standIn: StandIn, clientSecret: string, cardNumber: string) {
  const intentId = clientSecret.split('_secret_')[0];
  const body = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': cardNumber,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '2034',
    'payment_method_data[card][cvc]': '123',
  });
  const res = await fetch(`${standIn.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${standIn.publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as { id?: string; status?: string; error?: { code: string; decline_code?: string } },
  };
}

/** What Stripe.js does to pay with a saved card: confirm the payment with the card's id as its payment method. */
export async function payWithSavedCard(standIn: StandIn, clientSecret: string, paymentMethod: string) {
  const intentId = clientSecret.split('_secret_')[0];
  const res = await fetch(`${standIn.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${standIn.publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { id?: string; status?: string; error?: { code?: string; message: string } },
  };
}

/** The cardholder's answer to the bank's 3-D Secure challenge, as the stand-in's Stripe.js sends it. */
export async function authenticate(standIn: StandIn, clientSecret: string, outcome: 'complete' | 'fail') {
  const intentId = clientSecret.split('_secret_')[0];
  const res = await fetch(`${standIn.url}/v1/payment_intents/${intentId}/authenticate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${standIn.publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, outcome }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { id?: string; status?: string; error?: { code: string; message: string } },
  };
}

/**
 * What Stripe.js does for a bank's own method (iDEAL, Bancontact): confirm the payment with it, then the customer's
 * answer at their bank (`complete` approves it, `fail` refuses it), as the stand-in's bank page sends it.
 */
export async function payAtBank(
  standIn: StandIn,
  clientSecret: string,
  type: 'ideal' | 'bancontact',
  outcome: 'complete' | 'fail',
) {
  const intentId = clientSecret.split('_secret_')[0];
  const confirmed = await fetch(`${standIn.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${standIn.publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': type,
      return_url: 'https://shop.example/process-checkout',
    }),
  });
  const redirected = (await confirmed.json()) as {
    id?: string;
    status?: string;
    error?: { code: string; message: string };
  };
  if (redirected.status !== 'requires_action') return { status: confirmed.status, body: redirected };
  return authenticate(standIn, clientSecret, outcome);
}
