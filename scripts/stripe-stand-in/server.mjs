// A local stand-in for the part of Stripe's API the shop uses, so that the shop's own code runs unchanged in the
// demo and in tests while Stripe's servers cannot be reached: payment methods, payment intents (create, retrieve,
// confirm, capture, cancel, list) with automatic or manual capture, 3-D Secure authentication, customers and the
// cards they keep, their charges, refunds (made and listed), idempotent requests, signed webhook events, and a
// Stripe.js-compatible script at /v3. Stripe's test cards decide outcomes. Given a state file, it keeps what it knows
// there, as Stripe keeps it whatever happens to the shop: a restart forgets nothing.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SECRET_KEY = 'sk_test_standin_secret';
export const PUBLISHABLE_KEY = 'pk_test_standin_publishable';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Stripe's test cards, by number: what confirming a payment with them does. */
const TEST_CARDS = {
  4242424242424242: { outcome: 'succeeded', brand: 'visa' },
  5555555555554444: { outcome: 'succeeded', brand: 'mastercard' },
  4000000000000002: {
    outcome: 'declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    brand: 'visa',
  },
  4000000000009995: {
    outcome: 'declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    brand: 'visa',
  },
  4000000000000069: { outcome: 'declined', code: 'expired_card', message: 'Your card has expired.', brand: 'visa' },
  // 3-D Secure: the payment waits (`requires_action`) until the cardholder completes or fails the bank's challenge.
  4000002760003184: { outcome: 'authenticate', brand: 'visa' },
  4000000000003063: { outcome: 'authenticate', brand: 'visa' },
  // Authenticated, then declined all the same.
  4000008400001629: {
    outcome: 'authenticate',
    afterwards: { outcome: 'declined', decline_code: 'card_declined', message: 'Your card was declined.' },
    brand: 'visa',
  },
};

/** What Stripe says when the cardholder fails or abandons the bank's challenge. */
const AUTHENTICATION_FAILURE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

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

/**
 * An error as Stripe answers it. `kept` says whether an idempotency key keeps it for replay: Stripe keeps what an
 * endpoint answered once it began its work, not a request refused before (bad parameters, a wrong key, a wrong URL).
 */
class StripeError extends Error {
  constructor(status, body, { kept = true } = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.kept = kept;
  }
}

const invalid = (message, param) =>
  new StripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) }, { kept: false });
const unexpectedState = (message) =>
  new StripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message });
const missing = (kind, objectId, param) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${objectId}'`,
    ...(param ? { param } : {}),
  });

/** The banks' own methods the stand-in knows: the customer approves at their bank, and the money is taken at once. */
const BANK_METHODS = ['ideal', 'bancontact'];

const CAPTURE_METHODS = ['automatic', 'automatic_async', 'manual'];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** Stripe's zero-decimal currencies, whose amounts count the main unit itself (500 is ¥500). */
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));
/**
 * The least Stripe charges in a few currencies, in their minor units, as its currencies page states; in any other,
 * 50 of them (its USD figure, since the stand-in knows no exchange rate).
 */
const MINIMUM_CHARGE = { usd: 50, eur: 50, gbp: 30, cad: 50, aud: 50, chf: 50, jpy: 50, huf: 17500, mxn: 1000 };

/** An amount as Stripe's messages write it: "$12.50", "¥50". */
const money = (minor, currency) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    ZERO_DECIMAL.has(currency.toLowerCase()) ? minor : minor / 100,
  );

const seconds = () => Math.floor(Date.now() / 1000);

/** Stripe's "one of" list: "a, b, or c". */
const oneOf = (values) => `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}`;

/** A positive whole number of cents from a form field, or undefined when absent. */
function positiveInteger(value, param) {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw invalid(`Invalid positive integer`, param);
  return number;
}

const CREATED_BOUNDS = {
  gt: (created, bound) => created > bound,
  gte: (created, bound) => created >= bound,
  lt: (created, bound) => created < bound,
  lte: (created, bound) => created <= bound,
};

/** Whether an object's `created` (seconds) meets a list's `created` filter: a second, or bounds such as `created[gte]`. */
function createdWithin(created, filter) {
  if (filter === undefined) return true;
  const bounds = typeof filter === 'object' ? filter : { eq: filter };
  return Object.entries(bounds).every(([name, value]) => {
    const bound = Number(value);
    if (!Number.isInteger(bound)) throw invalid('Invalid integer: created must be a Unix timestamp.', 'created');
    if (name === 'eq') return created === bound;
    if (!CREATED_BOUNDS[name]) throw invalid(`Received unknown parameter: created[${name}]`, 'created');
    return CREATED_BOUNDS[name](created, bound);
  });
}

