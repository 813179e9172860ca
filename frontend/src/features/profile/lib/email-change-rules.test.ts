import { describe, expect, it } from 'vitest';
import { registerUserBody } from '@/api/generated/zod/users-mutations/users-mutations.zod';
import { checkNewEmail } from './email-change-rules';

describe('the new address a customer may move to', () => {
  it('takes exactly the addresses the contract’s schema takes', () => {
    const addresses = [
      'grace@example.com',
      'grace.hopper+navy@mail.example.org',
      `${'x'.repeat(64)}@example.com`,
      `${'x'.repeat(65)}@example.com`,
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
      'grace@localhost',
      'grace@@example.com',
      '.grace@example.com',
    ];
    for (const address of addresses) {
      expect(checkNewEmail(address, 'ada@example.com') === undefined).toBe(
        registerUserBody.shape.email.safeParse(address).success,
      );
    }
    expect(checkNewEmail(`${'x'.repeat(243)}@example.com`, 'ada@example.com')).toBe(
      'Use an address of at most 254 characters.',
    );
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
