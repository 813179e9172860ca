import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createOptionGroupBody } from '@/api/generated/zod/option-groups/option-groups.zod';
import {
  checkOptionGroup,
  checkPriceChange,
  emptyChoice,
  type OptionGroupFormValues,
  optionGroupInput,
  rulePreview,
} from './option-group-rules';

const group = (changes: Partial<OptionGroupFormValues> = {}): OptionGroupFormValues => ({
  name: 'Sauces',
  minChoices: 0,
  maxChoices: 2,
  allowRepeats: false,
  choices: [
    { ...emptyChoice(), name: 'Aioli', price: '0' },
    { ...emptyChoice(), name: 'Barbecue', price: '0.50' },
  ],
  ...changes,
});

const problemsOf = (values: OptionGroupFormValues) =>
  Object.values(checkOptionGroup(values, i18n)).filter(Boolean);

describe('the option group form’s rules', () => {
  it('takes exactly the price changes the contract takes, typed as a person types them', () => {
    for (const price of ['0', '0.00', '0.01', '1.5', '1.505', '100000', '100000.01', '-1', 'one']) {
      expect(checkPriceChange(price, i18n) === null).toBe(
        createOptionGroupBody.shape.choices.element.shape.price.safeParse(Number(price)).success &&
          /^\d+(\.\d{1,2})?$/.test(price),
      );
    }
  });

  it('sends only groups the contract takes', () => {
    for (const values of [
      group(),
      group({ name: ' x'.repeat(30) }),
      group({ name: 'x'.repeat(61) }),
      group({ name: '   ' }),
      group({ minChoices: 3, maxChoices: 2 }),
      group({ maxChoices: 51, allowRepeats: true }),
    ]) {
      expect(problemsOf(values).length === 0).toBe(
        createOptionGroupBody.safeParse(optionGroupInput(values)).success &&
          Number(values.minChoices) <= Number(values.maxChoices),
      );
    }
  });

  it('refuses rules a customer could not meet', () => {
    expect(problemsOf(group({ maxChoices: 3 }))).toEqual([
      'Without repeats a customer can take at most the 2 choices there are.',
    ]);
    expect(problemsOf(group({ maxChoices: 3, allowRepeats: true }))).toEqual([]);
    expect(problemsOf(group({ minChoices: 2, maxChoices: 1 }))).toEqual([
      'The maximum cannot be less than the minimum.',
    ]);
    const twoDefaults = group({ maxChoices: 1 });
    twoDefaults.choices = twoDefaults.choices.map((choice) => ({ ...choice, default: true }));
    expect(problemsOf(twoDefaults)).toEqual(['At most 1 choice can be chosen by default.']);
  });

  it('previews the rule in words only once the numbers make one', () => {
    expect(rulePreview(group({ minChoices: 1, maxChoices: 1 }))).toBe('Choose 1');
    expect(rulePreview(group({ minChoices: 0, maxChoices: 3 }))).toBe('Choose up to 3');
    expect(rulePreview(group({ minChoices: 3, maxChoices: 2 }))).toBeUndefined();
    expect(rulePreview(group({ minChoices: '', maxChoices: 2 }))).toBeUndefined();
  });
});
