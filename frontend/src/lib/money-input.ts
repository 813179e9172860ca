import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  currencyDecimals,
  formatPriceToParts,
  fromMinorUnits,
  shopCurrency,
  toMinorUnits,
} from './money';

/*
 * Amounts as people type them into the shop's forms (a dish's price, a tip), by the shop's currency: apart from
 * lib/money, which every page's first screen needs, since only the dashboard and the checkout take amounts.
 */

/**
 * The most one amount may be, as the shop checks it: 100,000 of a currency with cents, 99,999,999 of one without
 * (Stripe's eight digits).
 */
export const largestAmount = (): number => (currencyDecimals() === 0 ? 99_999_999 : 100_000);

/** The largest tip a customer may give: 1,000 of a currency with cents, 100,000 of one without. */
export const largestTip = (): number => (currencyDecimals() === 0 ? 100_000 : 1_000);

/** Why a typed amount (digits, a point, digits) has more decimals than the shop's currency; null if it has not. */
export function decimalsProblem(text: string, i18n: I18n = globalI18n): string | null {
  const decimals = currencyDecimals();
  const form = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (form.test(text)) return null;
  if (decimals === 0) return i18n._(msg`Enter a whole amount, without decimals.`);
  return decimals === 2
    ? i18n._(msg`Use at most two decimals (cents).`)
    : i18n._(msg`Use at most ${decimals} decimals.`);
}

/** A typed amount the checks accepted, as the API takes it: '12.5' → 12.5, rounded to the currency's decimals. */
export const typedAmount = (text: string): number =>
  fromMinorUnits(toMinorUnits(Number(text.trim())));

/** A stored amount as a form shows it for editing: 12.5 → '12.50', 1200 → '1200'. */
export const amountInput = (amount: number): string => amount.toFixed(currencyDecimals());

/** What an amount field says of its form: "In USD, at most two decimals", "In JPY, a whole number". */
export function amountHint(i18n: I18n = globalI18n): string {
  const decimals = currencyDecimals();
  const currency = shopCurrency();
  if (decimals === 0) return i18n._(msg`In ${currency}, a whole number`);
  return decimals === 2
    ? i18n._(msg`In ${currency}, at most two decimals`)
    : i18n._(msg`In ${currency}, at most ${decimals} decimals`);
}

/**
 * What an amount field shows around the number: the shop's currency sign where its locale writes it ("$" before,
 * " €" after), and as many decimals as the currency has.
 */
export function amountAffix(): { prefix?: string; suffix?: string; decimalScale: number } {
  const parts = formatPriceToParts(1);
  const sign = parts.findIndex((part) => part.type === 'currency');
  const number = parts.findIndex((part) => part.type === 'integer');
  const symbol = parts[sign]?.value ?? shopCurrency();
  return {
    ...(sign >= 0 && sign < number ? { prefix: symbol } : { suffix: `\u00a0${symbol}` }),
    decimalScale: currencyDecimals(),
  };
}
