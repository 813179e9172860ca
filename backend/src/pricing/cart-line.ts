import { said } from '../common/i18n/said';
import type { Availability } from './availability';
import type { ChoiceRequest, PricedDish } from './priced-dish';
import { type PricedLine, priceLine } from './selection';

export const NO_LONGER_ON_THE_MENU = said('No longer on the menu');

export type PricedCartLine = PricedLine & { availability: Availability };

/**
 * A line of a cart judged against the menu as it is now: it can be paid for only while its dish is on the menu
 * and could be added with these choices now. The reason is the first thing in the way, in a customer's words.
 */
export function priceCartLine(
  dish: PricedDish & { removedAt: Date | null },
  choices: readonly ChoiceRequest[],
  now: Date,
  zone: string,
): PricedCartLine {
  const line = priceLine(dish, choices, now, zone);
  const [problem] = line.problems;
  if (dish.removedAt !== null) return { ...line, availability: { available: false, reason: NO_LONGER_ON_THE_MENU } };
  if (!problem) return { ...line, availability: { available: true } };
  const reason = problem.kind === 'not-offered' ? said('A choice is no longer offered') : problem.message;
  return { ...line, availability: { available: false, reason } };
}
