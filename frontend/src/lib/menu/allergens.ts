import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Allergen, Diet, MenuItem } from '@/api/generated/model';

/** The 14 allergens by the names of EU Regulation 1169/2011, Annex II, in its order. */
export const ALLERGEN_NAMES: Record<Allergen, MessageDescriptor> = {
  celery: msg`Celery`,
  gluten: msg`Cereals containing gluten`,
  crustaceans: msg`Crustaceans`,
  eggs: msg`Eggs`,
  fish: msg`Fish`,
  lupin: msg`Lupin`,
  milk: msg`Milk`,
  molluscs: msg`Molluscs`,
  mustard: msg`Mustard`,
  nuts: msg`Tree nuts`,
  peanuts: msg`Peanuts`,
  sesame: msg`Sesame`,
  soya: msg`Soya`,
  sulphites: msg`Sulphur dioxide and sulphites`,
};

/** The names a menu card has room for: the Regulation's own, but for its two longest. */
export const ALLERGEN_SHORT_NAMES: Record<Allergen, MessageDescriptor> = {
  ...ALLERGEN_NAMES,
  gluten: msg`Gluten`,
  sulphites: msg`Sulphites`,
};

export const DIET_NAMES: Record<Diet, MessageDescriptor> = {
  vegetarian: msg`Vegetarian`,
  vegan: msg`Vegan`,
  'gluten-free': msg`Gluten-free`,
  'dairy-free': msg`Dairy-free`,
  halal: msg`Halal`,
  kosher: msg`Kosher`,
};

/** The diets a dish may suit, in the order they are offered. */
export const DIETS = Object.keys(DIET_NAMES) as Diet[];

/** The 14 allergens in Annex II's order. */
export const ANNEX_II = Object.keys(ALLERGEN_NAMES) as Allergen[];

/** Allergens once each, in Annex II's order, as every list of them is shown. */
export const inAnnexOrder = (allergens: readonly Allergen[]): Allergen[] =>
  ANNEX_II.filter((allergen) => allergens.includes(allergen));

/** Traces of what the dish or choice contains anyway say nothing: only the others are kept. */
export const tracesBeside = (mayContain: readonly Allergen[], allergens: readonly Allergen[]) =>
  mayContain.filter((allergen) => !allergens.includes(allergen));

/**
 * Allergens by their names in the reader's language, in Annex II's order: "Celery, Milk"; by the full names unless
 * another table of them is given (a card's short ones).
 */
export const allergenNames = (
  allergens: readonly Allergen[],
  i18n: I18n,
  names: Record<Allergen, MessageDescriptor> = ALLERGEN_NAMES,
): string =>
  inAnnexOrder(allergens)
    .map((allergen) => i18n._(names[allergen]))
    .join(', ');

/**
 * What a dish contains with the choices being made in its dialog, before it reaches the cart: the dish's and each
 * chosen option's allergens, and as traces only what it does not contain anyway. The server works out the cart
 * line's the same way (backend/src/common/food-facts.ts), and the cart shows the server's.
 */
export function allergensWithChoices(
  dish: Pick<MenuItem, 'allergens' | 'mayContain' | 'optionGroups'>,
  choiceIds: readonly string[],
): { allergens: Allergen[]; mayContain: Allergen[] } {
  const chosen = dish.optionGroups
    .flatMap((group) => group.choices)
    .filter((choice) => choiceIds.includes(choice._id));
  const parts = [dish, ...chosen];
  const contains = new Set(parts.flatMap((part) => part.allergens));
  const traces = new Set(parts.flatMap((part) => part.mayContain));
  return {
    allergens: ANNEX_II.filter((allergen) => contains.has(allergen)),
    mayContain: tracesBeside(inAnnexOrder([...traces]), [...contains]),
  };
}
