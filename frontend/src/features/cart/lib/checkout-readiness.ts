import type { CartLine } from '@/api/generated/model';
import { isOrderable } from './cart-totals';

const EMPTY_CART_REASON = 'Your cart is empty: add a dish from the menu first.';
/** The shop's reason for a line whose dish has left the menu (older answers give none). */
const NO_LONGER_ON_THE_MENU = 'No longer on the menu';

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const unique = (texts: string[]) => [...new Set(texts)];

type CheckedLine = Pick<CartLine, 'name' | 'quantity' | 'available' | 'unavailableReason'>;

/**
 * Why this cart cannot go on to paying yet, or undefined when it can: an empty cart, or lines that cannot be
 * ordered now. Said as the server's 409 says it, so the customer reads the same sentence wherever they meet it:
 * dishes that left the menu are to be removed, others (sold out, outside their hours) removed or waited for.
 */
export function checkoutBlockedReason(lines: readonly CheckedLine[]): string | undefined {
  if (lines.length === 0) return EMPTY_CART_REASON;
  const blocked = lines.filter((line) => !isOrderable(line));
  const reasonOf = (line: CheckedLine) => line.unavailableReason ?? NO_LONGER_ON_THE_MENU;
  const gone = unique(
    blocked.filter((line) => reasonOf(line) === NO_LONGER_ON_THE_MENU).map((line) => line.name),
  );
  const waiting = unique(
    blocked
      .filter((line) => reasonOf(line) !== NO_LONGER_ON_THE_MENU)
      .map((line) => `${line.name} (${reasonOf(line)})`),
  );
  const sentences = [
    ...(gone.length > 0
      ? [
          `${names.format(gone)} ${gone.length > 1 ? 'are' : 'is'} no longer on the menu: remove ${gone.length > 1 ? 'them' : 'it'} from your cart to pay.`,
        ]
      : []),
    ...(waiting.length > 0
      ? [
          `${names.format(waiting)} cannot be ordered now: remove ${waiting.length > 1 ? 'them' : 'it'} from your cart to pay, or wait until ${waiting.length > 1 ? 'they are' : 'it is'} back.`,
        ]
      : []),
  ];
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}
