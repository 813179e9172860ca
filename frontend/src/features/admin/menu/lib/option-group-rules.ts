import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { randomId } from '@mantine/hooks';
import type { Allergen, OptionGroupAdmin, OptionGroupInput } from '@/api/generated/model';
import {
  createOptionGroupBodyChoicesItemNameMax,
  createOptionGroupBodyChoicesItemNameRegExp,
  createOptionGroupBodyChoicesMax,
  createOptionGroupBodyMaxChoicesMax,
  createOptionGroupBodyMinChoicesMax,
  createOptionGroupBodyNameMax,
  createOptionGroupBodyNameRegExp,
} from '@/api/generated/zod/option-groups/option-groups.zod';
import { type NameRule, nameProblem } from '@/lib/name-rule';
import { ruleInWords } from '@/lib/menu/option-rules';
import { tracesBeside } from '@/lib/menu/allergens';
import { checkKcal, kcalInput, kcalOf } from './food-rules';
import { amountInput, decimalsProblem, largestAmount, typedAmount } from '@/lib/money-input';

/** The contract's bounds of an option group (POST and PUT share them), from the generated schemas. */
const GROUP_NAME: NameRule = {
  maxLength: createOptionGroupBodyNameMax,
  pattern: createOptionGroupBodyNameRegExp,
};
const CHOICE_NAME: NameRule = {
  maxLength: createOptionGroupBodyChoicesItemNameMax,
  pattern: createOptionGroupBodyChoicesItemNameRegExp,
};
export const MAX_CHOICES_IN_A_GROUP = createOptionGroupBodyChoicesMax;
const MAX_MIN_CHOICES = createOptionGroupBodyMinChoicesMax;
export const MAX_MAX_CHOICES = createOptionGroupBodyMaxChoicesMax;
export const GROUP_NAME_LENGTH = GROUP_NAME.maxLength;
export const CHOICE_NAME_LENGTH = CHOICE_NAME.maxLength;

/** A choice as the form holds it: `key` keeps its row while it moves; `_id` is the stored choice it keeps. */
export interface OptionChoiceFormValues {
  key: string;
  _id?: string;
  name: string;
  price: string;
  default: boolean;
  /** The allergens the choice adds to the dish, and the traces it may add. */
  allergens: Allergen[];
  mayContain: Allergen[];
  /** Kilocalories the choice adds; empty when not known. */
  kcal: number | string;
}

export interface OptionGroupFormValues {
  name: string;
  minChoices: number | string;
  maxChoices: number | string;
  allowRepeats: boolean;
  choices: OptionChoiceFormValues[];
}

export const emptyChoice = (): OptionChoiceFormValues => ({
  key: randomId(),
  name: '',
  price: '0',
  default: false,
  allergens: [],
  mayContain: [],
  kcal: '',
});

export const emptyGroup = (): OptionGroupFormValues => ({
  name: '',
  minChoices: 0,
  maxChoices: 1,
  allowRepeats: false,
  choices: [emptyChoice()],
});

/** A stored group as the form shows it, each choice with the id that keeps it. */
export const groupFormValues = (group: OptionGroupAdmin): OptionGroupFormValues => ({
  name: group.name,
  minChoices: group.minChoices,
  maxChoices: group.maxChoices,
  allowRepeats: group.allowRepeats,
  choices: group.choices.map((choice) => ({
    key: choice._id,
    _id: choice._id,
    name: choice.name,
    price: amountInput(choice.price),
    default: choice.default,
    allergens: choice.allergens,
    mayContain: tracesBeside(choice.mayContain, choice.allergens),
    kcal: kcalInput(choice.kcal),
  })),
});

const wholeNumber = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/** The rule as a customer will read it, or undefined while the numbers cannot make one. */
export function rulePreview({ minChoices, maxChoices }: OptionGroupFormValues): string | undefined {
  const min = wholeNumber(minChoices);
  const max = wholeNumber(maxChoices);
  if (min === undefined || max === undefined || max < 1 || min > max) return undefined;
  return ruleInWords({ minChoices: min, maxChoices: max });
}

