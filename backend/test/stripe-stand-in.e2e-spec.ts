import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { authenticate, payWithCard, type StandIn, startStandIn } from './stripe';

/** A webhook endpoint as the shop's: it reads the raw body and checks Stripe's signature before keeping the event. */
class Receiver {
  readonly events: Stripe.Event[] = [];
  readonly refused: string[] = [];
  private readonly server: Server;

  constructor(stripe: Stripe, secret: string) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          this.events.push(
            stripe.webhooks.constructEvent(Buffer.concat(chunks), String(req.headers['stripe-signature']), secret),
          );
          res.writeHead(200).end();
        } catch (error) {
          this.refused.push((error as Error).message);
          res.writeHead(400).end();
        }
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The events received about one payment, in the order they arrived. */
  about(intentId: string): Stripe.Event[] {
    return this.events.filter((event) => {
      const object = event.data.object as { id: string; payment_intent?: string };
      return object.id === intentId || object.payment_intent === intentId;
    });
  }
}

describe('the local Stripe stand-in, through the real stripe SDK', () => {
  let standIn: StandIn;
  let stripe: Stripe;
  let receiver: Receiver;

  beforeAll(async () => {
    standIn = await startStandIn();
    stripe = new Stripe(standIn.secretKey, {
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      telemetry: false,
    });
    receiver = new Receiver(stripe, standIn.webhookSecret);
    standIn.setWebhookUrl(await receiver.listen());
  });
  afterAll(async () => {
    await standIn.stop();
    await receiver.close();
  });
  afterEach(() => expect(receiver.refused).toEqual([]));

  /** An authorised card payment of `amount` cents, confirmed as the browser does with the publishable key. */
  async function authorise(amount = 2000, captureMethod: Stripe.PaymentIntentCreateParams.CaptureMethod = 'manual') {
    const intent = await stripe.paymentIntents.create({
      amount,
      currency: 'usd',
      capture_method: captureMethod,
      metadata: { order: 'o-1' },
    });
    const paid = await payWithCard(standIn, intent.client_secret!, '4242424242424242');
    expect(paid.status).toBe(200);
    return stripe.paymentIntents.retrieve(intent.id);
  }

  const types = async (intentId: string) => {
    await standIn.eventsDelivered();
    return receiver.about(intentId).map((event) => event.type);
  };

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('Stripe accepted what it refuses.');
      },
      (error: Stripe.errors.StripeError) => ({
        status: error.statusCode,
        type: error.type,
        code: error.code,
        message: error.message,
      }),
    );

  it('authorises a manual payment, holds it for capture, and captures all of it', async () => {
    const intent = await authorise(2000);
    expect(intent).toMatchObject({
      status: 'requires_capture',
      capture_method: 'manual',
      amount: 2000,
      amount_capturable: 2000,
      amount_received: 0,
      latest_charge: expect.stringMatching(/^ch_/),
    });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      object: 'charge',
      amount: 2000,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      payment_intent: intent.id,
      status: 'succeeded',
    });

    const captured = await stripe.paymentIntents.capture(intent.id);
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 2000, amount_capturable: 0 });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      captured: true,
      amount_captured: 2000,
    });

    expect(await types(intent.id)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);
    const [authorised, succeeded] = receiver.about(intent.id);
    expect(authorised!.data.object).toMatchObject({ status: 'requires_capture', amount_capturable: 2000 });
    expect(succeeded!.data.object).toMatchObject({ status: 'succeeded', amount_received: 2000 });
    expect(authorised!.id).not.toBe(succeeded!.id);
  });

  it('captures part of an authorisation and releases the rest', async () => {
    const intent = await authorise(2000);
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1200 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 1200, amount_capturable: 0 });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount: 2000,
      amount_captured: 1200,
      captured: true,
    });
    // What was released cannot be refunded: a refund gives back at most what was captured.
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id, amount: 1500 }))).toMatchObject({
      status: 400,
      code: 'amount_too_large',
      message: 'Refund amount ($15.00) is greater than unrefunded amount on charge ($12.00)',
    });
    expect((await stripe.refunds.create({ payment_intent: intent.id })).amount).toBe(1200);
  });

  it('refuses to capture more than the authorisation', async () => {
    const intent = await authorise(2000);
    expect(await refusal(stripe.paymentIntents.capture(intent.id, { amount_to_capture: 2001 }))).toMatchObject({
      status: 400,
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');
  });

  it('releases an authorisation by cancelling it, with the reason given', async () => {
    const intent = await authorise(1800);
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({
      status: 'canceled',
      amount_capturable: 0,
      amount_received: 0,
      cancellation_reason: 'abandoned',
    });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      captured: false,
      amount_captured: 0,
      refunded: true,
    });
    expect(await refusal(stripe.paymentIntents.capture(intent.id))).toMatchObject({
      status: 400,
      code: 'payment_intent_unexpected_state',
      message: 'This PaymentIntent could not be captured because it has a status of canceled.',
    });
    expect(await types(intent.id)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.canceled']);

    const unpaid = await stripe.paymentIntents.create({ amount: 900, currency: 'usd', capture_method: 'manual' });
    expect((await stripe.paymentIntents.cancel(unpaid.id)).cancellation_reason).toBe('requested_by_customer');
    expect(
      await refusal(stripe.paymentIntents.cancel(unpaid.id, { cancellation_reason: 'bored' as 'abandoned' })),
    ).toMatchObject({ status: 400 });
  });

  it('refuses a second capture, and a capture or cancel of a payment captured at once, with Stripe’s code', async () => {
    const intent = await authorise(2500);
    await stripe.paymentIntents.capture(intent.id);
    expect(await refusal(stripe.paymentIntents.capture(intent.id))).toEqual({
      status: 400,
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
      message: 'This PaymentIntent could not be captured because it has a status of succeeded.',
    });

    const automatic = await authorise(2500, 'automatic');
    expect(automatic).toMatchObject({
      status: 'succeeded',
      capture_method: 'automatic',
      amount_received: 2500,
      amount_capturable: 0,
    });
    expect(await stripe.charges.retrieve(automatic.latest_charge as string)).toMatchObject({
      captured: true,
      amount_captured: 2500,
    });
    expect(await refusal(stripe.paymentIntents.capture(automatic.id))).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    expect(await refusal(stripe.paymentIntents.cancel(automatic.id))).toMatchObject({
      code: 'payment_intent_unexpected_state',
      message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
    });
    expect(await types(automatic.id)).toEqual(['payment_intent.succeeded']);
    const byDefault = await stripe.paymentIntents.create({ amount: 700, currency: 'usd' });
    expect(byDefault.capture_method).toBe('automatic');
  });

  it('refunds part of a payment, then the rest, and refuses a third refund', async () => {
    const intent = await authorise(3000);
    await stripe.paymentIntents.capture(intent.id);
    const first = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { order: 'o-1' },
    });
    expect(first).toMatchObject({
      id: expect.stringMatching(/^re_/),
      object: 'refund',
      amount: 1000,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      currency: 'usd',
      status: 'succeeded',
      reason: 'requested_by_customer',
      metadata: { order: 'o-1' },
      created: expect.any(Number),
    });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 1000,
      refunded: false,
    });
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id, amount: 2500 }))).toMatchObject({
      status: 400,
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      message: 'Refund amount ($25.00) is greater than unrefunded amount on charge ($20.00)',
    });

    const rest = await stripe.refunds.create({ charge: intent.latest_charge as string });
    expect(rest).toMatchObject({ amount: 2000, reason: null, payment_intent: intent.id });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 3000,
      refunded: true,
    });
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id, amount: 100 }))).toMatchObject({
      status: 400,
      code: 'charge_already_refunded',
      message: `Charge ${intent.latest_charge as string} has already been refunded.`,
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');

    expect(await stripe.refunds.retrieve(first.id)).toEqual(first);
    const list = await stripe.refunds.list({ payment_intent: intent.id });
    expect(list).toMatchObject({ object: 'list', has_more: false, url: '/v1/refunds' });
    expect(list.data.map((refund) => refund.id)).toEqual([rest.id, first.id]);

    expect(await types(intent.id)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
      'charge.refunded',
      'refund.created',
      'charge.refunded',
      'refund.created',
    ]);
    const received = receiver.about(intent.id);
    const refunded = received.flatMap((event) => (event.type === 'charge.refunded' ? [event.data.object] : []));
    expect(refunded.map((charge) => charge.amount_refunded)).toEqual([1000, 3000]);
    const created = received.flatMap((event) => (event.type === 'refund.created' ? [event.data.object] : []));
    expect(created.map((refund) => refund.id)).toEqual([first.id, rest.id]);
  });

  it('refunds only a captured payment', async () => {
    const intent = await authorise(1500);
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({
      status: 400,
      type: 'StripeInvalidRequestError',
    });
    expect(await refusal(stripe.refunds.create({ payment_intent: 'pi_unknown' }))).toMatchObject({
      status: 404,
      code: 'resource_missing',
    });
    expect(await refusal(stripe.refunds.retrieve('re_unknown'))).toMatchObject({
      status: 404,
      code: 'resource_missing',
    });
  });

  it('lists payments newest first, a page at a time and within a window of time, as auto-pagination reads them', async () => {
    // A customer of their own keeps the other tests' payments out of these lists.
    const customer = await stripe.customers.create({ email: 'lists@example.com' });
    const made: string[] = [];
    for (let n = 0; n < 23; n += 1)
      made.push((await stripe.paymentIntents.create({ amount: 1000 + n, currency: 'usd', customer: customer.id })).id);
    const newestFirst = [...made].reverse();

    const first = await stripe.paymentIntents.list({ customer: customer.id, limit: 10 });
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/payment_intents' });
    expect(first.data.map((intent) => intent.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.data[0]).toMatchObject({ object: 'payment_intent', amount: 1022, customer: customer.id });
    const read: string[] = [];
    for await (const intent of stripe.paymentIntents.list({ customer: customer.id, limit: 10 })) read.push(intent.id);
    expect(read).toEqual(newestFirst);
    const newer = await stripe.paymentIntents.list({ customer: customer.id, ending_before: made[5], limit: 3 });
    expect(newer.data.map((intent) => intent.id)).toEqual([made[8], made[7], made[6]]);
    expect(newer.has_more).toBe(true);

    const since = (await stripe.paymentIntents.retrieve(made[0]!)).created;
    const window = { customer: customer.id, limit: 100 } as const;
    expect(
      (await stripe.paymentIntents.list({ ...window, created: { gte: since, lte: since + 3600 } })).data,
    ).toHaveLength(23);
    expect((await stripe.paymentIntents.list({ ...window, created: { gt: since + 3600 } })).data).toEqual([]);
    expect((await stripe.paymentIntents.list({ ...window, created: { lt: since } })).data).toEqual([]);

    expect(await refusal(stripe.paymentIntents.list({ starting_after: 'pi_unknown' }))).toMatchObject({
      status: 404,
      code: 'resource_missing',
    });
    expect(await refusal(stripe.paymentIntents.list({ limit: 101 }))).toMatchObject({ status: 400 });
    // The browser's key lists nothing.
    const browser = await fetch(`${standIn.url}/v1/payment_intents`, {
      headers: { Authorization: `Bearer ${standIn.publishableKey}` },
    });
    expect(browser.status).toBe(400);
  });

  it('lists the refunds of a payment a page at a time, newest first, and those of a window of time', async () => {
    const intent = await authorise(3000, 'automatic');
    const refunds: string[] = [];
    for (let n = 0; n < 3; n += 1)
      refunds.push((await stripe.refunds.create({ payment_intent: intent.id, amount: 500 })).id);

    const page = await stripe.refunds.list({ payment_intent: intent.id, limit: 2 });
    expect(page.data.map((refund) => refund.id)).toEqual([refunds[2], refunds[1]]);
    expect(page.has_more).toBe(true);
    const read: string[] = [];
    for await (const refund of stripe.refunds.list({ payment_intent: intent.id, limit: 2 })) read.push(refund.id);
    expect(read).toEqual([...refunds].reverse());
    const since = (await stripe.refunds.retrieve(refunds[0]!)).created;
    const recent = await stripe.refunds.list({ created: { gte: since }, limit: 100 });
    expect(recent.data.map((refund) => refund.id)).toEqual(expect.arrayContaining(refunds));
    expect((await stripe.refunds.list({ created: { gt: since + 3600 } })).data).toEqual([]);
  });

  it('answers a repeated idempotency key with the first answer, without doing the work again', async () => {
    const intent = await authorise(2000);
    const first = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: 'capture-once' });
    const again = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: 'capture-once' });
    expect(again.lastResponse.statusCode).toBe(200);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));

    const refund = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 500 },
      { idempotencyKey: 'refund-once' },
    );
    const refundAgain = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 500 },
      { idempotencyKey: 'refund-once' },
    );
    expect(refundAgain.id).toBe(refund.id);
    expect((await stripe.charges.retrieve(intent.latest_charge as string)).amount_refunded).toBe(500);

    expect(
      await refusal(
        stripe.refunds.create({ payment_intent: intent.id, amount: 600 }, { idempotencyKey: 'refund-once' }),
      ),
    ).toMatchObject({
      status: 400,
      type: 'StripeIdempotencyError',
    });
    expect(
      await refusal(stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: 'capture-once' })),
    ).toMatchObject({
      status: 400,
      type: 'StripeIdempotencyError',
    });

    // An error the endpoint answered is answered again too.
    const refused = await refusal(stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: 'capture-late' }));
    expect(await refusal(stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: 'capture-late' }))).toEqual(
      refused,
    );

    expect(await types(intent.id)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
      'charge.refunded',
      'refund.created',
    ]);
  });

  it('signs every event, keeps them in order, and sends one again with the same id', async () => {
    const intent = await authorise(1600);
    await stripe.paymentIntents.capture(intent.id);
    await standIn.eventsDelivered();
    const succeeded = standIn.events.find(
      (event) => event.type === 'payment_intent.succeeded' && event.data.object.id === intent.id,
    )!;
    expect(standIn.events.map((event) => event.id)).toEqual(
      expect.arrayContaining(receiver.events.map((event) => event.id)),
    );

    await standIn.resend(succeeded.id);
    const received = receiver.about(intent.id);
    expect(received.map((event) => event.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
      'payment_intent.succeeded',
    ]);
    expect(received[2]!.id).toBe(succeeded.id);
    expect(received[2]).toEqual(received[1]);
  });

  it('holds events back and delivers them in the order a test asks for', async () => {
    standIn.holdEvents();
    const intent = await authorise(1700);
    await stripe.paymentIntents.capture(intent.id);
    await standIn.eventsDelivered();
    expect(receiver.about(intent.id)).toEqual([]);
    const [authorised, succeeded] = standIn.heldEvents;
    expect(standIn.events.filter((event) => standIn.heldEvents.includes(event.id)).map((event) => event.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
    ]);

    await standIn.releaseEvents([succeeded!]);
    expect(standIn.heldEvents).toEqual([authorised]);
    await standIn.releaseEvents();
    expect(standIn.heldEvents).toEqual([]);
    expect(receiver.about(intent.id).map((event) => event.id)).toEqual([succeeded, authorised]);

    const later = await authorise(1700);
    expect(await types(later.id)).toEqual(['payment_intent.amount_capturable_updated']);
  });

  it('remembers, started again on its state file, every payment, charge, refund, idempotent answer and event', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-stand-in-state-'));
    const stateFile = path.join(dir, 'stripe-stand-in.json');
    let kept = await startStandIn({ stateFile });
    try {
      const sdk = new Stripe(kept.secretKey, { host: kept.host, port: kept.port, protocol: 'http', telemetry: false });
      const intent = await sdk.paymentIntents.create({ amount: 2500, currency: 'usd', capture_method: 'manual' });
      await payWithCard(kept, intent.client_secret!, '4242424242424242');
      const captured = await sdk.paymentIntents.capture(intent.id, {}, { idempotencyKey: 'capture-before-restart' });
      const refund = await sdk.refunds.create({ payment_intent: intent.id, amount: 400 });
      const held = await sdk.paymentIntents.create({ amount: 900, currency: 'usd', capture_method: 'manual' });
      await payWithCard(kept, held.client_secret!, '4242424242424242');
      const events = kept.events.map((event) => event.id);
      expect(existsSync(stateFile)).toBe(true);

      await kept.stop();
      kept = await startStandIn({ stateFile, port: kept.port });
      expect(await sdk.paymentIntents.retrieve(intent.id)).toMatchObject({
        status: 'succeeded',
        amount_received: 2500,
      });
      expect((await sdk.charges.retrieve(captured.latest_charge as string)).amount_refunded).toBe(400);
      expect((await sdk.refunds.list({ payment_intent: intent.id })).data.map((each) => each.id)).toEqual([refund.id]);
      const replayed = await sdk.paymentIntents.capture(intent.id, {}, { idempotencyKey: 'capture-before-restart' });
      expect(replayed.lastResponse.headers['idempotent-replayed']).toBe('true');
      expect(kept.events.map((event) => event.id)).toEqual(events);
      // What was authorised before can be captured after.
      expect(await sdk.paymentIntents.capture(held.id)).toMatchObject({ status: 'succeeded', amount_received: 900 });
      // The state is replaced whole, never written in place.
      expect(await readdir(dir)).toEqual(['stripe-stand-in.json']);
    } finally {
      await kept.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('still refuses declined cards, as Stripe.js reports them', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', capture_method: 'manual' });
    const paid = await payWithCard(standIn, intent.client_secret!, '4000000000009995');
    expect(paid.status).toBe(402);
    expect(paid.body.error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      amount_capturable: 0,
      latest_charge: null,
    });
    expect(await types(intent.id)).toEqual(['payment_intent.payment_failed']);
  });

  it('pays off session with a customer’s saved card in one call, and declines a card whose bank wants its cardholder', async () => {
    const customer = await stripe.customers.create({ metadata: { userId: 'u-1' } });
    /** A card kept by a first payment made to save it, as the checkout keeps one. */
    const saved = async (number: string) => {
      const first = await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        setup_future_usage: 'off_session',
      });
      if (number === '4000002760003184') {
        await payWithCard(standIn, first.client_secret!, number);
        await authenticate(standIn, first.client_secret!, 'complete');
      } else await payWithCard(standIn, first.client_secret!, number);
      return (await stripe.paymentIntents.retrieve(first.id)).payment_method as string;
    };
    const card = await saved('4242424242424242');
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data.map((m) => m.id)).toEqual([
      card,
    ]);

    const later = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      capture_method: 'manual',
      customer: customer.id,
      payment_method: card,
      off_session: true,
      confirm: true,
    });
    expect(later).toMatchObject({ status: 'requires_capture', amount_capturable: 2500, payment_method: card });

    const asking = await saved('4000002760003184');
    const refused = await refusal(
      stripe.paymentIntents.create({
        amount: 2500,
        currency: 'usd',
        customer: customer.id,
        payment_method: asking,
        off_session: true,
        confirm: true,
      }),
    );
    expect(refused).toMatchObject({ status: 402, type: 'StripeCardError', code: 'authentication_required' });
  });
  it('keeps a card with a SetupIntent, without a payment, and pays with it off session later', async () => {
    const customer = await stripe.customers.create({ metadata: { userId: 'u-2' } });
    const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    expect(setup).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', usage: 'off_session' });
    const card = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const confirmed = await stripe.setupIntents.confirm(setup.id, { payment_method: card.id });
    expect(confirmed).toMatchObject({ status: 'succeeded', payment_method: card.id });
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data.map((m) => m.id)).toEqual([
      card.id,
    ]);
    expect(standIn.events.map((event) => event.type)).toContain('setup_intent.succeeded');

    const later = await stripe.paymentIntents.create({
      amount: 1800,
      currency: 'usd',
      customer: customer.id,
      payment_method: card.id,
      off_session: true,
      confirm: true,
    });
    expect(later).toMatchObject({ status: 'succeeded', amount_received: 1800 });

    // A declined card keeps nothing; one that asks for 3-D Secure waits for its cardholder.
    const declined = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000000002', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const another = await stripe.setupIntents.create({ customer: customer.id });
    expect(await refusal(stripe.setupIntents.confirm(another.id, { payment_method: declined.id }))).toMatchObject({
      status: 402,
      type: 'StripeCardError',
    });
    const asking = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000002760003184', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const third = await stripe.setupIntents.create({ customer: customer.id });
    expect(await stripe.setupIntents.confirm(third.id, { payment_method: asking.id })).toMatchObject({
      status: 'requires_action',
    });
  });
});
