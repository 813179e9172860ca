import { type MoneyPattern, moneyPattern, partsFromPattern, patternWrites } from './money-pattern';

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

/** The id of the <script type="application/json"> in which a server-rendered page names how it writes amounts. */
export const MONEY_PATTERN_ELEMENT_ID = 'shop-money-pattern';

function moneyOfThePage(): ShopMoney {
  const named = typeof document === 'undefined' ? undefined : document.documentElement.dataset;
  return {
    currency: named?.currency ?? DEFAULT_MONEY.currency,
    locale: named?.locale ?? DEFAULT_MONEY.locale,
  };
}

/** The pattern a server-rendered page was written with, when it is that of `money`. */
function patternOfThePage(money: ShopMoney): MoneyPattern | undefined {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(MONEY_PATTERN_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const named = JSON.parse(element.textContent) as ShopMoney & { pattern: MoneyPattern };
    return named.currency === money.currency && named.locale === money.locale
      ? named.pattern
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How the shop's amounts are written: from the page's pattern when it has one, so that a first visit starts no
 * `Intl` formatter (see money-pattern.ts), and otherwise from `Intl`'s, made when first asked for.
 */
class Written {
  private intl: Intl.NumberFormat | undefined;

  constructor(
    readonly money: ShopMoney,
    private readonly pattern = patternOfThePage(money),
  ) {}

  get format(): Intl.NumberFormat {
    this.intl ??= new Intl.NumberFormat(this.money.locale, {
      style: 'currency',
      currency: this.money.currency,
    });
    return this.intl;
  }

  get decimals(): number {
    return this.pattern?.fraction ?? this.format.resolvedOptions().maximumFractionDigits ?? 2;
  }

  toParts(amount: number): Intl.NumberFormatPart[] {
    return this.pattern && patternWrites(amount)
      ? partsFromPattern(this.pattern, amount)
      : this.format.formatToParts(amount);
  }
}

let shop = new Written(moneyOfThePage());

/** Amounts from now on are of this currency, in this locale: the server's render of a page says so first. */
export function setShopMoney(next: ShopMoney): void {
  if (next.currency !== shop.money.currency || next.locale !== shop.money.locale)
    shop = new Written(next);
}

/**
 * What a server-rendered page names in its MONEY_PATTERN_ELEMENT_ID: the shop's money and how it writes amounts, for
 * the browser to write them from, as the server did (src/server/render-page.tsx).
 */
export const moneyPatternToSend = (): ShopMoney & { pattern: MoneyPattern } => ({
  ...shop.money,
  pattern: moneyPattern(shop.format),
});

/** The shop's currency (ISO 4217), as schema.org's offers name it. */
export const shopCurrency = (): string => shop.money.currency;

/** An amount as the shop writes it: $12.50, 12,50 €, ￥1,200. */
export const formatPrice = (amount: number): string =>
  shop
    .toParts(amount)
    .map((part) => part.value)
    .join('');

/** An amount in its parts (sign, digits, separators), for a price that sets its currency sign apart. */
export const formatPriceToParts = (amount: number): Intl.NumberFormatPart[] => shop.toParts(amount);

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
