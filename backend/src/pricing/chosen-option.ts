import { fromCents } from '../common/money';
import type { components } from '../generated/contract';
import type { LineChoice } from './selection';

/** A choice of a line as the contract shows it: its price, for one dish, in dollars. */
export function toChosenOption({
  choiceId,
  group,
  name,
  priceCents,
  quantity,
}: LineChoice): components['schemas']['ChosenOption'] {
  return { choiceId, group, name, price: fromCents(priceCents), quantity };
}
