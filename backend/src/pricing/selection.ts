import { type Said, said } from '../common/i18n/said';
import { dishAvailability, isSoldOut, soldOutChoiceInWords } from './availability';
import { unitPriceCents } from './line-price';
import type { ChoiceRequest, PricedChoice, PricedDish, PricedGroup } from './priced-dish';

/** The most choices one line holds, as the contract's lists allow. */
const MAX_LINE_CHOICES = 50;

/** A choice made for a dish, as a line shows it and an order keeps it: its price is for one dish. */
export interface LineChoice {
  choiceId: string;
  group: string;
  name: string;
  priceCents: number;
  quantity: number;
}

/**
 * Why a dish with these choices cannot be ordered now. `unavailable` (the dish is sold out or outside its hours)
 * and `sold-out` (a choice is) pass with time; `not-offered` (a choice of none of the dish's groups) and `rule`
 * (a group's number of choices or its repeats) are the selection's own. `path` is a JSON pointer into the request.
 */
export interface SelectionProblem {
  kind: 'unavailable' | 'sold-out' | 'not-offered' | 'rule';
  path: string;
  /** What is wrong, written in the answer's language; as a contract detail, in English. */
  message: Said;
}

export interface PricedLine {
  /** The choices, repeats summed, in the order of the dish's groups and of each group's choices. */
  choices: LineChoice[];
  unitPriceCents: number;
  problems: SelectionProblem[];
}

/** A group's rule, the way the storefront words it. */
function ruleInWords({ minChoices: min, maxChoices: max }: PricedGroup): Said {
  if (min === max) return said('choose {min}', { min });
  return min === 0 ? said('choose up to {max}', { max }) : said('choose {min} to {max}', { min, max });
}

function defaultChoices(dish: PricedDish): ChoiceRequest[] {
  return dish.optionGroups.flatMap(({ group }) =>
    group.choices.filter((choice) => choice.isDefault).map((choice) => ({ choiceId: choice.id })),
  );
}

/**
 * Judges a dish with the choices a customer asks for (none said: the dish's defaults) against the menu as it is
 * now, and prices one: the dish plus each choice times the number of times it is taken.
 */
export function priceLine(
  dish: PricedDish,
  requested: readonly ChoiceRequest[] | undefined,
  now: Date,
  zone: string,
): PricedLine {
  const problems: SelectionProblem[] = [];
  const availability = dishAvailability(dish, now, zone);
  if (!availability.available)
    problems.push({ kind: 'unavailable', path: '/body/menuItemId', message: availability.reason });

  const offered = new Map<string, { group: PricedGroup; choice: PricedChoice }>();
  for (const { group } of dish.optionGroups)
    for (const choice of group.choices) offered.set(choice.id, { group, choice });

  const taken = new Map<string, number>();
  (requested ?? defaultChoices(dish)).forEach(({ choiceId, quantity = 1 }, index) => {
    const path = requested ? `/body/choices/${index}` : '/body/choices';
    const found = offered.get(choiceId);
    if (!found) {
      problems.push({ kind: 'not-offered', path, message: said('is not a choice of {dish}', { dish: dish.name }) });
      return;
    }
    if (!Number.isInteger(quantity) || quantity < 1) {
      problems.push({
        kind: 'rule',
        path: `${path}/quantity`,
        message: said('must be a whole number of at least 1'),
      });
      return;
    }
    const { group, choice } = found;
    const before = taken.get(choiceId) ?? 0;
    if (!group.allowRepeats && (quantity > 1 || before > 0)) {
      problems.push({
        kind: 'rule',
        path: quantity > 1 ? `${path}/quantity` : path,
        message: said('{group}: {choice} at most once', { group: group.name, choice: choice.name }),
      });
    }
    if (before === 0 && isSoldOut(choice, now)) {
      problems.push({ kind: 'sold-out', path, message: soldOutChoiceInWords(choice) });
    }
    taken.set(choiceId, before + quantity);
  });

  for (const { group } of dish.optionGroups) {
    const count = group.choices.reduce((sum, choice) => sum + (taken.get(choice.id) ?? 0), 0);
    if (count < group.minChoices || count > group.maxChoices) {
      problems.push({
        kind: 'rule',
        path: '/body/choices',
        message: said('{group}: {rule} ({count} chosen)', { group: group.name, rule: ruleInWords(group), count }),
      });
    }
  }

  const choices = dish.optionGroups.flatMap(({ group }) =>
    group.choices.flatMap((choice) => {
      const quantity = taken.get(choice.id);
      return quantity
        ? [{ choiceId: choice.id, group: group.name, name: choice.name, priceCents: choice.priceCents, quantity }]
        : [];
    }),
  );
  if (choices.length > MAX_LINE_CHOICES) {
    problems.push({
      kind: 'rule',
      path: '/body/choices',
      message: said('at most {max} different choices in one line', { max: MAX_LINE_CHOICES }),
    });
  }
  return { choices, unitPriceCents: unitPriceCents(dish.priceCents, choices), problems };
}
