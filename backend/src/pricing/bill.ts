import { linesCents } from './line-price';

/** A share of an amount in basis points, hundredths of a percent: 1 % is 100, 8.25 % is 825. */
export type BasisPoints = number;

const WHOLE: BasisPoints = 10_000;

/** A percentage of an amount, or a fixed amount, as a discount or a tip is given. */
export type Share = { percent: BasisPoints } | { cents: number };

/** How the shop taxes what it sells. */
export interface TaxRule {
  /**
   * The shop's rate: a line's when its category has none of its own, the service fee's, and the delivery fee's and
   * the tip's when they are taxed.
   */
  rate: BasisPoints;
  /** Whether menu prices already hold the tax (as in most of Europe) or it is added on top (as in most of the US). */
  pricesIncludeTax: boolean;
  deliveryFeeTaxed: boolean;
  tipTaxed: boolean;
}

export interface BillInput {
  /** Each line's price of one, dish and choices, how many, and its category's tax rate when not the shop's. */
  lines: readonly { priceCents: number; quantity: number; taxRate?: BasisPoints }[];
  fulfilment: 'pickup' | 'delivery';
  /** The delivery zone's fee; a pickup order never pays it. */
  deliveryFeeCents: number;
  discount?: Share;
  /** The shop's mandatory fee: a share of the food after the discount, or an amount per order. */
  serviceFee?: Share;
  tip?: Share;
  tax: TaxRule;
}

/** The tax of one rate: what it was charged on and what it came to, as the accountant reports it. */
interface TaxAtRate {
  rate: BasisPoints;
  taxedCents: number;
  taxCents: number;
}

/** What a customer pays, part by part, in integer cents. */
export interface Bill {
  subtotalCents: number;
  discountCents: number;
  serviceFeeCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  /** The tax in the total: added to it when prices exclude tax, a part of it when they include it. */
  taxCents: number;
  /** The tax by rate, lowest rate first: its taxes sum to `taxCents`. */
  taxes: TaxAtRate[];
  totalCents: number;
}

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
 * An amount shared among parts in proportion to their weights, in whole cents that sum exactly to it: each part
 * gets the floor of its exact share, and the cents left over go one each to the parts with the largest remainders
 * (the earlier part first on a tie).
 */
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * weight) % total }));
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const left = amount - shares.reduce((sum, share) => sum + share, 0);
  const bonus = new Set(remainders.slice(0, left).map(({ index }) => index));
  return shares.map((share, index) => (bonus.has(index) ? share + 1 : share));
}

/**
 * The bill of an order: the one place where its parts are computed, in integer cents.
 *
 * Rounding, half up to the cent, happens once per part: the discount (a percentage of the subtotal, never more
 * than it), the service fee and the tip (percentages of the food after the discount), and the tax of each rate on
 * what it taxes.
 * The discount is shared among the lines in proportion to their amounts (whole cents, the largest remainders
 * taking the cents left over, so that the shares sum exactly to the discount); each line is then taxed at its
 * own rate (its category's, else the shop's), the service fee at the shop's rate (a mandatory charge is a part
 * of the price of what is sold), the delivery fee and the tip at the shop's rate when they are taxed. The taxed amounts are summed per rate and each sum is rounded once: tax = Σ over rates of
 * round(amount × rate) on top of prices, or round(amount × rate ÷ (1 + rate)) when prices include it, and then
 * the total is not raised by it.
 */
export function priceBill({ lines, fulfilment, deliveryFeeCents, discount, serviceFee, tip, tax }: BillInput): Bill {
  const subtotalCents = linesCents(lines);
  const discountCents = Math.min(amountOf(discount, subtotalCents), subtotalCents);
  const foodCents = subtotalCents - discountCents;
  const feeCents = fulfilment === 'delivery' ? deliveryFeeCents : 0;
  const serviceFeeCents = amountOf(serviceFee, foodCents);
  const tipCents = amountOf(tip, foodCents);
  const lineAmounts = lines.map((line) => line.priceCents * line.quantity);
  const lineDiscounts = shareInProportion(discountCents, lineAmounts);
  const taxedByRate = new Map<BasisPoints, number>();
  const addTaxed = (rate: BasisPoints, cents: number) => taxedByRate.set(rate, (taxedByRate.get(rate) ?? 0) + cents);
  lines.forEach((line, index) =>
    addTaxed(line.taxRate ?? tax.rate, line.priceCents * line.quantity - (lineDiscounts[index] ?? 0)),
  );
  addTaxed(tax.rate, serviceFeeCents);
  if (tax.deliveryFeeTaxed) addTaxed(tax.rate, feeCents);
  if (tax.tipTaxed) addTaxed(tax.rate, tipCents);
  const taxes = [...taxedByRate]
    .filter(([, taxedCents]) => taxedCents > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, taxedCents]) => ({
      rate,
      taxedCents,
      taxCents: tax.pricesIncludeTax ? shareOf(taxedCents, rate, WHOLE + rate) : percentOf(taxedCents, rate),
    }));
  const taxCents = taxes.reduce((sum, part) => sum + part.taxCents, 0);
  const beforeTax = foodCents + serviceFeeCents + feeCents + tipCents;
  return {
    subtotalCents,
    discountCents,
    serviceFeeCents,
    deliveryFeeCents: feeCents,
    tipCents,
    taxCents,
    taxes,
    totalCents: tax.pricesIncludeTax ? beforeTax : beforeTax + taxCents,
  };
}
