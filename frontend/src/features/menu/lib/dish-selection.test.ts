import { describe, expect, it } from 'vitest';
import {
  dishNamed,
  fishTacos,
  pizzaSizes,
  pizzaToppings,
  tacoSalsas,
} from '@/test/fixtures/menu-fixtures';
import {
  choicesToAdd,
  chooseOnly,
  chosenInGroup,
  defaultSelection,
  type DishSelection,
  groupControl,
  groupProblem,
  linePriceCents,
  selectionProblem,
  setCount,
  unitPriceCents,
} from './dish-selection';

const margherita = dishNamed('Margherita Pizza');
const choiceNamed = (group: typeof pizzaSizes, name: string) => {
  const found = group.choices.find((choice) => choice.name === name);
  if (!found) throw new Error(`${group.name} has no ${name}`);
  return found;
};
const small = choiceNamed(pizzaSizes, 'Small 10"');
const large = choiceNamed(pizzaSizes, 'Large 14"');
const mozzarella = choiceNamed(pizzaToppings, 'Extra mozzarella');
const basil = choiceNamed(pizzaToppings, 'Fresh basil');
const olives = choiceNamed(pizzaToppings, 'Kalamata olives');
const anchovies = choiceNamed(pizzaToppings, 'Anchovies');

describe('how each group is chosen from', () => {
  it('takes exactly one size with radios, toppings with repeats by counts, the rest with checkboxes', () => {
    expect(groupControl(pizzaSizes)).toBe('one');
    expect(groupControl(pizzaToppings)).toBe('counts');
    expect(groupControl(tacoSalsas)).toBe('some');
    expect(groupControl({ minChoices: 0, maxChoices: 1, allowRepeats: false })).toBe('some');
  });
});

describe('the choices a dish starts with', () => {
  it('are its defaults', () => {
    expect(defaultSelection(margherita)).toEqual({ [small._id]: 1 });
  });

  it('leave out a default that is sold out', () => {
    const soldOutDefault = { ...anchovies, default: true };
    const dish = { ...margherita, optionGroups: [{ ...pizzaToppings, choices: [soldOutDefault] }] };
    expect(defaultSelection(dish)).toEqual({});
  });

  it('are none for a dish without groups', () => {
    expect(defaultSelection(dishNamed('Tiramisu'))).toEqual({});
  });
});

describe("a group's rule", () => {
  it('is met with exactly one size, and says which group when none is chosen', () => {
    expect(groupProblem(pizzaSizes, { [large._id]: 1 })).toBeUndefined();
    expect(groupProblem(pizzaSizes, {})).toBe('Choose 1 for Size');
  });

  it('counts every repeat against the maximum', () => {
    const five = { [mozzarella._id]: 3, [basil._id]: 2 };
    expect(chosenInGroup(pizzaToppings, five)).toBe(5);
    expect(groupProblem(pizzaToppings, five)).toBeUndefined();
    expect(groupProblem(pizzaToppings, { ...five, [olives._id]: 1 })).toBe(
      'Choose at most 5 for Toppings',
    );
  });

  it('asks for the minimum, then for how many more', () => {
    const [pico, verde] = tacoSalsas.choices;
    expect(groupProblem(tacoSalsas, {})).toBe('Choose at least 2 for Salsas');
    expect(groupProblem(tacoSalsas, { [pico._id]: 1 })).toBe('Choose 1 more for Salsas');
    expect(groupProblem(tacoSalsas, { [pico._id]: 1, [verde._id]: 1 })).toBeUndefined();
  });

  it('of an optional group is met with nothing chosen', () => {
    expect(groupProblem(pizzaToppings, {})).toBeUndefined();
  });

  it('stops the dish being added at the first group not met, in the order of its groups', () => {
    expect(selectionProblem(margherita, {})).toBe('Choose 1 for Size');
    expect(selectionProblem(margherita, { [small._id]: 1 })).toBeUndefined();
    expect(selectionProblem(fishTacos, {})).toBe('Choose at least 2 for Salsas');
  });
});

describe('choosing', () => {
  it('a size replaces the size chosen before', () => {
    expect(chooseOnly(pizzaSizes, large, { [small._id]: 1, [basil._id]: 1 })).toEqual({
      [large._id]: 1,
      [basil._id]: 1,
    });
  });

  it('a topping again counts it twice, and 0 takes it out', () => {
    const twice = setCount(pizzaToppings, mozzarella, 2, {});
    expect(twice).toEqual({ [mozzarella._id]: 2 });
    expect(setCount(pizzaToppings, mozzarella, 0, twice)).toEqual({});
  });

  it('never goes past the group maximum', () => {
    const four: DishSelection = { [mozzarella._id]: 4 };
    expect(setCount(pizzaToppings, basil, 3, four)).toEqual({ ...four, [basil._id]: 1 });
    expect(setCount(pizzaToppings, mozzarella, 9, four)).toEqual({ [mozzarella._id]: 5 });
  });

  it('never takes a sold-out choice', () => {
    expect(setCount(pizzaToppings, anchovies, 1, {})).toEqual({});
  });
});

describe('the running price', () => {
  it('is the dish plus each choice times how many, times the quantity, in whole cents', () => {
    const selection = { [large._id]: 1, [mozzarella._id]: 2, [basil._id]: 1 };
    // $14.50 + $5.50 + 2 × $1.50 + $0.50 = $23.50
    expect(unitPriceCents(margherita, selection)).toBe(2350);
    expect(linePriceCents(margherita, selection, 3)).toBe(7050);
  });

  it('does not drift the way adding dollars does', () => {
    const dish = {
      price: 0.1,
      optionGroups: [{ ...pizzaToppings, choices: [{ ...basil, price: 0.2 }] }],
    };
    expect(unitPriceCents(dish, { [basil._id]: 1 })).toBe(30);
  });
});

describe('what is sent to the cart', () => {
  it("lists each choice with how many, in the order of the dish's groups and choices", () => {
    const selection = { [basil._id]: 1, [mozzarella._id]: 2, [large._id]: 1 };
    expect(choicesToAdd(margherita, selection)).toEqual([
      { choiceId: large._id, quantity: 1 },
      { choiceId: mozzarella._id, quantity: 2 },
      { choiceId: basil._id, quantity: 1 },
    ]);
  });

  it('is an empty list when nothing is chosen, so the shop adds no defaults behind the customer', () => {
    expect(choicesToAdd(margherita, {})).toEqual([]);
  });
});
