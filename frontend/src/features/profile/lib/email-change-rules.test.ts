import { describe, expect, it } from 'vitest';
import {
  registerUserBodyEmailMax,
  registerUserBodyEmailRegExp,
} from '../../../api/generated/zod/users/users.zod';
import { checkNewEmail, MAX_EMAIL_LENGTH, SHOP_EMAIL } from './email-change-rules';

describe('the new address a customer may move to', () => {
  it('follows the contract’s Email rule exactly', () => {
    expect(SHOP_EMAIL.source).toBe(registerUserBodyEmailRegExp.source);
    expect(MAX_EMAIL_LENGTH).toBe(registerUserBodyEmailMax);
  });

  it('refuses what the shop could not sign in with, and the current address', () => {
    const unusable = [
      '"a b"@example.com',
      'josé@example.com',
      'a@localhost',
      `${'x'.repeat(65)}@example.com`,
    ];
    for (const address of unusable)
      expect(checkNewEmail(address, 'ada@example.com')).toMatch(/usual form/);
    expect(checkNewEmail('ADA@example.com', 'ada@example.com')).toMatch(/already/);
    expect(checkNewEmail(`${'x'.repeat(64)}@example.com`, 'ada@example.com')).toBeUndefined();
  });
});