const checkGroupName = (name: string) => nameProblem(name, GROUP_NAME) ?? null;
const checkChoiceName = (name: string) => nameProblem(name, CHOICE_NAME) ?? null;

function checkMinChoices(value: number | string, i18n: I18n): string | null {
  const min = wholeNumber(value);
  if (min === undefined) return i18n._(msg`Enter a whole number.`);
  const most = MAX_MIN_CHOICES;
  if (min < 0 || min > most) return i18n._(msg`Enter 0 to ${most}.`);
  return null;
}

function checkMaxChoices(
  value: number | string,
  group: OptionGroupFormValues,
  i18n: I18n,
): string | null {
  const max = wholeNumber(value);
  if (max === undefined) return i18n._(msg`Enter a whole number.`);
  const most = MAX_MAX_CHOICES;
  if (max < 1 || max > most) return i18n._(msg`Enter 1 to ${most}.`);
  const min = wholeNumber(group.minChoices);
  if (min !== undefined && min > max)
    return i18n._(msg`The maximum cannot be less than the minimum.`);
  const count = group.choices.length;
  if (!group.allowRepeats && max > count)
    return i18n._(
      msg`${plural(count, { one: 'Without repeats a customer can take at most the # choices there are.', other: 'Without repeats a customer can take at most the # choices there are.' })}`,
    );
  return null;
}

/** A price change as typed: 0 or more, with no more decimals than the shop's currency has. */
export function checkPriceChange(price: string, i18n: I18n): string | null {
  const text = price.trim();
  if (text === '') return i18n._(msg`Enter 0 or what the choice adds.`);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return i18n._(msg`Enter the price as a number, such as 1.50.`);
  if (Number(text) < 0)
    return i18n._(msg`A choice cannot lower the price: give the dish the smallest price.`);
  const decimals = decimalsProblem(text);
  if (decimals) return decimals;
  const most = largestAmount();
  if (Number(text) > most) return i18n._(msg`The price change must be at most ${most}.`);
  return null;
}

/** Whether the group's defaults fit its rule: a customer who changes nothing must not take too many. */
function checkDefaults(group: OptionGroupFormValues, i18n: I18n): string | null {
  const defaults = group.choices.filter((choice) => choice.default).length;
  const max = wholeNumber(group.maxChoices);
  return max !== undefined && defaults > max
    ? i18n._(
        msg`${plural(max, { one: 'At most # choice can be chosen by default.', other: 'At most # choices can be chosen by default.' })}`,
      )
    : null;
}

/** Every problem of the group, by the form's field paths (`choices.2.price`); null where there is none. */
export const checkOptionGroup = (
  group: OptionGroupFormValues,
  i18n: I18n,
): Record<string, string | null> => ({
  name: checkGroupName(group.name),
  minChoices: checkMinChoices(group.minChoices, i18n),
  maxChoices: checkMaxChoices(group.maxChoices, group, i18n),
  choices: checkDefaults(group, i18n),
  ...Object.fromEntries(
    group.choices.flatMap((choice, index) => [
      [`choices.${index}.name`, checkChoiceName(choice.name)],
      [`choices.${index}.price`, checkPriceChange(choice.price, i18n)],
      [`choices.${index}.kcal`, checkKcal(choice.kcal, i18n)],
    ]),
  ),
});

/** The group as PUT/POST /option-groups take it; kept choices carry their `_id`. */
export const optionGroupInput = (values: OptionGroupFormValues): OptionGroupInput => ({
  name: values.name.trim(),
  minChoices: Number(values.minChoices),
  maxChoices: Number(values.maxChoices),
  allowRepeats: values.allowRepeats,
  choices: values.choices.map((choice) => ({
    ...(choice._id && { _id: choice._id }),
    name: choice.name.trim(),
    price: typedAmount(choice.price),
    default: choice.default,
    allergens: choice.allergens,
    mayContain: tracesBeside(choice.mayContain, choice.allergens),
    kcal: kcalOf(choice.kcal),
  })),
});
