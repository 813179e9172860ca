import type { CartLine } from '@/api/generated/model';
import { updateCartLineBodyQuantityMax } from '@/api/generated/zod/carts-mutations/carts-mutations.zod';
import { toMinorUnits } from '@/lib/money';

/** A line holds at least one dish, and at most the contract's `Quantity` maximum. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = updateCartLineBodyQuantityMax;

type CountedLine = Pick<CartLine, 'quantity'> & Partial<Pick<CartLine, 'available'>>;
type PricedLine = CountedLine & Pick<CartLine, 'price'>;

/** A dish taken off the menu stays in the cart until removed, but is neither paid for nor counted. */
export const isOrderable = (line: CountedLine): boolean => line.available !== false;

export const linePriceCents = (line: Pick<CartLine, 'price' | 'quantity'>): number =>
  toMinorUnits(line.price) * line.quantity;

/** What the whole cart costs: each orderable line's price times its quantity, in cents. */
export const cartTotalCents = (lines: readonly PricedLine[]): number =>
  lines.filter(isOrderable).reduce((sum, line) => sum + linePriceCents(line), 0);

/** How many dishes the cart holds: 2 cappuccinos and 2 salads are 4, not 2 lines. */
export const cartDishCount = (lines: readonly CountedLine[]): number =>
  lines.filter(isOrderable).reduce((count, line) => count + line.quantity, 0);
