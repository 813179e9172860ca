import { describe, expect, it } from 'vitest';
import {
  createMenuItemBodyNameMax,
  createMenuItemBodyNameRegExp,
} from '../api/generated/zod/menu/menu.zod';
import {
  registerUserBodyNameMax,
  registerUserBodyNameRegExp,
} from '../api/generated/zod/users/users.zod';
import {
  MAX_DISH_NAME_LENGTH,
  MAX_USER_NAME_LENGTH,
  NAME_REQUIRED,
  nameProblem,
  tidyName,
} from './name-rule';

describe('the rule every name field follows', () => {
  it('refuses an empty name or one of only spaces, tabs or line breaks', () => {
    for (const blank of ['', ' ', '      ', '\t', ' \n ', '\u00a0\u2003']) {
      expect(nameProblem(blank, MAX_USER_NAME_LENGTH)).toBe(NAME_REQUIRED);
    }
  });

  it('sends a name without the spaces around it, and keeps those inside', () => {
    expect(tidyName('   Ada   Lovelace  ')).toBe('Ada   Lovelace');
    expect(nameProblem('  Ada  ', MAX_USER_NAME_LENGTH)).toBeUndefined();
  });

  it('counts the length once the name is tidied', () => {
    const longest = 'x'.repeat(MAX_DISH_NAME_LENGTH);
    expect(nameProblem(` ${longest} `, MAX_DISH_NAME_LENGTH)).toBeUndefined();
    expect(nameProblem(`${longest}x`, MAX_DISH_NAME_LENGTH)).toBe(
      'Keep the name to 80 characters.',
    );
  });

  it('accepts exactly what the contract accepts, for people and for dishes', () => {
    expect(MAX_USER_NAME_LENGTH).toBe(registerUserBodyNameMax);
    expect(MAX_DISH_NAME_LENGTH).toBe(createMenuItemBodyNameMax);
    for (const name of ['Ada', ' Ada ', ' ', '', '\t\n', 'Ω', '  x  ']) {
      const sent = tidyName(name);
      const contractTakes = sent.length > 0 && registerUserBodyNameRegExp.test(sent);
      expect(nameProblem(name, MAX_USER_NAME_LENGTH) === undefined).toBe(contractTakes);
      expect(createMenuItemBodyNameRegExp.test(sent)).toBe(contractTakes);
    }
  });
});
