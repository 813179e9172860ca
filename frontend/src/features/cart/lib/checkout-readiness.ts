import type { CartLine } from '../../../api/generated/model';
import { lineName } from '../../../lib/option-rules';
import { isOrderable } from './cart-totals';

const EMPTY_CART_REASON = 'Your cart is empty: add a dish from the menu first.';

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

type CheckedLine = Pick<CartLine, 'name' | 'quantity' | 'available' | 'unavailableReason'> &
  Partial<Pick<CartLine, 'choices'>>;

const nameOf = (line: CheckedLine) => lineName({ name: line.name, choices: line.choices ?? [] });

/**
 * Why this cart cannot go on to paying yet, or undefined when it can: an empty cart, or lines that cannot be
 * ordered now, each with the shop's reason; dishes that left the menu (no reason given) are said as the server's
 * 409 says it, so the customer reads the same sentence wherever they meet it.
 */
export function checkoutBlockedReason(lines: readonly CheckedLine[]): string | undefined {
  if (lines.length === 0) return EMPTY_CART_REASON;
  const blocked = lines.filter((line) => !isOrderable(line));
  if (blocked.length === 0) return undefined;
  const gone = blocked.filter((line) => !line.unavailableReason).map(nameOf);
  const problems = [
    ...(gone.length > 0
      ? [`${names.format(gone)} ${gone.length === 1 ? 'is' : 'are'} no longer on the menu`]
      : []),
    ...blocked
      .filter((line) => line.unavailableReason)
      .map((line) => `${nameOf(line)} cannot be ordered now (${line.unavailableReason})`),
  ];
  return `${names.format(problems)}: remove ${blocked.length === 1 ? 'it' : 'them'} from your cart to pay.`;
}
