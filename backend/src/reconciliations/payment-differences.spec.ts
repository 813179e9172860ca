import fc from 'fast-check';
import {
  type OtherPayments,
  type PaidOrder,
  type PaymentDifference,
  paymentDifferences,
  type StripePayment,
} from './payment-differences';

/** An order and its payment at Stripe (none when a gift card paid it all), agreeing to the cent. */
interface Paid {
  order: PaidOrder;
  payment?: StripePayment;
}

const cents = fc.integer({ min: 50, max: 100_000 });

/** An order as the shop keeps it, in any state of its payment, and Stripe's payment as it then stands. */
const aPaidOrder: fc.Arbitrary<Paid> = fc
  .record({
    number: fc.integer({ min: 1, max: 1_000_000 }),
    amountCents: cents,
    giftCardShare: fc.constantFrom(0, 0, 0.5, 1),
    paymentStatus: fc.constantFrom<PaidOrder['paymentStatus']>(
      'authorised',
      'captured',
      'released',
      'refunded',
      'partly_refunded',
    ),
    refundShare: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    created: fc.integer({ min: 1_790_000_000, max: 1_800_000_000 }),
  })
  .map(({ number, amountCents, giftCardShare, paymentStatus, refundShare, created }): Paid => {
    const giftCardCents = Math.floor(amountCents * giftCardShare);
    const card = amountCents - giftCardCents;
    const transactionId = card === 0 ? `gift_${number}` : `pi_${number}`;
    const capturedCents = ['authorised', 'released'].includes(paymentStatus) ? 0 : card;
    const refundedCents =
      paymentStatus === 'refunded' ? card : paymentStatus === 'partly_refunded' ? Math.floor(card * refundShare) : 0;
    const order = {
      id: `order-${number}`,
      number,
      transactionId,
      paymentStatus: card === 0 ? 'captured' : paymentStatus,
      amountCents,
      giftCardCents,
      capturedCents,
      refundedCents,
    };
    if (card === 0) return { order };
    const status =
      paymentStatus === 'authorised' ? 'requires_capture' : paymentStatus === 'released' ? 'canceled' : 'succeeded';
    const payment = {
      id: transactionId,
      status,
      created,
      heldCents: paymentStatus === 'authorised' ? card : 0,
      takenCents: capturedCents,
      refundedCents,
    };
    return { order, payment };
  });

/** A shop whose orders and payments agree, with gift cards bought and checkouts being paid beside them. */
const aShopThatAgrees = fc
  .uniqueArray(aPaidOrder, { selector: (paid) => paid.order.number, maxLength: 40 })
  .chain((paid) =>
    fc.record({
      paid: fc.constant(paid),
      giftCardPurchases: fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 3 }),
      beingPaid: fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 3 }),
    }),
  )
  .map(({ paid, giftCardPurchases, beingPaid }) => {
    const taken = (id: string, takenCents: number, heldCents = 0): StripePayment => ({
      id,
      status: heldCents > 0 ? 'requires_capture' : 'succeeded',
      created: 1_800_000_000,
      heldCents,
      takenCents,
      refundedCents: 0,
    });
    const others: OtherPayments = {
      giftCardPurchases: new Set(giftCardPurchases.map((n) => `pi_card_${n}`)),
      beingPaid: new Set(beingPaid.map((n) => `pi_checkout_${n}`)),
    };
    const payments = [
      ...paid.flatMap((entry) => (entry.payment ? [entry.payment] : [])),
      ...giftCardPurchases.map((n) => taken(`pi_card_${n}`, 2500)),
      ...beingPaid.map((n) => taken(`pi_checkout_${n}`, 0, 1800)),
    ];
    return { orders: paid.map((entry) => entry.order), payments, others, paid };
  });

const withPayment = (paid: readonly Paid[]) => paid.filter((entry) => entry.payment);

