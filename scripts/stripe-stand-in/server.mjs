// A local stand-in for the part of Stripe's API the shop uses, so that the shop's own code runs unchanged in the
// demo and in tests while Stripe's servers cannot be reached: payment methods, payment intents (create, retrieve,
// confirm), signed webhook events, and a Stripe.js-compatible script at /v3. Stripe's test cards decide outcomes.
import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SECRET_KEY = 'sk_test_standin_secret';
export const PUBLISHABLE_KEY = 'pk_test_standin_publishable';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Stripe's test cards, by number: what confirming a payment with them does. */
const TEST_CARDS = {
  '4242424242424242': { outcome: 'succeeded', brand: 'visa' },
  '5555555555554444': { outcome: 'succeeded', brand: 'mastercard' },
  '4000000000000002': { outcome: 'declined', decline_code: 'generic_decline', message: 'Your card was declined.', brand: 'visa' },
  '4000000000009995': { outcome: 'declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', brand: 'visa' },
  '4000000000000069': { outcome: 'declined', code: 'expired_card', message: 'Your card has expired.', brand: 'visa' },
};

const id = (prefix) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

function luhn(number) {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** Parses Stripe's form encoding, `a[b][c]=d`, into nested objects. */
export function parseForm(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

class StripeError extends Error {
  constructor(status, body) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

const invalid = (message, param) => new StripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

/**
 * @param {{ port?: number, host?: string, webhookUrl?: string, webhookSecret?: string, log?: (line: string) => void }} options
 */
export async function startStripeStandIn({ port = 0, host = '127.0.0.1', webhookUrl, webhookSecret = 'whsec_standin', log = () => {} } = {}) {
  const paymentMethods = new Map();
  const intents = new Map();
  const idempotent = new Map();
  const script = await readFile(path.join(here, 'stripe-js.js'), 'utf8');

  const publicIntent = (intent) => {
    const { metadata: _metadata, ...visible } = intent;
    return visible;
  };

  async function sendWebhook(type, object) {
    if (!webhookUrl) return;
    const event = { id: id('evt'), object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
    const payload = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${timestamp},v1=${signature}` },
          body: payload,
        });
        if (res.ok) return;
        log(`webhook ${type} answered ${res.status}`);
      } catch (error) {
        log(`webhook ${type} failed: ${error.message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }

  function createPaymentMethod(form) {
    if (form.type !== 'card') throw invalid('Only card payment methods are supported.', 'type');
    const card = form.card ?? {};
    const number = String(card.number ?? '').replace(/\s+/g, '');
    if (!luhn(number)) throw new StripeError(402, { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' });
    const month = Number(card.exp_month);
    const year = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year);
    if (!(month >= 1 && month <= 12)) throw new StripeError(402, { type: 'card_error', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' });
    const now = new Date();
    if (!(year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1))) {
      throw new StripeError(402, { type: 'card_error', code: 'invalid_expiry_year', message: "Your card's expiration year is in the past.", param: 'exp_year' });
    }
    if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) throw new StripeError(402, { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' });
    const method = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      billing_details: form.billing_details ?? {},
      card: { brand: TEST_CARDS[number]?.brand ?? 'visa', last4: number.slice(-4), exp_month: month, exp_year: year, country: 'US' },
    };
    paymentMethods.set(method.id, { method, number });
    return method;
  }

  function createIntent(form) {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least $0.50 usd', 'amount');
    if (!form.currency) throw invalid('Missing required param: currency.', 'currency');
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(form.currency).toLowerCase(),
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: form.metadata ?? {},
      payment_method: null,
      payment_method_types: ['card'],
      last_payment_error: null,
    };
    intents.set(intentId, intent);
    return intent;
  }

  function confirmIntent(intent, form) {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      const message = intent.status === 'succeeded' ? 'This PaymentIntent has already succeeded.' : 'This PaymentIntent has been canceled.';
      throw new StripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message });
    }
    let entry;
    if (typeof form.payment_method === 'string') entry = paymentMethods.get(form.payment_method);
    else if (form.payment_method_data) entry = paymentMethods.get(createPaymentMethod(form.payment_method_data).id);
    if (!entry) throw invalid('No such PaymentMethod.', 'payment_method');
    const card = TEST_CARDS[entry.number] ?? { outcome: 'succeeded' };
    intent.payment_method = entry.method.id;
    if (card.outcome === 'succeeded') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      void sendWebhook('payment_intent.succeeded', intent);
      return intent;
    }
    const error = {
      type: 'card_error',
      code: card.code ?? 'card_declined',
      ...(card.decline_code ? { decline_code: card.decline_code } : {}),
      message: card.message,
      payment_method: entry.method,
    };
    Object.assign(intent, { status: 'requires_payment_method', payment_method: null, last_payment_error: error });
    void sendWebhook('payment_intent.payment_failed', intent);
    throw new StripeError(402, { ...error, payment_intent: publicIntent(intent) });
  }

  /** A payment the shop gives up before the card is charged, as Stripe cancels it: never once it succeeded. */
  function cancelIntent(intent) {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      const message = `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`;
      throw new StripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message });
    }
    return Object.assign(intent, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000), cancellation_reason: 'requested_by_customer' });
  }

  /** The secret key sees everything; the publishable key, an intent only with its client secret. */
  function authorise(req) {
    const [, key] = /^Bearer (.+)$/.exec(req.headers.authorization ?? '') ?? [];
    if (key === SECRET_KEY) return 'secret';
    if (key === PUBLISHABLE_KEY) return 'publishable';
    throw new StripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
  }

  function intentFor(intentId, access, clientSecret) {
    const intent = intents.get(intentId);
    if (!intent || (access === 'publishable' && intent.client_secret !== clientSecret)) {
      throw new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intentId}'` });
    }
    return intent;
  }

  async function route(req, url, body) {
    if (req.method === 'GET' && url.pathname === '/v3') return { script };
    const access = authorise(req);
    const form = req.method === 'GET' ? parseForm(url.searchParams.toString()) : parseForm(body);
    if (req.method === 'POST' && url.pathname === '/v1/payment_methods') return createPaymentMethod(form);
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (access !== 'secret') throw invalid('This call needs your secret key.');
      const key = req.headers['idempotency-key'];
      if (key && idempotent.has(key)) return idempotent.get(key);
      const intent = createIntent(form);
      if (key) idempotent.set(key, intent);
      return intent;
    }
    const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm|\/cancel)?$/.exec(url.pathname);
    if (match) {
      const intent = intentFor(match[1], access, form.client_secret);
      if (req.method === 'POST' && match[2] === '/cancel') {
        if (access !== 'secret') throw invalid('This call needs your secret key.');
        return cancelIntent(intent);
      }
      if (req.method === 'GET' && !match[2]) return access === 'secret' ? intent : publicIntent(intent);
      if (req.method === 'POST' && match[2] === '/confirm') {
        const confirmed = confirmIntent(intent, form);
        return access === 'secret' ? confirmed : publicIntent(confirmed);
      }
    }
    throw new StripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
  }

  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, Stripe-Version');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      try {
        const result = await route(req, url, body);
        if (result.script !== undefined) {
          res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
          return res.end(result.script);
        }
        res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
        res.end(JSON.stringify(result));
      } catch (error) {
        const status = error instanceof StripeError ? error.status : 500;
        const payload = error instanceof StripeError ? error.body : { type: 'api_error', message: 'The stand-in failed.' };
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
        res.end(JSON.stringify({ error: payload }));
      }
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  log(`Stripe stand-in on http://${host}:${address.port}`);
  return {
    url: `http://${host}:${address.port}`,
    host,
    port: address.port,
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret,
    /** Points the webhook at the shop once its address is known. */
    setWebhookUrl: (next) => {
      webhookUrl = next;
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
