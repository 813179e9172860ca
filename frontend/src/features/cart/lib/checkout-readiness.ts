import { type I18n, i18n as activeI18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CartLine } from '@/api/generated/model';
import { isOrderable } from './cart-totals';

/** The shop's reason for a line whose dish has left the menu (older answers give none), as the shop words it. */
const NO_LONGER_ON_THE_MENU = 'No longer on the menu';

const unique = (texts: string[]) => [...new Set(texts)];

type CheckedLine = Pick<CartLine, 'name' | 'quantity' | 'available' | 'unavailableReason'>;

/**
 * Why this cart cannot go on to paying yet, or undefined when it can: an empty cart, or lines that cannot be
 * ordered now. Said as the server's 409 says it, so the customer reads the same sentence wherever they meet it:
 * dishes that left the menu are to be removed, others (sold out, outside their hours) removed or waited for.
 */
export function checkoutBlockedReason(
  lines: readonly CheckedLine[],
  i18n: I18n = activeI18n,
): string | undefined {
  if (lines.length === 0) return i18n._(msg`Your cart is empty: add a dish from the menu first.`);
  const names = new Intl.ListFormat(i18n.locale, { style: 'long', type: 'conjunction' });
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
  const goneDishes = names.format(gone);
  const goneCount = gone.length;
  const waitingCount = waiting.length;
  const waitingDishes = names.format(waiting);
  const sentences = [
    ...(gone.length > 0
      ? [
          i18n._(
            msg`${plural(goneCount, {
              one: `${goneDishes} is no longer on the menu: remove it from your cart to pay.`,
              other: `${goneDishes} are no longer on the menu: remove them from your cart to pay.`,
            })}`,
          ),
        ]
      : []),
    ...(waiting.length > 0
      ? [
          i18n._(
            msg`${plural(waitingCount, {
              one: `${waitingDishes} cannot be ordered now: remove it from your cart to pay, or wait until it is back.`,
              other: `${waitingDishes} cannot be ordered now: remove them from your cart to pay, or wait until they are back.`,
            })}`,
          ),
        ]
      : []),
  ];
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}
