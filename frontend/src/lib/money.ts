const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are dollars with at most two decimals; they are always shown with two. */
export const formatPrice = (dollars: number): string => usd.format(dollars);
