import { describe, expect, it } from 'vitest';
import type { ChosenOption } from '@/api/generated/model';
import {
  choiceInWords,
  choicesInWords,
  lineName,
  ruleInWords,
  soldOutInWords,
} from './option-rules';

const chosen = (group: string, name: string, quantity = 1): ChosenOption => ({
  choiceId: `${group}-${name}`,
  group,
  name,
  price: 0,
  quantity,
});

describe("a group's rule in words", () => {
  it('says exactly, up to, at least and between', () => {
    expect(ruleInWords({ minChoices: 1, maxChoices: 1 })).toBe('Choose 1');
    expect(ruleInWords({ minChoices: 0, maxChoices: 3 })).toBe('Choose up to 3');
    expect(ruleInWords({ minChoices: 0, maxChoices: 1 })).toBe('Choose 1 if you like');
    expect(ruleInWords({ minChoices: 2, maxChoices: 4 })).toBe('Choose 2 to 4');
  });
});

describe('a choice in words', () => {
  it('says how many only when more than one', () => {
    expect(choiceInWords(chosen('Size', 'Large'))).toBe('Large');
    expect(choiceInWords(chosen('Toppings', 'Extra cheese', 2))).toBe('Extra cheese ×2');
  });

  it('says until when it is sold out', () => {
    expect(soldOutInWords({ until: null })).toBe('Sold out until turned back on');
    const monday = new Date('2026-03-16T09:30:00');
    expect(soldOutInWords({ until: '2026-03-17T00:00:00' }, monday)).toBe(
      'Sold out until tomorrow',
    );
    expect(soldOutInWords({ until: '2026-03-19T00:00:00' }, monday)).toBe(
      'Sold out until Thursday 12:00 AM',
    );
  });
});

describe("a line's choices in words", () => {
  it('lists them group by group, with how many of a repeated one', () => {
    expect(
      choicesInWords([
        chosen('Size', 'Large'),
        chosen('Toppings', 'Basil'),
        chosen('Toppings', 'Olives', 2),
      ]),
    ).toBe('Size: Large · Toppings: Basil, Olives ×2');
  });
});

describe("a line's name", () => {
  it('is the dish alone when nothing was chosen, as before dishes had options', () => {
    expect(lineName({ name: 'Greek Salad', choices: [] })).toBe('Greek Salad');
  });

  it('tells two lines of the same dish apart by their choices', () => {
    const large = lineName({ name: 'Margherita Pizza', choices: [chosen('Size', 'Large')] });
    const small = lineName({ name: 'Margherita Pizza', choices: [chosen('Size', 'Small')] });
    expect(large).toBe('Margherita Pizza (Size: Large)');
    expect(large).not.toBe(small);
  });
});
