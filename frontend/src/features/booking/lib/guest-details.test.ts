import { describe, expect, it } from 'vitest';
import { checkGuestDetails, guestDetailsForShop } from './guest-details';

describe('guest details', () => {
  it('takes a phone number as the contract writes one, and says what is wrong otherwise', () => {
    expect(checkGuestDetails.phone('+1 (555) 010-0199')).toBeNull();
    expect(checkGuestDetails.phone('  0612345678 ')).toBeNull();
    expect(checkGuestDetails.phone('call me')).toMatch(/phone number/);
    expect(checkGuestDetails.phone('12345')).toMatch(/phone number/);
  });

  it('asks for a name and an address', () => {
    expect(checkGuestDetails.name('   ')).toMatch(/your name/);
    expect(checkGuestDetails.email('ada@example')).toMatch(/e-mail address/);
    expect(checkGuestDetails.email('ada@example.com')).toBeNull();
  });

  it('sends trimmed details and leaves empty notes out', () => {
    expect(
      guestDetailsForShop({ name: ' Ada ', phone: ' 0612345678', email: 'a@b.co ', notes: '  ' }),
    ).toEqual({ name: 'Ada', phone: '0612345678', email: 'a@b.co' });
    expect(
      guestDetailsForShop({ name: 'A', phone: '1', email: 'e', notes: ' High chair ' }).notes,
    ).toBe('High chair');
  });
});
