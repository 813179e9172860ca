import fc from 'fast-check';
import { type Bill, type BillInput, priceBill, type Share, shareInProportion, type TaxRule } from './bill';

const share: fc.Arbitrary<Share> = fc.oneof(
  fc.record({ percent: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ cents: fc.integer({ min: 0, max: 500_000 }) }),
);

const taxRule: fc.Arbitrary<TaxRule> = fc.record({
  rate: fc.integer({ min: 0, max: 3_000 }),
  pricesIncludeTax: fc.boolean(),
  deliveryFeeTaxed: fc.boolean(),
  tipTaxed: fc.boolean(),
});

/** Any order the contract lets through: up to 50 lines of 1–99 of a dish of at most $1,000 with its choices. */
const order: fc.Arbitrary<BillInput> = fc.record({
  lines: fc.array(
    fc.record({
      priceCents: fc.integer({ min: 1, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      taxRate: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: undefined }),
    }),
    {
      minLength: 1,
      maxLength: 50,
    },
  ),
  fulfilment: fc.constantFrom('pickup', 'delivery'),
  deliveryFeeCents: fc.integer({ min: 0, max: 10_000 }),
  discount: fc.option(share, { nil: undefined }),
  serviceFee: fc.option(share, { nil: undefined }),
  tip: fc.option(share, { nil: undefined }),
  tax: taxRule,
});

const parts = (bill: Bill): number[] => [
  bill.subtotalCents,
  bill.discountCents,
  bill.serviceFeeCents,
  bill.deliveryFeeCents,
  bill.tipCents,
  bill.taxCents,
  bill.totalCents,
];

