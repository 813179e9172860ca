import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChosenOption, OptionGroup, SoldOut } from '@/api/generated/model';
import { formatPrice } from '@/lib/money';

/** A group's rule as a customer reads it: "Choose 1", "Choose up to 3", "Choose at least 2", "Choose 2 to 4". */
export function ruleInWords(
  { minChoices: min, maxChoices: max }: Pick<OptionGroup, 'minChoices' | 'maxChoices'>,
  i18n: I18n = globalI18n,
): string {
  if (min === max) return i18n._(msg`Choose ${min}`);
  if (min === 0)
    return max === 1 ? i18n._(msg`Choose 1 if you like`) : i18n._(msg`Choose up to ${max}`);
  return i18n._(msg`Choose ${min} to ${max}`);
}

/** Whether a customer must choose something in this group. */
export const isRequired = (group: Pick<OptionGroup, 'minChoices'>): boolean => group.minChoices > 0;

/** "Large", "Extra cheese ×2": a choice as a line of a cart or an order names it. */
export function choiceInWords(choice: Pick<ChosenOption, 'name' | 'quantity'>): string {
  return choice.quantity > 1 ? `${choice.name} ×${choice.quantity}` : choice.name;
}

/** The choices of a line in one phrase, group by group: "Size: Large · Toppings: Basil, Olives ×2". */
export function choicesInWords(choices: readonly ChosenOption[]): string {
  const groups = new Map<string, ChosenOption[]>();
  for (const choice of choices)
    groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [...groups]
    .map(([group, chosen]) => `${group}: ${chosen.map(choiceInWords).join(', ')}`)
    .join(' · ');
}

/**
 * A line's name as its buttons and its row say it, which tells it from another line of the same dish:
 * "Margherita Pizza (Size: Large)"; the dish's own name when nothing was chosen.
 */
export const lineName = (line: { name: string; choices: readonly ChosenOption[] }): string =>
  line.choices.length > 0 ? `${line.name} (${choicesInWords(line.choices)})` : line.name;

/** What a choice adds to the dish's price, or nothing for a choice that costs nothing: "+$1.50". */
export const priceChangeInWords = (dollars: number): string | undefined =>
  dollars > 0 ? `+${formatPrice(dollars)}` : undefined;

const weekdayAndTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A day, and the hour a change of clocks may add to it. */
const LONGEST_DAY_MS = 25 * 60 * 60 * 1000;

/**
 * Until when something is sold out, as the staff read it: "until tomorrow" for the next midnight (what "Sold out
 * until tomorrow" set), "until Tuesday 12:00 AM" further away, or "until turned back on".
 */
export function soldOutInWords(
  soldOut: SoldOut,
  now = new Date(),
  i18n: I18n = globalI18n,
): string {
  if (soldOut.until === null) return i18n._(msg`Sold out until turned back on`);
  const until = new Date(soldOut.until);
  if (until.getTime() - now.getTime() <= LONGEST_DAY_MS)
    return i18n._(msg`Sold out until tomorrow`);
  const when = weekdayAndTime(i18n.locale).format(until);
  return i18n._(msg`Sold out until ${when}`);
}
