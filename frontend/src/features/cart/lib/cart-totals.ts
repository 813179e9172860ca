import type { CartLine } from '../../../api/generated/model';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** Whole cents, so that adding prices up never drifts (0.1 + 0.2). */
const toCents = (dollars: number): number => Math.round(dollars * 100);

export const linePriceCents = (line: Pick<CartLine, 'price' | 'quantity'>): number =>
  toCents(line.price) * line.quantity;

/** What the whole cart costs: each line's price times its quantity, in cents. */
export const cartTotalCents = (lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + linePriceCents(line), 0);

export const centsToDollars = (cents: number): number => cents / 100;
