/** What every form that asks for a name says when none was typed, or only spaces. */
export const NAME_REQUIRED = 'Name is required';

/** The longest names the contract takes: a person's (POST /users) and a dish's (POST /menu). */
export const MAX_USER_NAME_LENGTH = 100;
export const MAX_DISH_NAME_LENGTH = 80;

/** A name as it is sent: without the spaces around it, as the shop would store it anyway. */
export const tidyName = (name: string): string => name.trim();

/** Why this name cannot be saved, or undefined: a name needs something besides spaces, and fits its field. */
export function nameProblem(name: string, maxLength: number): string | undefined {
  const tidy = tidyName(name);
  if (tidy === '') return NAME_REQUIRED;
  if (tidy.length > maxLength) return `Keep the name to ${maxLength} characters.`;
  return undefined;
}
