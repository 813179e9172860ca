import type { components } from '../generated/contract';
import type { Allergen, Diet } from '../generated/prisma/client';

type Schemas = components['schemas'];

/** The 14 allergens in the order of Regulation (EU) 1169/2011, Annex II: the order every list of them keeps. */
const ANNEX_II: readonly Allergen[] = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
];

/** Allergens once each, in Annex II's order. */
export const inAnnexOrder = (allergens: Iterable<Allergen>): Allergen[] => {
  const present = new Set(allergens);
  return ANNEX_II.filter((allergen) => present.has(allergen));
};

/** What a dish or a choice records of its allergens. */
export interface AllergenFacts {
  allergens: readonly Allergen[];
  mayContain: readonly Allergen[];
}

/**
 * The allergens of a dish with its chosen options: everything the dish and each choice contain, and the traces
 * any of them may carry that the line does not contain anyway. The one place a line's allergens are worked out.
 */
export function lineAllergens(
  dish: AllergenFacts,
  chosen: readonly AllergenFacts[],
): { allergens: Allergen[]; mayContain: Allergen[] } {
  const parts = [dish, ...chosen];
  const allergens = inAnnexOrder(parts.flatMap((part) => part.allergens));
  const contained = new Set(allergens);
  const mayContain = inAnnexOrder(parts.flatMap((part) => part.mayContain)).filter((a) => !contained.has(a));
  return { allergens, mayContain };
}

/** The line's allergens, from the dish's choices by id (a choice the dish no longer offers adds nothing). */
export function allergensOfChoices(
  dish: AllergenFacts & {
    optionGroups: readonly { group: { choices: readonly (AllergenFacts & { id: string })[] } }[];
  },
  choiceIds: readonly string[],
): { allergens: Allergen[]; mayContain: Allergen[] } {
  const offered = new Map(dish.optionGroups.flatMap(({ group }) => group.choices.map((choice) => [choice.id, choice])));
  return lineAllergens(
    dish,
    choiceIds.flatMap((id) => offered.get(id) ?? []),
  );
}

const DIET_NAMES: Record<Diet, Schemas['Diet']> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  gluten_free: 'gluten-free',
  dairy_free: 'dairy-free',
  halal: 'halal',
  kosher: 'kosher',
};

/** A dish's diets as the contract names them, in the contract's order. */
export const dietNames = (diets: readonly Diet[]): Schemas['Diet'][] =>
  (Object.keys(DIET_NAMES) as Diet[]).filter((diet) => diets.includes(diet)).map((diet) => DIET_NAMES[diet]);

/** Diets as the database keeps them. */
export const storedDiets = (names: readonly Schemas['Diet'][]): Diet[] =>
  (Object.keys(DIET_NAMES) as Diet[]).filter((diet) => names.includes(DIET_NAMES[diet]));

/** The contract's food facts of a dish or a choice: its allergens in Annex II's order, and its energy when known. */
export const allergenDto = (facts: AllergenFacts & { kcal: number | null }) => ({
  allergens: inAnnexOrder(facts.allergens),
  mayContain: inAnnexOrder(facts.mayContain),
  ...(facts.kcal === null ? {} : { kcal: facts.kcal }),
});
