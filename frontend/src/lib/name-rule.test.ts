import { describe, expect, it } from 'vitest';
import {
  createMenuItemBody,
  updateMenuItemBody,
} from '@/api/generated/zod/menu-staff/menu-staff.zod';
import { registerUserBody } from '@/api/generated/zod/users-mutations/users-mutations.zod';
import { DISH_NAME, nameProblem, tidyName, USER_NAME } from './name-rule';

const NAME_REQUIRED = 'Name is required';

describe('the rule every name field follows', () => {
  it('refuses an empty name or one of only spaces, tabs or line breaks', () => {
    for (const blank of ['', ' ', '      ', '\t', ' \n ', '\u00a0\u2003']) {
      expect(nameProblem(blank, USER_NAME)).toBe(NAME_REQUIRED);
    }
  });

  it('sends a name without the spaces around it, and keeps those inside', () => {
    expect(tidyName('   Ada   Lovelace  ')).toBe('Ada   Lovelace');
    expect(nameProblem('  Ada  ', USER_NAME)).toBeUndefined();
  });

  it('counts the length once the name is tidied', () => {
    const longest = 'x'.repeat(DISH_NAME.maxLength);
    expect(nameProblem(` ${longest} `, DISH_NAME)).toBeUndefined();
    expect(nameProblem(`${longest}x`, DISH_NAME)).toBe('Keep the name to 80 characters.');
  });

  it('accepts exactly what the contract’s schemas accept, for people and for dishes', () => {
    const names = ['Ada', ' Ada ', ' ', '', '\t\n', 'Ω', '  x  ', 'x'.repeat(80), 'x'.repeat(81)];
    for (const name of [...names, 'x'.repeat(100), 'x'.repeat(101)]) {
      const sent = tidyName(name);
      expect(nameProblem(name, USER_NAME) === undefined).toBe(
        registerUserBody.shape.name.safeParse(sent).success,
      );
      const dishTakes = nameProblem(name, DISH_NAME) === undefined;
      expect(dishTakes).toBe(createMenuItemBody.shape.name.safeParse(sent).success);
      expect(dishTakes).toBe(updateMenuItemBody.shape.name.safeParse(sent).success);
    }
  });
});
