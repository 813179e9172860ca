import {
  createMenuItemBodyNameMax,
  createMenuItemBodyNameRegExp,
} from '@/api/generated/zod/menu/menu.zod';
import {
  registerUserBodyNameMax,
  registerUserBodyNameRegExp,
} from '@/api/generated/zod/users/users.zod';

/** What every form that asks for a name says when none was typed, or only spaces. */
export const NAME_REQUIRED = 'Name is required';

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
export function nameProblem(name: string, rule: NameRule): string | undefined {
  const tidy = tidyName(name);
  if (!rule.pattern.test(tidy)) return NAME_REQUIRED;
  if (tidy.length > rule.maxLength) return `Keep the name to ${rule.maxLength} characters.`;
  return undefined;
}
