import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChoiceSelection, MenuItem, OptionChoice, OptionGroup } from '@/api/generated/model';
import { toMinorUnits } from '@/lib/money';

/** How many of each choice the customer has taken, by choice id; a choice not taken is absent. */
export type DishSelection = Readonly<Record<string, number>>;

type Dish = Pick<MenuItem, 'price' | 'optionGroups'>;
type Rule = Pick<OptionGroup, 'name' | 'minChoices' | 'maxChoices' | 'choices'>;

export const isSoldOut = (choice: Pick<OptionChoice, 'soldOut'>): boolean =>
  choice.soldOut !== undefined;

/** How a group is chosen from: exactly one (radios), a count of each (steppers), or any few (checkboxes). */
export type GroupControl = 'one' | 'counts' | 'some';

export function groupControl(
  group: Omit<Rule, 'name' | 'choices'> & Pick<OptionGroup, 'allowRepeats'>,
): GroupControl {
  if (group.minChoices === 1 && group.maxChoices === 1) return 'one';
  return group.allowRepeats ? 'counts' : 'some';
}

/** What the dialog starts with: the dish's default choices that are not sold out. */
export const defaultSelection = (dish: Dish): DishSelection =>
  Object.fromEntries(
    dish.optionGroups
      .flatMap((group) => group.choices)
      .filter((choice) => choice.default && !isSoldOut(choice))
      .map((choice) => [choice._id, 1]),
  );

export const countOf = (selection: DishSelection, choice: Pick<OptionChoice, '_id'>): number =>
  selection[choice._id] ?? 0;

/** How many choices are taken in a group, each repeat counting, as the group's rule counts them. */
export const chosenInGroup = (
  group: Pick<OptionGroup, 'choices'>,
  selection: DishSelection,
): number => group.choices.reduce((sum, choice) => sum + countOf(selection, choice), 0);

/** How many more the group takes before its maximum. */
export const roomLeft = (group: Rule, selection: DishSelection): number =>
  Math.max(0, group.maxChoices - chosenInGroup(group, selection));

/** Why the group's rule is not met yet, in words, or undefined when it is. */
export function groupProblem(
  group: Rule,
  selection: DishSelection,
  i18n: I18n = globalI18n,
): string | undefined {
  const { name, minChoices: min, maxChoices: max } = group;
  const chosen = chosenInGroup(group, selection);
  if (chosen > max) return i18n._(msg`Choose at most ${max} for ${name}`);
  if (chosen >= min) return undefined;
  const missing = min - chosen;
  if (chosen > 0) return i18n._(msg`Choose ${missing} more for ${name}`);
  return min === max
    ? i18n._(msg`Choose ${min} for ${name}`)
    : i18n._(msg`Choose at least ${min} for ${name}`);
}

/** The first rule not met, in the order the dish's groups come, or undefined once the dish can be added. */
export const selectionProblem = (
  dish: Dish,
  selection: DishSelection,
  i18n: I18n = globalI18n,
): string | undefined =>
  dish.optionGroups.map((group) => groupProblem(group, selection, i18n)).find(Boolean);

/** A count of one choice, the others of its group untouched; 0 takes it out. */
function withCount(selection: DishSelection, choice: OptionChoice, count: number): DishSelection {
  const { [choice._id]: _previous, ...others } = selection;
  return count > 0 ? { ...others, [choice._id]: count } : others;
}

/** In a group of exactly one: this choice instead of any other of the group. */
export function chooseOnly(
  group: Rule,
  choice: OptionChoice,
  selection: DishSelection,
): DishSelection {
  const others = group.choices.reduce((left, other) => withCount(left, other, 0), selection);
  return withCount(others, choice, 1);
}

/**
 * Sets how many of a choice the customer takes (1 or 0 for a checkbox), kept between 0 and what the group's
 * maximum leaves; a sold-out choice cannot be taken.
 */
export function setCount(
  group: Rule,
  choice: OptionChoice,
  count: number,
  selection: DishSelection,
): DishSelection {
  const most = isSoldOut(choice) ? 0 : countOf(selection, choice) + roomLeft(group, selection);
  return withCount(selection, choice, Math.min(Math.max(0, count), most));
}

/** The price of one dish with its choices, in cents: the dish's price and each choice's times how many. */
export const unitPriceCents = (dish: Dish, selection: DishSelection): number =>
  dish.optionGroups
    .flatMap((group) => group.choices)
    .reduce(
      (sum, choice) => sum + toMinorUnits(choice.price) * countOf(selection, choice),
      toMinorUnits(dish.price),
    );

/** What the line will cost: (dish + choices) × quantity, in cents. */
export const linePriceCents = (dish: Dish, selection: DishSelection, quantity: number): number =>
  unitPriceCents(dish, selection) * quantity;

/** The choices as the cart takes them, in the order of the dish's groups and each group's choices. */
export const choicesToAdd = (dish: Dish, selection: DishSelection): ChoiceSelection[] =>
  dish.optionGroups
    .flatMap((group) => group.choices)
    .filter((choice) => countOf(selection, choice) > 0)
    .map((choice) => ({ choiceId: choice._id, quantity: countOf(selection, choice) }));
