import { linesCents } from './line-price';

/** A share of an amount in basis points, hundredths of a percent: 1 % is 100, 8.25 % is 825. */
type BasisPoints = number;

const WHOLE: BasisPoints = 10_000;

/** A percentage of an amount, or a fixed amount, as a discount or a tip is given. */
export type Share = { percent: BasisPoints } | { cents: number };

/** How the shop taxes what it sells. */
export interface TaxRule {
  rate: BasisPoints;
  /** Whether menu prices already hold the tax (as in most of Europe) or it is added on top (as in most of the US). */
  pricesIncludeTax: boolean;
  deliveryFeeTaxed: boolean;
  tipTaxed: boolean;
}

export interface BillInput {
  /** Each line's price of one, dish and choices, and how many. */
  lines: readonly { priceCents: number; quantity: number }[];
  fulfilment: 'pickup' | 'delivery';
  /** The delivery zone's fee; a pickup order never pays it. */
  deliveryFeeCents: number;
  discount?: Share;
  tip?: Share;
  tax: TaxRule;
}

/** What a customer pays, part by part, in integer cents. */
export interface Bill {
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  /** The tax in the total: added to it when prices exclude tax, a part of it when they include it. */
  taxCents: number;
  totalCents: number;
}

/** No tax: what the shop charges until a rate is set. */
export const UNTAXED: TaxRule = {
  rate: 0,
  pricesIncludeTax: false,
  deliveryFeeTaxed: false,
  tipTaxed: false,
};

/** a × numerator ÷ denominator, rounded half up, in whole numbers only (amounts stay far below 2^53). */
function shareOf(amount: number, numerator: number, denominator: number): number {
  return Math.floor((2 * amount * numerator + denominator) / (2 * denominator));
}

const percentOf = (amount: number, rate: BasisPoints) => shareOf(amount, rate, WHOLE);

function amountOf(share: Share | undefined, base: number): number {
  if (!share) return 0;
  return 'percent' in share ? percentOf(base, share.percent) : share.cents;
}

/**
 * The bill of an order: the one place where its parts are computed. Rounding, half up to the cent, happens once
 * per part: the discount (a percentage of the subtotal, never more than it), the tip (a percentage of what the
 * food costs after the discount), and the tax on what is taxed. With prices that include tax, the tax is the part
 * of the taxed amounts that is tax (amount × rate ÷ (1 + rate)) and the total is not raised by it.
 */
export function priceBill({ lines, fulfilment, deliveryFeeCents, discount, tip, tax }: BillInput): Bill {
  const subtotalCents = linesCents(lines);
  const discountCents = Math.min(amountOf(discount, subtotalCents), subtotalCents);
  const foodCents = subtotalCents - discountCents;
  const feeCents = fulfilment === 'delivery' ? deliveryFeeCents : 0;
  const tipCents = amountOf(tip, foodCents);
  const taxedCents = foodCents + (tax.deliveryFeeTaxed ? feeCents : 0) + (tax.tipTaxed ? tipCents : 0);
  const taxCents = tax.pricesIncludeTax ? shareOf(taxedCents, tax.rate, WHOLE + tax.rate) : percentOf(taxedCents, tax.rate);
  const beforeTax = foodCents + feeCents + tipCents;
  return {
    subtotalCents,
    discountCents,
    deliveryFeeCents: feeCents,
    tipCents,
    taxCents,
    totalCents: tax.pricesIncludeTax ? beforeTax : beforeTax + taxCents,
  };
}