describe('the bill of an order', () => {
  it('adds up: the total is the food after its discount, the fees, the tip, and the tax when prices exclude it', () => {
    fc.assert(
      fc.property(order, (input) => {
        const bill = priceBill(input);
        const beforeTax =
          bill.subtotalCents - bill.discountCents + bill.serviceFeeCents + bill.deliveryFeeCents + bill.tipCents;
        expect(bill.totalCents).toBe(input.tax.pricesIncludeTax ? beforeTax : beforeTax + bill.taxCents);
        expect(bill.subtotalCents).toBe(input.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0));
      }),
    );
  });

  it('says the tax rate by rate, each rate once, lowest first, summing to the tax', () => {
    fc.assert(
      fc.property(order, (input) => {
        const bill = priceBill(input);
        expect(bill.taxes.reduce((sum, part) => sum + part.taxCents, 0)).toBe(bill.taxCents);
        const rates = bill.taxes.map((part) => part.rate);
        expect(rates).toEqual([...new Set(rates)].sort((a, b) => a - b));
        for (const part of bill.taxes) expect(part.taxedCents).toBeGreaterThan(0);
      }),
    );
  });

  it('has no part that is negative or a fraction of a cent, and tax included in prices never exceeds the total', () => {
    fc.assert(
      fc.property(order, (input) => {
        const bill = priceBill(input);
        for (const cents of parts(bill)) expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
        expect(bill.taxCents).toBeLessThanOrEqual(bill.totalCents);
      }),
    );
  });

  it('never discounts more than the food costs', () => {
    fc.assert(
      fc.property(order, (input) =>
        expect(priceBill(input).discountCents).toBeLessThanOrEqual(priceBill(input).subtotalCents),
      ),
    );
  });

  it('charges a pickup order no delivery fee, whatever the zone would charge', () => {
    fc.assert(
      fc.property(order, (input) => {
        expect(priceBill({ ...input, fulfilment: 'pickup' }).deliveryFeeCents).toBe(0);
        expect(priceBill({ ...input, fulfilment: 'delivery' }).deliveryFeeCents).toBe(input.deliveryFeeCents);
      }),
    );
  });

  it('agrees to the cent whether prices include tax or not: the net of an inclusive price, taxed on top, is that price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 3_000 }), (grossCents, rate) => {
        const tax = { rate, deliveryFeeTaxed: false, tipTaxed: false };
        const alone = (priceCents: number, pricesIncludeTax: boolean) =>
          priceBill({
            lines: [{ priceCents, quantity: 1 }],
            fulfilment: 'pickup',
            deliveryFeeCents: 0,
            tax: { ...tax, pricesIncludeTax },
          });
        const inclusive = alone(grossCents, true);
        const exclusive = alone(grossCents - inclusive.taxCents, false);
        expect(Math.abs(exclusive.totalCents - inclusive.totalCents)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('rounds each part half up to the cent, once', () => {
    const salesTax = {
      rate: 825,
      pricesIncludeTax: false,
      deliveryFeeTaxed: true,
      tipTaxed: false,
    };
    // 3 × $3.33 = $9.99; 10 % off is 99.9 ¢ → $1.00; 15 % tip of $8.99 is 134.85 ¢ → $1.35; 8.25 % of $8.99 + $2.50 is 94.79 ¢ → $0.95.
    expect(
      priceBill({
        lines: [{ priceCents: 333, quantity: 3 }],
        fulfilment: 'delivery',
        deliveryFeeCents: 250,
        discount: { percent: 1_000 },
        tip: { percent: 1_500 },
        tax: salesTax,
      }),
    ).toEqual({
      subtotalCents: 999,
      discountCents: 100,
      serviceFeeCents: 0,
      deliveryFeeCents: 250,
      tipCents: 135,
      taxCents: 95,
      taxes: [{ rate: 825, taxedCents: 1_149, taxCents: 95 }],
      totalCents: 1_379,
    });
    // €10.00 with 20 % VAT included holds €1.67 of it (166.67 ¢), and costs €10.00.
    expect(
      priceBill({
        lines: [{ priceCents: 1_000, quantity: 1 }],
        fulfilment: 'pickup',
        deliveryFeeCents: 300,
        tax: {
          rate: 2_000,
          pricesIncludeTax: true,
          deliveryFeeTaxed: true,
          tipTaxed: true,
        },
      }),
    ).toEqual({
      subtotalCents: 1_000,
      discountCents: 0,
      serviceFeeCents: 0,
      deliveryFeeCents: 0,
      tipCents: 0,
      taxCents: 167,
      taxes: [{ rate: 2_000, taxedCents: 1_000, taxCents: 167 }],
      totalCents: 1_000,
    });
    // A fixed discount larger than the food is the food's price, no more.
    expect(
      priceBill({
        lines: [{ priceCents: 450, quantity: 1 }],
        fulfilment: 'pickup',
        deliveryFeeCents: 0,
        discount: { cents: 1_000 },
        tax: salesTax,
      }),
    ).toMatchObject({ discountCents: 450, taxCents: 0, totalCents: 0 });
  });

  it('shares a discount among lines in whole cents that sum exactly to it, in proportion to their amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 50 }),
        (amount, weights) => {
          const shares = shareInProportion(amount, weights);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          if (total === 0) return expect(shares.every((share) => share === 0)).toBe(true);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          shares.forEach((share, index) =>
            expect(Math.abs(share - (amount * (weights[index] ?? 0)) / total)).toBeLessThan(1),
          );
        },
      ),
    );
  });

  // The law, precisely: take any cart at one tax rate r, priced without tax, picked up, without discount or tip;
  // its bill charges tax T and total S + T. A cart of one line at S + T whose price includes tax at r then holds
  // exactly T of tax and costs exactly S + T. (|round(S·r) − (S + T)·r ÷ (1 + r)| ≤ ½ ÷ (1 + r) < ½.)
  it('agrees to the cent: an exclusive cart and the inclusive cart priced at its total carry the same tax and total', () => {
    fc.assert(
      fc.property(order, fc.integer({ min: 0, max: 3_000 }), (input, rate) => {
        const tax = { rate, deliveryFeeTaxed: false, tipTaxed: false };
        const lines = input.lines.map(({ priceCents, quantity }) => ({ priceCents, quantity, taxRate: rate }));
        const exclusive = priceBill({
          lines,
          fulfilment: 'pickup',
          deliveryFeeCents: 0,
          tax: { ...tax, pricesIncludeTax: false },
        });
        const inclusive = priceBill({
          lines: [{ priceCents: exclusive.totalCents, quantity: 1 }],
          fulfilment: 'pickup',
          deliveryFeeCents: 0,
          tax: { ...tax, pricesIncludeTax: true },
        });
        expect(inclusive.taxCents).toBe(exclusive.taxCents);
        expect(inclusive.totalCents).toBe(exclusive.totalCents);
      }),
    );
  });

  it('taxes each line at its category’s rate, the delivery fee and the tip at the shop’s, and shares the discount', () => {
    // $10 salad at 5.5 %, $10 wine at 20 %, 10 % off ($1 from each), $3 fee taxed at the shop's 10 %:
    // 5.5 % of $9 is 49.5 ¢ → 50 ¢; 20 % of $9 is $1.80; 10 % of $3 is 30 ¢.
    expect(
      priceBill({
        lines: [
          { priceCents: 1_000, quantity: 1, taxRate: 550 },
          { priceCents: 1_000, quantity: 1, taxRate: 2_000 },
        ],
        fulfilment: 'delivery',
        deliveryFeeCents: 300,
        discount: { percent: 1_000 },
        tax: { rate: 1_000, pricesIncludeTax: false, deliveryFeeTaxed: true, tipTaxed: false },
      }),
    ).toEqual({
      subtotalCents: 2_000,
      discountCents: 200,
      serviceFeeCents: 0,
      deliveryFeeCents: 300,
      tipCents: 0,
      taxCents: 260,
      // 10 % off each line, then each rate's sum rounded once: 5.5 % of 9.00 is 0.495, so 0.50.
      taxes: [
        { rate: 550, taxedCents: 900, taxCents: 50 },
        { rate: 1_000, taxedCents: 300, taxCents: 30 },
        { rate: 2_000, taxedCents: 900, taxCents: 180 },
      ],
      totalCents: 2_360,
    });
  });

  it('charges the service fee on every order, pickup or delivery: its share of the food after the discount, or its amount', () => {
    fc.assert(
      fc.property(order, share, (input, serviceFee) => {
        const food = (bill: Bill) => bill.subtotalCents - bill.discountCents;
        for (const fulfilment of ['pickup', 'delivery'] as const) {
          const bill = priceBill({ ...input, fulfilment, serviceFee });
          const exact = 'percent' in serviceFee ? (food(bill) * serviceFee.percent) / 10_000 : serviceFee.cents;
          expect(Math.abs(bill.serviceFeeCents - exact)).toBeLessThanOrEqual(0.5);
          expect(priceBill({ ...input, fulfilment, serviceFee: undefined }).serviceFeeCents).toBe(0);
        }
      }),
    );
  });

  it('taxes the service fee at the shop’s rate, with the food it is charged on', () => {
    // $20 of food, 10 % off, a 3 % kitchen fee of $18 (54 ¢), all taxed at 8.25 %: of $18.54 that is 152.96 ¢ → $1.53.
    const bill = priceBill({
      lines: [{ priceCents: 1_000, quantity: 2 }],
      fulfilment: 'pickup',
      deliveryFeeCents: 0,
      discount: { percent: 1_000 },
      serviceFee: { percent: 300 },
      tax: { rate: 825, pricesIncludeTax: false, deliveryFeeTaxed: false, tipTaxed: false },
    });
    expect(bill).toEqual({
      subtotalCents: 2_000,
      discountCents: 200,
      serviceFeeCents: 54,
      deliveryFeeCents: 0,
      tipCents: 0,
      taxCents: 153,
      taxes: [{ rate: 825, taxedCents: 1_854, taxCents: 153 }],
      totalCents: 2_007,
    });
    // A fixed €1.50 fee in a shop whose prices include 20 % VAT holds 25 ¢ of it: €11.50 holds €1.92 (191.67 ¢).
    expect(
      priceBill({
        lines: [{ priceCents: 1_000, quantity: 1 }],
        fulfilment: 'pickup',
        deliveryFeeCents: 0,
        serviceFee: { cents: 150 },
        tax: { rate: 2_000, pricesIncludeTax: true, deliveryFeeTaxed: false, tipTaxed: false },
      }),
    ).toMatchObject({ serviceFeeCents: 150, taxCents: 192, totalCents: 1_150 });
  });
});
