import { madeOncePerKey } from './made-once';

/** Money is integer cents everywhere inside the shop; the contract's numbers of dollars meet it only here. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

const currencyFormat = madeOncePerKey(
  (code: string) => new Intl.NumberFormat('en', { style: 'currency', currency: code }),
);

/** An amount in a given currency (an ISO code, in either case) as a person reads it: $12.50, €8.00. */
export function formatMoney(cents: number, currency: string): string {
  return currencyFormat(currency.toUpperCase()).format(cents / 100);
}

/** An amount in the shop's dollars as a person reads it: $12.50. */
export const formatCents = (cents: number): string => formatMoney(cents, 'USD');
