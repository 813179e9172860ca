/** The currency of every price on the menu (ISO 4217). */
export const SHOP_CURRENCY = 'USD';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: SHOP_CURRENCY });

/** Prices are dollars with at most two decimals; they are always shown with two. */
export const formatPrice = (dollars: number): string => usd.format(dollars);

/** Whole cents, so that adding prices up never drifts (0.1 + 0.2). */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

export const centsToDollars = (cents: number): number => cents / 100;
