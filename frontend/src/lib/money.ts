/**
 * The shop's money: every amount of the API is a number of the main unit (dollars, euros, yen) of the shop's one
 * currency, written as the shop's locale writes it. The backend names both on the page (`<html data-currency
 * data-locale>`) and in `GET /shop`; the server renders its pages with them (`setShopMoney`).
 */
export interface ShopMoney {
  /** ISO 4217: EUR. */
  currency: string;
  /** BCP 47: fr-FR. */
  locale: string;
}

const DEFAULT_MONEY: ShopMoney = { currency: 'USD', locale: 'en-US' };

function moneyOfThePage(): ShopMoney {
  const named = typeof document === 'undefined' ? undefined : document.documentElement.dataset;
  return {
    currency: named?.currency ?? DEFAULT_MONEY.currency,
    locale: named?.locale ?? DEFAULT_MONEY.locale,
  };
}

/** How the shop's amounts are written, and the decimals they have: made once per currency and locale. */
function written(money: ShopMoney) {
  const format = new Intl.NumberFormat(money.locale, {
    style: 'currency',
    currency: money.currency,
  });
  return { money, format, decimals: format.resolvedOptions().maximumFractionDigits ?? 2 };
}

let shop = written(moneyOfThePage());

/** Amounts from now on are of this currency, in this locale: the server's render of a page says so first. */
export function setShopMoney(next: ShopMoney): void {
  if (next.currency !== shop.money.currency || next.locale !== shop.money.locale)
    shop = written(next);
}

/** The shop's currency (ISO 4217), as schema.org's offers name it. */
export const shopCurrency = (): string => shop.money.currency;

/** An amount as the shop writes it: $12.50, 12,50 €, ￥1,200. */
export const formatPrice = (amount: number): string => shop.format.format(amount);

/** An amount in its parts (sign, digits, separators), for a price that sets its currency sign apart. */
export const formatPriceToParts = (amount: number): Intl.NumberFormatPart[] =>
  shop.format.formatToParts(amount);

/** Whole minor units (cents), so that adding amounts up never drifts (0.1 + 0.2). */
export const toMinorUnits = (amount: number): number => Math.round(amount * 10 ** shop.decimals);

export const fromMinorUnits = (minor: number): number => minor / 10 ** shop.decimals;

/** The digits after the point an amount of the shop's currency has: 2 for USD, 0 for JPY. */
export const currencyDecimals = (): number => shop.decimals;

/** A percentage as the shop's locale writes it, to the hundredth: 3 %, 12,5 %, 3.5%. */
export const formatPercent = (percent: number): string =>
  new Intl.NumberFormat(shop.money.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
