import type { PricedChoice, PricedDish, PricedGroup } from './priced-dish';

/** Dishes to judge in unit tests, built as the menu stores them. */
export function choice(id: string, priceCents = 0, extra: Partial<PricedChoice> = {}): PricedChoice {
  return { id, name: id, priceCents, isDefault: false, soldOut: false, soldOutUntil: null, ...extra };
}

export function group(
  name: string,
  minChoices: number,
  maxChoices: number,
  choices: PricedChoice[],
  allowRepeats = false,
): PricedGroup {
  return { name, minChoices, maxChoices, allowRepeats, choices };
}

export function dish(
  groups: PricedGroup[] = [],
  extra: Partial<PricedDish & { removedAt: Date | null }> = {},
): PricedDish & { removedAt: Date | null } {
  return {
    name: 'Margherita Pizza',
    priceCents: 1200,
    soldOut: false,
    soldOutUntil: null,
    servedFrom: null,
    servedUntil: null,
    removedAt: null,
    optionGroups: groups.map((g) => ({ group: g })),
    ...extra,
  };
}