describe('the differences between Stripe and the orders', () => {
  it('finds none where the payments and the orders agree, gift cards bought and checkouts being paid included', () => {
    fc.assert(
      fc.property(aShopThatAgrees, ({ payments, orders, others }) => {
        expect(paymentDifferences(payments, orders, others)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a payment no order accounts for, for what Stripe kept of it', () => {
    fc.assert(
      fc.property(aShopThatAgrees, cents, fc.boolean(), ({ payments, orders, others }, amount, held) => {
        const stray: StripePayment = {
          id: 'pi_stray',
          status: held ? 'requires_capture' : 'succeeded',
          created: 1_800_000_001,
          heldCents: held ? amount : 0,
          takenCents: held ? 0 : amount,
          refundedCents: held ? 0 : Math.floor(amount / 4),
        };
        expect(paymentDifferences([...payments, stray], orders, others)).toEqual([
          {
            kind: 'payment-without-order',
            transactionId: 'pi_stray',
            stripeStatus: stray.status,
            stripeCents: amount - stray.refundedCents,
            shopCents: 0,
          },
        ]);
      }),
    );
  });

  it('finds an order whose payment Stripe does not know, unless nothing was held or taken for it', () => {
    fc.assert(
      fc.property(
        aShopThatAgrees.filter(({ paid }) => withPayment(paid).length > 0),
        fc.nat(),
        ({ payments, orders, others, paid }, pick) => {
          const { order, payment } = withPayment(paid)[pick % withPayment(paid).length]!;
          const unknown = payments.filter((candidate) => candidate !== payment);
          const said = order.paymentStatus === 'authorised' ? payment!.heldCents : order.capturedCents;
          expect(paymentDifferences(unknown, orders, others)).toEqual(
            order.paymentStatus === 'released'
              ? []
              : [
                  {
                    kind: 'order-without-payment',
                    transactionId: order.transactionId,
                    order: { id: order.id, number: order.number },
                    stripeCents: 0,
                    shopCents: said,
                  },
                ],
          );
        },
      ),
    );
  });

  it('finds a capture, an authorisation or refunds of another amount, each with both amounts', () => {
    const changes = [
      ['capture-differs', 'takenCents'],
      ['refund-differs', 'refundedCents'],
      ['authorisation-differs', 'heldCents'],
    ] as const;
    fc.assert(
      fc.property(
        aShopThatAgrees.filter(({ paid }) => withPayment(paid).some(({ order }) => order.paymentStatus !== 'released')),
        fc.nat(),
        fc.constantFrom(...changes),
        fc.integer({ min: 1, max: 5000 }),
        ({ payments, orders, others, paid }, pick, [kind, field], more) => {
          const candidates = withPayment(paid).filter(({ order }) =>
            kind === 'authorisation-differs'
              ? order.paymentStatus === 'authorised'
              : order.paymentStatus !== 'released',
          );
          fc.pre(candidates.length > 0);
          const { order, payment } = candidates[pick % candidates.length]!;
          const changed = { ...payment!, [field]: payment![field] + more };
          const differences = paymentDifferences(
            payments.map((candidate) => (candidate === payment ? changed : candidate)),
            orders,
            others,
          );
          expect(differences).toEqual([
            {
              kind,
              transactionId: order.transactionId,
              order: { id: order.id, number: order.number },
              stripeStatus: payment!.status,
              stripeCents: changed[field],
              shopCents: payment![field],
            },
          ]);
        },
      ),
    );
  });

  it('says a captured authorisation is a capture the order does not know, and lists the newest order first', () => {
    const order = (number: number, paymentStatus: PaidOrder['paymentStatus']): PaidOrder => ({
      id: `order-${number}`,
      number,
      transactionId: `pi_${number}`,
      paymentStatus,
      amountCents: 3000,
      giftCardCents: 1000,
      capturedCents: paymentStatus === 'authorised' ? 0 : 2000,
      refundedCents: 0,
    });
    const payment = (id: string, heldCents: number, takenCents: number): StripePayment => ({
      id,
      status: heldCents > 0 ? 'requires_capture' : 'succeeded',
      created: 1_800_000_000,
      heldCents,
      takenCents,
      refundedCents: 0,
    });
    const differences: PaymentDifference[] = paymentDifferences(
      [payment('pi_7', 0, 2000), payment('pi_9', 1500, 0)],
      [order(7, 'authorised'), order(9, 'authorised')],
      { giftCardPurchases: new Set(), beingPaid: new Set() },
    );
    expect(
      differences.map(({ kind, order: of, stripeCents, shopCents }) => [kind, of?.number, stripeCents, shopCents]),
    ).toEqual([
      ['authorisation-differs', 9, 1500, 2000],
      ['capture-differs', 7, 2000, 0],
    ]);
  });
});
