import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  createMenuItemBodyNameMax,
  createMenuItemBodyNameRegExp,
} from '@/api/generated/zod/menu-staff/menu-staff.zod';
import {
  registerUserBodyNameMax,
  registerUserBodyNameRegExp,
} from '@/api/generated/zod/users-mutations/users-mutations.zod';

/** What the contract takes as a name: at most so many characters, matching its pattern (more than spaces). */
export interface NameRule {
  maxLength: number;
  pattern: RegExp;
}

/** A person's name (POST /users) and a dish's (POST /menu), from the schemas generated from the contract. */
export const USER_NAME: NameRule = {
  maxLength: registerUserBodyNameMax,
  pattern: registerUserBodyNameRegExp,
};
export const DISH_NAME: NameRule = {
  maxLength: createMenuItemBodyNameMax,
  pattern: createMenuItemBodyNameRegExp,
};

/** A name as it is sent: without the spaces around it, as the shop would store it anyway. */
export const tidyName = (name: string): string => name.trim();

/** Why this name cannot be saved, or undefined: a name needs something besides spaces, and fits its field. */
export function nameProblem(
  name: string,
  rule: NameRule,
  i18n: I18n = globalI18n,
): string | undefined {
  const tidy = tidyName(name);
  if (!rule.pattern.test(tidy)) return i18n._(msg`Name is required`);
  const maxLength = rule.maxLength;
  if (tidy.length > maxLength) return i18n._(msg`Keep the name to ${maxLength} characters.`);
  return undefined;
}
