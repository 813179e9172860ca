import { fromMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { LineChoice } from './selection';

/** A choice of a line as the contract shows it: its price, for one dish, in the currency's main unit. */
export function toChosenOption(
  { choiceId, group, name, priceCents, quantity }: LineChoice,
  currency: string,
): components['schemas']['ChosenOption'] {
  return { choiceId, group, name, price: fromMinor(priceCents, currency), quantity };
}