/**
 * One page of a Stripe list of `objects` (oldest first, as they were made), answered newest first: at most `limit`
 * of them (10 unless asked, 1 to 100), those the `created` filter keeps, and after the cursor `starting_after` (the
 * older ones) or before `ending_before` (the newer ones), as the SDK's auto-pagination asks for the next page.
 */
function listPage(objects, form, { url, kind }) {
  const limit = form.limit === undefined ? 10 : Number(form.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw invalid('Invalid limit: must be an integer from 1 to 100.', 'limit');
  const newestFirst = [...objects].reverse();
  const cursor = (param) => {
    const at = newestFirst.findIndex((object) => object.id === form[param]);
    if (at < 0) throw missing(kind, form[param], param);
    return at;
  };
  let candidates = newestFirst;
  if (form.starting_after) candidates = newestFirst.slice(cursor('starting_after') + 1);
  else if (form.ending_before) candidates = newestFirst.slice(0, cursor('ending_before'));
  const kept = candidates.filter((object) => createdWithin(object.created, form.created));
  // Before a cursor, the page is the newer objects nearest to it.
  const data = form.ending_before && !form.starting_after ? kept.slice(-limit) : kept.slice(0, limit);
  return { object: 'list', data, has_more: kept.length > limit, url };
}

/** What the stand-in knows, read from `stateFile` (nothing when there is none yet). */
async function readState(stateFile) {
  if (!stateFile) return {};
  try {
    return JSON.parse(await readFile(stateFile, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw new Error(`The Stripe stand-in cannot read its state from ${stateFile}: ${error.message}`, { cause: error });
  }
}

/**
 * @param {{ port?: number, host?: string, webhookUrl?: string, webhookSecret?: string, stateFile?: string, log?: (line: string) => void }} options
 * `stateFile`: a JSON file that keeps payment methods, payment intents, charges, refunds, idempotent answers and
 * events across restarts, written whole after each change (a new file renamed over the old one); none: memory only.
 */
export async function startStripeStandIn({
  port = 0,
  host = '127.0.0.1',
  webhookUrl,
  webhookSecret = 'whsec_standin',
  stateFile,
  log = () => {},
} = {}) {
  const kept = await readState(stateFile);
  const paymentMethods = new Map(kept.paymentMethods);
  const intents = new Map(kept.intents);
  const charges = new Map(kept.charges);
  const refunds = new Map(kept.refunds);
  const customers = new Map(kept.customers);
  const setupIntents = new Map(kept.setupIntents);
  /** First answers by idempotency key (scoped by API key, as Stripe scopes them by account). */
  const idempotent = new Map(kept.idempotent);
  const script = await readFile(path.join(here, 'stripe-js.js'), 'utf8');

  /** Every event made so far, in order; those held back wait in `held` until released. */
  const events = kept.events ?? [];
  const payloads = new Map(events.map((event) => [event.id, JSON.stringify(event)]));

  /** Writes what the stand-in knows to its state file, whole: a crash leaves the old file or the new one, never half. */
  function keep() {
    if (!stateFile) return;
    const state = {
      paymentMethods: [...paymentMethods],
      intents: [...intents],
      charges: [...charges],
      refunds: [...refunds],
      customers: [...customers],
      setupIntents: [...setupIntents],
      idempotent: [...idempotent],
      events,
    };
    mkdirSync(path.dirname(stateFile), { recursive: true });
    const temporary = `${stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, stateFile);
  }
  let holding = false;
  let held = [];
  /** First attempts at delivery go one after another, in the order they were asked for. */
  let deliveries = Promise.resolve();
  const retrying = new Set();

  const publicIntent = (intent) => {
    const { metadata: _metadata, ...visible } = intent;
    return visible;
  };

  /** One signed delivery of an event; true when the webhook answered 2xx (or no webhook is set). */
  async function attempt(event) {
    if (!webhookUrl) return true;
    const payload = payloads.get(event.id);
    const timestamp = seconds();
    const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${timestamp},v1=${signature}` },
        body: payload,
      });
      if (res.ok) return true;
      log(`webhook ${event.type} answered ${res.status}`);
    } catch (error) {
      log(`webhook ${event.type} failed: ${error.message}`);
    }
    return false;
  }

  async function retry(event) {
    for (let failures = 1; failures < 5; failures += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (failures - 1)));
      if (await attempt(event)) return;
    }
  }

  /**
   * Queues a delivery: first attempts go one after another, in the order asked for; an event the webhook refused
   * is tried again a few times on the side, so that it does not hold back the ones after it. The promise settles
   * once this event was delivered or given up.
   */
  function enqueue(event) {
    const first = deliveries.then(() => attempt(event));
    deliveries = first.then(
      () => {},
      () => {},
    );
    const whole = first.then((delivered) => (delivered ? undefined : retry(event)));
    retrying.add(whole);
    void whole.finally(() => retrying.delete(whole));
    return whole;
  }

  /** Makes an event as Stripe does, with a copy of the object as it is now, and sends it unless events are held. */
  function emit(type, object, context) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: seconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: context?.requestId ?? null, idempotency_key: context?.idempotencyKey ?? null },
      type,
    };
    events.push(event);
    payloads.set(event.id, JSON.stringify(event));
    if (holding) held.push(event);
    else void enqueue(event);
    return event;
  }

  function eventById(eventId) {
    const event = events.find((candidate) => candidate.id === eventId);
    if (!event) throw new Error(`The stand-in sent no event ${eventId}.`);
    return event;
  }

  function createPaymentMethod(form) {
    if (BANK_METHODS.includes(form.type)) {
      // A bank's own method: the customer is sent to their bank to approve the payment, which is taken at once.
      const method = {
        id: id('pm'),
        object: 'payment_method',
        type: form.type,
        created: seconds(),
        customer: null,
        livemode: false,
        billing_details: form.billing_details ?? {},
        [form.type]: {},
      };
      paymentMethods.set(method.id, { method });
      return method;
    }
    if (form.type !== 'card') throw invalid('Only card, iDEAL and Bancontact payment methods are supported.', 'type');
    const card = form.card ?? {};
    const number = String(card.number ?? '').replace(/\s+/g, '');
    if (!luhn(number))
      throw new StripeError(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'number',
      });
    const month = Number(card.exp_month);
    const year = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year);
    if (!(month >= 1 && month <= 12))
      throw new StripeError(402, {
        type: 'card_error',
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
        param: 'exp_month',
      });
    const now = new Date();
    if (!(year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1))) {
      throw new StripeError(402, {
        type: 'card_error',
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is in the past.",
        param: 'exp_year',
      });
    }
    if (!/^\d{3,4}$/.test(String(card.cvc ?? '')))
      throw new StripeError(402, {
        type: 'card_error',
        code: 'incorrect_cvc',
        message: "Your card's security code is incorrect.",
        param: 'cvc',
      });
    const method = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      created: seconds(),
      customer: null,
      livemode: false,
      billing_details: form.billing_details ?? {},
      card: {
        brand: TEST_CARDS[number]?.brand ?? 'visa',
        last4: number.slice(-4),
        exp_month: month,
        exp_year: year,
        country: 'US',
      },
    };
    paymentMethods.set(method.id, { method, number });
    return method;
  }

  function createIntent(form) {
    if (!form.currency) throw invalid('Missing required param: currency.', 'currency');
    const currency = String(form.currency).toLowerCase();
    const amount = Number(form.amount);
    const minimum = MINIMUM_CHARGE[currency] ?? 50;
    if (!Number.isInteger(amount) || amount < minimum)
      throw invalid(`Amount must be at least ${money(minimum, currency)} ${currency}`, 'amount');
    const captureMethod = form.capture_method ?? 'automatic';
    // Sent as payment_method_types[0]=…, read back as an object of its indexes.
    const methodTypes = form.payment_method_types ? Object.values(form.payment_method_types) : ['card'];
    for (const type of methodTypes)
      if (type !== 'card' && !BANK_METHODS.includes(type))
        throw invalid(`The payment method type "${type}" is invalid.`, 'payment_method_types');
    if (captureMethod === 'manual' && methodTypes.some((type) => BANK_METHODS.includes(type)))
      throw invalid(
        'The following payment method types do not support manual capture: ' +
          methodTypes.filter((type) => BANK_METHODS.includes(type)).join(', '),
        'capture_method',
      );
    if (form.customer !== undefined && !customers.has(form.customer))
      throw missing('customer', form.customer, 'customer');
    if (form.setup_future_usage !== undefined && !['on_session', 'off_session'].includes(form.setup_future_usage))
      throw invalid('Invalid setup_future_usage: must be one of on_session or off_session', 'setup_future_usage');
    if (form.setup_future_usage !== undefined && form.customer === undefined)
      throw invalid('A customer is required to save a payment method for future usage.', 'setup_future_usage');
    if (!CAPTURE_METHODS.includes(captureMethod))
      throw invalid(`Invalid capture_method: must be one of ${oneOf(CAPTURE_METHODS)}`, 'capture_method');
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: captureMethod,
      payment_method_types: methodTypes,
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: seconds(),
      currency,
      customer: form.customer ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: form.metadata ?? {},
      payment_method: null,
      next_action: null,
      setup_future_usage: form.setup_future_usage ?? null,
      status: 'requires_payment_method',
    };
    intents.set(intentId, intent);
    return intent;
  }

  /** The charge a successful confirmation makes: captured at once, or only authorised for a manual capture. */
  function createCharge(intent, captured) {
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: captured ? intent.amount : 0,
      amount_refunded: 0,
      balance_transaction: null,
      captured,
      created: seconds(),
      currency: intent.currency,
      disputed: false,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: { ...intent.metadata },
      paid: true,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      refunded: false,
      status: 'succeeded',
    };
    charges.set(charge.id, charge);
    return charge;
  }

  /**
   * The card's money is held (manual capture) or taken: the intent's state and event once the card says yes. A
   * payment made to keep its card (`setup_future_usage`) attaches the card to the intent's customer.
   */
  function authorised(intent, context) {
    const entry = paymentMethods.get(intent.payment_method);
    if (intent.setup_future_usage && intent.customer && entry && !entry.method.customer) {
      entry.method.customer = intent.customer;
      emit('payment_method.attached', entry.method, context);
    }
    if (intent.capture_method === 'manual') {
      const charge = createCharge(intent, false);
      Object.assign(intent, {
        status: 'requires_capture',
        amount_capturable: intent.amount,
        latest_charge: charge.id,
        last_payment_error: null,
        next_action: null,
      });
      emit('payment_intent.amount_capturable_updated', intent, context);
      return intent;
    }
    const charge = createCharge(intent, true);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
      next_action: null,
    });
    emit('payment_intent.succeeded', intent, context);
    return intent;
  }

  /** The card said no: the intent waits for another payment method, and the answer is Stripe's 402. */
  function refused(intent, error, context) {
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_payment_error: error,
    });
    emit('payment_intent.payment_failed', intent, context);
    return new StripeError(402, { ...error, payment_intent: publicIntent(intent) });
  }

  const declineOf = (card, method) => ({
    type: 'card_error',
    code: card.code ?? 'card_declined',
    ...(card.decline_code ? { decline_code: card.decline_code } : {}),
    message: card.message,
    payment_method: method,
  });

  function confirmIntent(intent, form, context) {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      const message =
        intent.status === 'succeeded'
          ? 'This PaymentIntent has already succeeded.'
          : 'This PaymentIntent has been canceled.';
      throw unexpectedState(message);
    }
    if (intent.status === 'requires_capture') {
      throw unexpectedState(
        'You cannot confirm this PaymentIntent because it has a status of requires_capture. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_action, requires_payment_method.',
      );
    }
    let entry;
    if (typeof form.payment_method === 'string') entry = paymentMethods.get(form.payment_method);
    else if (form.payment_method_data) entry = paymentMethods.get(createPaymentMethod(form.payment_method_data).id);
    if (!entry) throw invalid('No such PaymentMethod.', 'payment_method');
    // As Stripe checks a saved card: it pays only for the customer it is attached to.
    if (entry.method.customer && entry.method.customer !== intent.customer)
      throw invalid(
        `The provided PaymentMethod belongs to a customer other than this PaymentIntent's. Pass the customer '${entry.method.customer}' or another payment method.`,
        'payment_method',
      );
    if (entry.method.type !== 'card') {
      if (!(intent.payment_method_types ?? ['card']).includes(entry.method.type))
        throw invalid(
          `The PaymentIntent's payment_method_types do not include ${entry.method.type}.`,
          'payment_method',
        );
      // As Stripe sends the customer to their bank: Stripe.js follows the address, and the bank's answer comes back.
      Object.assign(intent, {
        payment_method: entry.method.id,
        status: 'requires_action',
        last_payment_error: null,
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: { url: `bank://${intent.id}`, return_url: form.return_url ?? null },
        },
      });
      emit('payment_intent.requires_action', intent, context);
      return intent;
    }
    if (!(intent.payment_method_types ?? ['card']).includes('card'))
      throw invalid("The PaymentIntent's payment_method_types do not include card.", 'payment_method');
    const card = TEST_CARDS[entry.number] ?? { outcome: 'succeeded' };
    intent.payment_method = entry.method.id;
    if (card.outcome === 'succeeded') return authorised(intent, context);
    if (card.outcome === 'authenticate' && (form.off_session === 'true' || form.off_session === true)) {
      // Nobody is there to answer the bank: Stripe declines, and the customer must come back to pay.
      throw refused(
        intent,
        {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
          payment_method: entry.method,
        },
        context,
      );
    }
    if (card.outcome === 'authenticate') {
      // As Stripe answers a card that needs 3-D Secure: Stripe.js shows the bank's challenge, then finishes it.
      Object.assign(intent, {
        status: 'requires_action',
        last_payment_error: null,
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
      emit('payment_intent.requires_action', intent, context);
      return intent;
    }
    throw refused(intent, declineOf(card, entry.method), context);
  }

  /**
   * The cardholder's answer to the bank's challenge, as Stripe's test page takes it: `complete` authorises the
   * payment (unless the card declines afterwards), `fail` (or a challenge closed unanswered) leaves it waiting for
   * another payment method, with `payment_intent_authentication_failure`.
   */
  function authenticateIntent(intent, form, context) {
    if (intent.status !== 'requires_action') {
      throw unexpectedState(`You cannot authenticate this PaymentIntent because it has a status of ${intent.status}.`);
    }
    if (!['complete', 'fail'].includes(form.outcome))
      throw invalid('Invalid outcome: must be one of complete or fail', 'outcome');
    const entry = paymentMethods.get(intent.payment_method);
    if (form.outcome === 'fail') {
      throw refused(
        intent,
        {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_FAILURE,
          payment_method: entry?.method,
        },
        context,
      );
    }
    const afterwards = TEST_CARDS[entry?.number]?.afterwards;
    if (afterwards) throw refused(intent, declineOf(afterwards, entry?.method), context);
    return authorised(intent, context);
  }

  /** Takes the money an authorisation holds, all of it or `amount_to_capture`; the rest is released. */
  function captureIntent(intent, form, context) {
    if (intent.status !== 'requires_capture') {
      throw unexpectedState(`This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
    }
    const amount = positiveInteger(form.amount_to_capture, 'amount_to_capture') ?? intent.amount_capturable;
    if (amount > intent.amount_capturable) {
      throw new StripeError(
        400,
        {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount_to_capture',
          message: `The amount to capture (${money(amount, intent.currency)}) is greater than the amount capturable on this PaymentIntent (${money(intent.amount_capturable, intent.currency)}).`,
        },
        { kept: false },
      );
    }
    const charge = charges.get(intent.latest_charge);
    Object.assign(charge, { captured: true, amount_captured: amount });
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    emit('payment_intent.succeeded', intent, context);
    return intent;
  }

  /**
   * A payment the shop gives up before the card is charged, as Stripe cancels it: never once it succeeded. An
   * authorisation waiting for capture is released, and its charge shows the whole amount given back.
   */
  function cancelIntent(intent, form, context) {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw unexpectedState(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
    }
    const reason = form.cancellation_reason || 'requested_by_customer';
    if (!CANCELLATION_REASONS.includes(reason)) {
      throw invalid(
        `Invalid cancellation_reason: must be one of ${oneOf(CANCELLATION_REASONS)}`,
        'cancellation_reason',
      );
    }
    if (intent.status === 'requires_capture') {
      const charge = charges.get(intent.latest_charge);
      Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
    }
    Object.assign(intent, {
      status: 'canceled',
      amount_capturable: 0,
      canceled_at: seconds(),
      cancellation_reason: reason,
    });
    emit('payment_intent.canceled', intent, context);
    return intent;
  }

  /** Gives back captured money, all that is left or `amount`, as Stripe refunds a charge. */
  function createRefund(form, context) {
    let charge;
    if (form.charge) {
      charge = charges.get(form.charge);
      if (!charge) throw missing('charge', form.charge, 'charge');
    } else if (form.payment_intent) {
      const intent = intents.get(form.payment_intent);
      if (!intent) throw missing('payment_intent', form.payment_intent, 'payment_intent');
      charge = intent.status === 'succeeded' ? charges.get(intent.latest_charge) : undefined;
      if (!charge) throw unexpectedState('This PaymentIntent does not have a successful charge to refund.');
    } else {
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.');
    }
    if (!charge.captured)
      throw unexpectedState(`Charge ${charge.id} has not been captured; cancel its PaymentIntent to release it.`);
    const requested = positiveInteger(form.amount, 'amount');
    const reason = form.reason || null;
    if (reason !== null && !REFUND_REASONS.includes(reason))
      throw invalid(`Invalid reason: must be one of ${oneOf(REFUND_REASONS)}`, 'reason');
    const left = charge.amount_captured - charge.amount_refunded;
    if (left === 0) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      });
    }
    const amount = requested ?? left;
    if (amount > left) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`,
      });
    }
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: seconds(),
      currency: charge.currency,
      metadata: form.metadata ?? {},
      payment_intent: charge.payment_intent,
      reason,
      receipt_number: null,
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    emit('charge.refunded', charge, context);
    emit('refund.created', refund, context);
    return refund;
  }

  function listRefunds(form) {
    const matching = [...refunds.values()].filter(
      (refund) =>
        (!form.payment_intent || refund.payment_intent === form.payment_intent) &&
        (!form.charge || refund.charge === form.charge),
    );
    return listPage(matching, form, { url: '/v1/refunds', kind: 'refund' });
  }

  /** The payments made, newest first, as Stripe lists them (a customer's only, when one is named). */
  function listPaymentIntents(form) {
    const matching = [...intents.values()].filter((intent) => !form.customer || intent.customer === form.customer);
    return listPage(matching, form, { url: '/v1/payment_intents', kind: 'payment_intent' });
  }

  function createCustomer(form) {
    const customer = {
      id: id('cus'),
      object: 'customer',
      created: seconds(),
      email: form.email ?? null,
      livemode: false,
      metadata: form.metadata ?? {},
    };
    customers.set(customer.id, customer);
    return customer;
  }

  /** A SetupIntent: a card kept for a customer without a payment, to pay with later (off session, say). */
  function createSetupIntent(form) {
    if (form.customer !== undefined && !customers.has(form.customer))
      throw missing('customer', form.customer, 'customer');
    if (form.usage !== undefined && !['on_session', 'off_session'].includes(form.usage))
      throw invalid('Invalid usage: must be one of on_session or off_session', 'usage');
    const setupId = id('seti');
    const setup = {
      id: setupId,
      object: 'setup_intent',
      client_secret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
      created: seconds(),
      customer: form.customer ?? null,
      last_setup_error: null,
      livemode: false,
      metadata: form.metadata ?? {},
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage: form.usage ?? 'off_session',
    };
    setupIntents.set(setupId, setup);
    return setup;
  }

  /**
   * Confirms a SetupIntent with a card, as Stripe does: a card that declines is refused, one that asks for
   * authentication waits for it, and one that succeeds is attached to the SetupIntent's customer.
   */
  function confirmSetupIntent(setup, form, context) {
    if (setup.status === 'succeeded' || setup.status === 'canceled')
      throw unexpectedState(`You cannot confirm this SetupIntent because it has a status of ${setup.status}.`);
    let entry;
    if (typeof form.payment_method === 'string') entry = paymentMethods.get(form.payment_method);
    else if (form.payment_method_data) entry = paymentMethods.get(createPaymentMethod(form.payment_method_data).id);
    if (!entry || entry.method.type !== 'card') throw invalid('No such PaymentMethod.', 'payment_method');
    const card = TEST_CARDS[entry.number] ?? { outcome: 'succeeded' };
    setup.payment_method = entry.method.id;
    if (card.outcome === 'authenticate') {
      Object.assign(setup, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
      emit('setup_intent.requires_action', setup, context);
      return setup;
    }
    if (card.outcome !== 'succeeded') {
      const error = declineOf(card, entry.method);
      Object.assign(setup, { status: 'requires_payment_method', last_setup_error: error, payment_method: null });
      emit('setup_intent.setup_failed', setup, context);
      throw new StripeError(402, { ...error, setup_intent: setup });
    }
    if (setup.customer && !entry.method.customer) {
      entry.method.customer = setup.customer;
      emit('payment_method.attached', entry.method, context);
    }
    Object.assign(setup, { status: 'succeeded', last_setup_error: null, next_action: null });
    emit('setup_intent.succeeded', setup, context);
    return setup;
  }

  /** A customer's deletion: the cards it kept are detached and can pay no more. */
  function deleteCustomer(customerId) {
    if (!customers.delete(customerId)) throw missing('customer', customerId);
    for (const { method } of paymentMethods.values()) if (method.customer === customerId) method.customer = null;
    return { id: customerId, object: 'customer', deleted: true };
  }

  function listPaymentMethods(form) {
    if (!form.customer) throw invalid('Missing required param: customer.', 'customer');
    if (!customers.has(form.customer)) throw missing('customer', form.customer, 'customer');
    const matching = [...paymentMethods.values()]
      .map(({ method }) => method)
      .filter((method) => method.customer === form.customer && (!form.type || method.type === form.type));
    return listPage(matching, form, { url: '/v1/payment_methods', kind: 'payment_method' });
  }

  function detachPaymentMethod(methodId, context) {
    const entry = paymentMethods.get(methodId);
    if (!entry) throw missing('payment_method', methodId);
    if (!entry.method.customer)
      throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
    entry.method.customer = null;
    emit('payment_method.detached', entry.method, context);
    return entry.method;
  }

  /** The secret key sees everything; the publishable key, an intent only with its client secret. */
  function authorise(req) {
    const [, key] = /^Bearer (.+)$/.exec(req.headers.authorization ?? '') ?? [];
    if (key === SECRET_KEY) return 'secret';
    if (key === PUBLISHABLE_KEY) return 'publishable';
    throw new StripeError(
      401,
      { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      { kept: false },
    );
  }

  const secretOnly = (access) => {
    if (access !== 'secret') throw invalid('This call needs your secret key.');
  };

  function intentFor(intentId, access, clientSecret) {
    const intent = intents.get(intentId);
    if (!intent || (access === 'publishable' && intent.client_secret !== clientSecret))
      throw missing('payment_intent', intentId);
    return intent;
  }

  async function route(req, url, body, context) {
    if (req.method === 'GET' && url.pathname === '/v3') return { script };
    const access = authorise(req);
    const form = req.method === 'GET' ? parseForm(url.searchParams.toString()) : parseForm(body);
    const { method } = req;
    const { pathname } = url;
    if (method === 'POST' && pathname === '/v1/payment_methods') return createPaymentMethod(form);
    if (method === 'GET' && pathname === '/v1/payment_methods') {
      secretOnly(access);
      return listPaymentMethods(form);
    }
    const methodMatch = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)(\/detach)?$/.exec(pathname);
    if (methodMatch) {
      secretOnly(access);
      if (method === 'POST' && methodMatch[2]) return detachPaymentMethod(methodMatch[1], context);
      const entry = paymentMethods.get(methodMatch[1]);
      if (!entry) throw missing('payment_method', methodMatch[1]);
      if (method === 'GET') return entry.method;
    }
    if (method === 'POST' && pathname === '/v1/customers') {
      secretOnly(access);
      return createCustomer(form);
    }
    const customerMatch = /^\/v1\/customers\/([A-Za-z0-9_]+)$/.exec(pathname);
    if (customerMatch) {
      secretOnly(access);
      if (method === 'DELETE') return deleteCustomer(customerMatch[1]);
      const customer = customers.get(customerMatch[1]);
      if (!customer) throw missing('customer', customerMatch[1]);
      if (method === 'GET') return customer;
    }
    if (method === 'POST' && pathname === '/v1/setup_intents') {
      secretOnly(access);
      return createSetupIntent(form);
    }
    const setupMatch = /^\/v1\/setup_intents\/([A-Za-z0-9_]+)(\/confirm|\/cancel)?$/.exec(pathname);
    if (setupMatch) {
      const setup = setupIntents.get(setupMatch[1]);
      if (!setup || (access === 'publishable' && setup.client_secret !== form.client_secret))
        throw missing('setup_intent', setupMatch[1]);
      if (method === 'GET' && !setupMatch[2]) return setup;
      if (method === 'POST' && setupMatch[2] === '/confirm') return confirmSetupIntent(setup, form, context);
      if (method === 'POST' && setupMatch[2] === '/cancel') {
        secretOnly(access);
        if (setup.status === 'succeeded')
          throw unexpectedState('You cannot cancel this SetupIntent because it has succeeded.');
        setup.status = 'canceled';
        return setup;
      }
    }
    if (method === 'GET' && pathname === '/v1/payment_intents') {
      secretOnly(access);
      return listPaymentIntents(form);
    }
    if (method === 'POST' && pathname === '/v1/payment_intents') {
      secretOnly(access);
      const intent = createIntent(form);
      // Created and confirmed in one call, as a payment with a saved card while its customer is away is made.
      return form.confirm === 'true' ? confirmIntent(intent, form, context) : intent;
    }
    const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm|\/cancel|\/capture|\/authenticate)?$/.exec(
      pathname,
    );
    if (match) {
      const intent = intentFor(match[1], access, form.client_secret);
      if (method === 'POST' && match[2] === '/cancel') {
        secretOnly(access);
        return cancelIntent(intent, form, context);
      }
      if (method === 'POST' && match[2] === '/capture') {
        secretOnly(access);
        return captureIntent(intent, form, context);
      }
      if (method === 'GET' && !match[2]) return access === 'secret' ? intent : publicIntent(intent);
      if (method === 'POST' && match[2] === '/confirm') {
        const confirmed = confirmIntent(intent, form, context);
        return access === 'secret' ? confirmed : publicIntent(confirmed);
      }
      // The stand-in's own: what Stripe's hosted 3-D Secure test page does when the cardholder answers it.
      if (method === 'POST' && match[2] === '/authenticate') {
        const answered = authenticateIntent(intent, form, context);
        return access === 'secret' ? answered : publicIntent(answered);
      }
    }
    if (pathname === '/v1/refunds' && method === 'POST') {
      secretOnly(access);
      return createRefund(form, context);
    }
    if (pathname === '/v1/refunds' && method === 'GET') {
      secretOnly(access);
      return listRefunds(form);
    }
    const refundMatch = /^\/v1\/refunds\/([A-Za-z0-9_]+)$/.exec(pathname);
    if (refundMatch && method === 'GET') {
      secretOnly(access);
      const refund = refunds.get(refundMatch[1]);
      if (!refund) throw missing('refund', refundMatch[1]);
      return refund;
    }
    const chargeMatch = /^\/v1\/charges\/([A-Za-z0-9_]+)$/.exec(pathname);
    if (chargeMatch && method === 'GET') {
      secretOnly(access);
      const charge = charges.get(chargeMatch[1]);
      if (!charge) throw missing('charge', chargeMatch[1]);
      return charge;
    }
    throw new StripeError(
      404,
      { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${pathname}).` },
      { kept: false },
    );
  }

  /** Answers a request as `{ status, body }`, the body already written out, so that a replay answers the same bytes. */
  async function answer(req, url, body, context) {
    try {
      const result = await route(req, url, body, context);
      if (result.script !== undefined) return { script: result.script };
      return { status: 200, body: JSON.stringify(result), kept: true };
    } catch (error) {
      const known = error instanceof StripeError;
      const status = known ? error.status : 500;
      const payload = known ? error.body : { type: 'api_error', message: 'The stand-in failed.' };
      return { status, body: JSON.stringify({ error: payload }), kept: known && error.kept };
    }
  }

  /**
   * Stripe's idempotent requests: a POST's Idempotency-Key answers, for the same endpoint and parameters, the first
   * answer again without doing the work twice; the same key for another endpoint or other parameters is an error.
   */
  async function idempotentAnswer(req, url, body, context) {
    const key = context.idempotencyKey;
    if (req.method !== 'POST' || !key) return answer(req, url, body, context);
    const scope = `${req.headers.authorization ?? ''}\n${key}`;
    const first = idempotent.get(scope);
    if (first) {
      const refusal = (message) => ({
        status: 400,
        body: JSON.stringify({
          error: {
            type: 'idempotency_error',
            message: `${message} Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        }),
      });
      if (first.path !== url.pathname)
        return refusal('Keys for idempotent requests can only be used for the same endpoint they were first used for.');
      if (first.params !== body)
        return refusal(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      return { ...first.answer, replayedFrom: first.requestId };
    }
    const result = await answer(req, url, body, context);
    if (result.kept)
      idempotent.set(scope, { path: url.pathname, params: body, answer: result, requestId: context.requestId });
    return result;
  }

  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, Stripe-Version');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('Access-Control-Expose-Headers', 'Request-Id, Idempotent-Replayed, Original-Request');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const idempotencyKey =
        typeof req.headers['idempotency-key'] === 'string' && req.headers['idempotency-key']
          ? req.headers['idempotency-key']
          : undefined;
      const context = { requestId: id('req'), idempotencyKey };
      let result = await idempotentAnswer(req, url, body, context);
      try {
        // Kept before it is answered: what a caller was told, Stripe still knows after a crash.
        if (req.method === 'POST' || req.method === 'DELETE') keep();
      } catch (error) {
        log(`the state could not be kept: ${error.message}`);
        result = {
          status: 500,
          body: JSON.stringify({ error: { type: 'api_error', message: 'The stand-in could not keep its state.' } }),
        };
      }
      if (result.script !== undefined) {
        res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
        return res.end(result.script);
      }
      const headers = { 'Content-Type': 'application/json', 'Request-Id': result.replayedFrom ?? context.requestId };
      if (idempotencyKey && req.method === 'POST') headers['Idempotency-Key'] = idempotencyKey;
      if (result.replayedFrom)
        Object.assign(headers, { 'Idempotent-Replayed': 'true', 'Original-Request': result.replayedFrom });
      res.writeHead(result.status, headers);
      res.end(result.body);
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
    /** Every event made so far, in the order they happened (held ones included), as their payloads say. */
    get events() {
      return events.map((event) => structuredClone(event));
    },
    /** The ids of the events held back, oldest first. */
    get heldEvents() {
      return held.map((event) => event.id);
    },
    /** Delivers an event already made again, with the same id and payload and a new signature's timestamp. */
    resend: (eventId) => enqueue(eventById(eventId)),
    /** From now on, events are made but not delivered until released. */
    holdEvents: () => {
      holding = true;
    },
    /**
     * Delivers held events: those named, in the order named (the others stay held), or all of them in the order
     * they happened, after which events go out again as they happen. Settles once all these were delivered.
     */
    releaseEvents: (eventIds) => {
      let chosen;
      if (eventIds) {
        chosen = eventIds.map((eventId) => {
          const event = held.find((candidate) => candidate.id === eventId);
          if (!event) throw new Error(`No event ${eventId} is held.`);
          return event;
        });
        held = held.filter((event) => !chosen.includes(event));
      } else {
        chosen = held;
        held = [];
        holding = false;
      }
      return Promise.all(chosen.map((event) => enqueue(event))).then(() => {});
    },
    /** Settles once every delivery asked for so far was answered or given up. */
    eventsDelivered: () => Promise.all([deliveries, ...retrying]).then(() => {}),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
