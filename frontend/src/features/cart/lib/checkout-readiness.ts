import type { CartLine } from '../../../api/generated/model';
import { isOrderable } from './cart-totals';

const EMPTY_CART_REASON = 'Your cart is empty: add a dish from the menu first.';

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * Why this cart cannot go on to paying yet, or undefined when it can: an empty cart, or a dish that left the
 * menu (said as the server's 409 says it, so the customer reads the same sentence wherever they meet it).
 */
export function checkoutBlockedReason(
  lines: readonly Pick<CartLine, 'name' | 'quantity' | 'available'>[],
): string | undefined {
  if (lines.length === 0) return EMPTY_CART_REASON;
  const gone = lines.filter((line) => !isOrderable(line)).map((line) => line.name);
  if (gone.length === 1)
    return `${gone[0]} is no longer on the menu: remove it from your cart to pay.`;
  if (gone.length > 1)
    return `${names.format(gone)} are no longer on the menu: remove them from your cart to pay.`;
  return undefined;
}
