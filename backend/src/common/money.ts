import { madeOncePerKey } from './made-once';

/**
 * Money is integer minor units of a currency (ISO 4217) everywhere inside the shop; the contract's amounts (numbers
 * of the currency's main unit: dollars, euros, yen) meet it only here. The minor unit is Stripe's: what its API
 * counts amounts in.
 */

/** Stripe's zero-decimal currencies: an amount is counted in the main unit itself (500 is ¥500). */
const ZERO_DECIMAL = new Set('BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));

/** Three-decimal currencies, whose last digit Stripe wants to be 0: the shop does not take them yet. */
export const THREE_DECIMAL = new Set('BHD JOD KWD OMR TND'.split(' '));

/**
 * The least Stripe charges in each currency it names, in minor units (its "minimum and maximum charge amounts");
 * in the others, the least is the equivalent of 0.50 USD, which only the day's rate knows.
 */
const STRIPE_MINIMUM_CHARGE: Readonly<Record<string, number>> = {
  USD: 50,
  AED: 200,
  AUD: 50,
  BGN: 100,
  BRL: 50,
  CAD: 50,
  CHF: 50,
  CZK: 1500,
  DKK: 250,
  EUR: 50,
  GBP: 30,
  HKD: 400,
  HUF: 17500,
  INR: 50,
  JPY: 50,
  MXN: 1000,
  MYR: 200,
  NOK: 300,
  NZD: 50,
  PLN: 200,
  RON: 200,
  SEK: 300,
  SGD: 50,
  THB: 1000,
};

/** Stripe's largest amount has eight digits. */
const STRIPE_MAXIMUM_CHARGE = 99_999_999;

const upper = (currency: string) => currency.toUpperCase();

/** Digits of the minor unit: 2 for USD and EUR (cents), 0 for JPY. */
export const minorDigits = (currency: string): number => (ZERO_DECIMAL.has(upper(currency)) ? 0 : 2);

const unitsPerMain = (currency: string): number => 10 ** minorDigits(currency);

/**
 * The decimals an amount may have: the minor unit's, or fewer where the currency has no coins that small (ISK is
 * counted in hundredths by Stripe but written in whole krónur).
 */
export const amountDecimals = madeOncePerKey((currency: string): number =>
  Math.min(
    minorDigits(currency),
    new Intl.NumberFormat('en', { style: 'currency', currency: upper(currency) }).resolvedOptions()
      .maximumFractionDigits ?? 2,
  ),
);

/** An amount of the contract (14.5 dollars, 1200 yen) in minor units (1450, 1200), without losing one (0.1 + 0.2). */
export const toMinor = (amount: number, currency: string): number => Math.round(amount * unitsPerMain(currency));

/** Minor units as the contract's amount: 1450 cents are 14.5 dollars, 1200 yen are 1200. */
export const fromMinor = (minor: number, currency: string): number => minor / unitsPerMain(currency);

/**
 * The least a payment may be, in minor units: one unit of the currency (the spec's "minimum payable price 1"), and
 * never less than Stripe charges.
 */
export const minimumCharge = (currency: string): number =>
  Math.max(unitsPerMain(currency), STRIPE_MINIMUM_CHARGE[upper(currency)] ?? 0);

/**
 * The most one amount (a price, a bill) may be, in minor units: 100,000 of a currency with cents, as the contract has
 * always said, and Stripe's largest where the main unit is the smallest (99,999,999 yen).
 */
export const maximumAmount = (currency: string): number =>
  minorDigits(currency) === 0 ? STRIPE_MAXIMUM_CHARGE : 100_000 * unitsPerMain(currency);

/** The largest tip a customer may give, in minor units: 1,000 of a currency with cents, 100,000 of one without. */
const largestTip = (currency: string): number =>
  minorDigits(currency) === 0 ? 100_000 : 1_000 * unitsPerMain(currency);

/** Whether a number is an amount of the currency: not negative, no more decimals than it has, at most its largest. */
export function isAmountOf(amount: number, currency: string): boolean {
  if (!Number.isFinite(amount) || amount < 0) return false;
  const smallest = 10 ** amountDecimals(currency);
  const scaled = amount * smallest;
  // Binary fractions: 0.29 × 100 is 28.999999999999996.
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return false;
  return toMinor(amount, currency) <= maximumAmount(currency);
}

const currencyFormat = madeOncePerKey((key: string) => {
  const [currency, locale] = key.split(' ') as [string, string];
  return new Intl.NumberFormat(locale, { style: 'currency', currency });
});

/**
 * An amount in minor units as a person reads it, in a currency (an ISO code, in either case) and a locale:
 * $12.50 in en-US, 12,50 € in fr-FR, ￥1,200 in ja-JP.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return currencyFormat(`${upper(currency)} ${locale}`).format(fromMinor(minor, currency));
}

/** The shop's own money: its currency (`SHOP_CURRENCY`) written as its locale (`SHOP_LOCALE`) writes it. */
export class ShopMoney {
  /** The currency as Stripe names it: eur. */
  readonly stripeCurrency: string;

  constructor(
    /** ISO 4217, upper case: EUR. */
    readonly currency: string,
    readonly locale: string,
  ) {
    this.stripeCurrency = currency.toLowerCase();
  }

  toMinor(amount: number): number {
    return toMinor(amount, this.currency);
  }

  fromMinor(minor: number): number {
    return fromMinor(minor, this.currency);
  }

  format(minor: number): string {
    return formatMoney(minor, this.currency, this.locale);
  }

  /** The least one payment may be, in minor units. */
  get minimumCharge(): number {
    return minimumCharge(this.currency);
  }

  /** The most one amount may be, in minor units. */
  get maximumAmount(): number {
    return maximumAmount(this.currency);
  }

  /** The largest tip, in minor units. */
  get largestTip(): number {
    return largestTip(this.currency);
  }
}
